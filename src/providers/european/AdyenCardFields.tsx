import { useEffect, useId, useRef, useState } from 'react';
import type { ProviderFieldsProps, ProviderHandle } from '../provider';
import { missingFieldsMessage } from '../card-field-errors';
import { CardFieldError } from '../CardFieldError';
import { SdkLoadFailed } from '../SdkLoadFailed';
import { useLatest } from '../use-latest';
import { useProviderHandle } from '../use-provider-handle';
import { adyenCheckoutConfig } from './adyen-config';
import { AdyenCardSession, type BrandChoice, type CardSessionState, type FramesView, type SecuredField } from './adyen-card-session';
import { cardBrandName } from './card-brand-names';
import './european-fields.css';

const LABELS: ReadonlyArray<readonly [SecuredField, string]> = [
  ['encryptedCardNumber', 'payment:card.number'],
  ['encryptedExpiryDate', 'payment:card.expiry'],
  ['encryptedSecurityCode', 'payment:card.cvc'],
];

const FIELD_OF = { encryptedCardNumber: 'number', encryptedExpiryDate: 'expiry', encryptedSecurityCode: 'cvc' } as const;

/**
 * Provider A's card (part 2 §4.3 "creditCard with EUR"; DESIGN.md "Security": card fields only inside the
 * provider's iframes). Our layout and labels; Adyen puts one iframe into each `data-cse` span. The session is
 * created once: under React StrictMode the effect runs, is cleaned up and runs again at once, so the cleanup only
 * schedules the teardown (a microtask) and the immediate re-run cancels it; a real unmount lets it happen.
 */
export function AdyenCardFields(props: ProviderFieldsProps) {
  const root = useRef<HTMLDivElement>(null);
  const session = useRef<AdyenCardSession | null>(null);
  const pendingTeardown = useRef<{ cancelled: boolean } | null>(null);
  const [state, setState] = useState<CardSessionState>('loading');
  const [view, setView] = useState<FramesView>({ focused: null, invalid: [], messages: {} });
  const [choice, setChoice] = useState<BrandChoice | null>(null);
  const id = useId();
  // The session says when its card can collect (the SDK's secured fields are ready); the step gets it through the
  // providers' one hook, and loses it when the fields go.
  const [ready, setReady] = useState<ProviderHandle | null>(null);
  const latest = useLatest(props);
  useProviderHandle(
    props.onHandle,
    () =>
      ready && {
        ...ready,
        showMissing: () => {
          const missing = session.current?.markMissing() ?? [];
          const { t, lang } = latest.current;
          return missing.length === 0 ? null : missingFieldsMessage(lang, missing.map((field) => t(LABELS.find(([name]) => name === field)![1])));
        },
      },
    [ready, latest],
  );
  const { t } = props;

  useEffect(() => {
    if (pendingTeardown.current) pendingTeardown.current.cancelled = true;
    pendingTeardown.current = null;
    if (!session.current && root.current) {
      const current = latest.current;
      session.current = new AdyenCardSession(root.current, adyenCheckoutConfig(current), {
        state: setState,
        brands: setChoice,
        view: setView,
        status: (status) => latest.current.onStatus(status),
        handle: setReady,
      });
      void session.current.start();
    }
    return () => {
      const teardown = { cancelled: false };
      pendingTeardown.current = teardown;
      queueMicrotask(() => {
        if (teardown.cancelled) return;
        pendingTeardown.current = null;
        session.current?.dispose();
        session.current = null;
      });
    };
  }, [latest]);

  const fieldClass = (field: SecuredField) =>
    ['eu-field', view.focused === field && 'eu-field--focus', view.invalid.includes(field) && 'eu-field--invalid'].filter(Boolean).join(' ');

  function frame(field: SecuredField, labelKey: string) {
    return (
      <div className={fieldClass(field)} key={field}>
        <span className="eu-field__label">
          {t(labelKey)}
        </span>
        <span className="eu-field__frame" data-cse={field} />
        <CardFieldError id={`${id}-${field}-error`} field={FIELD_OF[field]} message={view.messages[field] ?? null} t={t} />
      </div>
    );
  }

  const [number, expiry, cvc] = LABELS.map(([field, labelKey]) => frame(field, labelKey));
  return (
    <div className="eu-fields">
      {state === 'failed' && <SdkLoadFailed t={t} onRetry={() => void session.current?.start()} />}
      <div ref={root} className="eu-fields" hidden={state === 'failed'} aria-busy={state === 'loading'}>
        {number}
        {choice && (
          <fieldset className="eu-brand-choice">
            <legend>{t('payment:card.brand_choice')}</legend>
            {choice.brands.map((brand) => (
              <label key={brand} className="eu-brand-choice__option">
                <input type="radio" name={`${id}-brand`} value={brand} checked={choice.selected === brand} onChange={() => session.current?.chooseBrand(brand)} />
                {cardBrandName(brand)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="eu-fields__row">
          {expiry}
          {cvc}
        </div>
      </div>
    </div>
  );
}
