import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import type { PlanKind } from '~/build-data/plans-model';
import type { RecurrencePeriod } from '~/domain/period';
import type { CouponPlan, CouponRun, PlanCouponResult } from './coupon-run';
import { interpolate } from '~/i18n/translator';

export interface CouponStrings {
  toggle: string;
  label: string;
  apply: string;
  checking: string;
  /** `{{code}}` */
  applied: string;
  /** `{{code}}`, `{{amount}}` */
  price: string;
  remove: string;
  retry: string;
  /** errors:request.* by kind: network, timeout, http, schema. */
  errors: Readonly<Record<string, string>>;
  /** errors:coupon.* by reason, `unknown` included; `{{code}}` where the reason names the code. */
  reasons: Readonly<Record<string, string>>;
}

export interface CouponCheckProps {
  /** Intl locale of the page (prices are formatted like the cards). */
  locale: string;
  plans: readonly (CouponPlan & { kind: PlanKind })[];
  strings: CouponStrings;
}

interface InView {
  /** The plans in view and the period chosen with the toggles: what the coupon is checked against. */
  kind: PlanKind;
  period: RecurrencePeriod;
}

type Status =
  | { state: 'idle' }
  | { state: 'checking'; code: string }
  | { state: 'done'; code: string; results: PlanCouponResult[] }
  | { state: 'failed'; code: string; message: string };

/** Cards mark where their coupon price goes with `data-coupon-slot="<slug>"`; links with `data-subscribe`. */
function findSlots(): Map<string, HTMLElement> {
  return new Map([...document.querySelectorAll<HTMLElement>('[data-coupon-slot]')].map((el) => [el.dataset.couponSlot ?? '', el]));
}

function linkCoupon(code: string | null, validSlugs: ReadonlySet<string>): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-subscribe]')) {
    const url = new URL(link.href);
    if (code !== null && validSlugs.has(link.dataset.slug ?? '')) url.searchParams.set('coupon', code);
    else url.searchParams.delete('coupon');
    link.href = `${url.pathname}${url.search}`;
  }
}

/**
 * The coupon price check (part 1 §2, issue 4 item 5): a code from `?coupon=` or typed in is checked with
 * the office for the plans in view and the chosen period; each card then shows its first payment with the
 * coupon, or the office's reason. A failed call keeps the code and offers a retry.
 */
export default function CouponCheck({ locale, plans, strings, kind, period }: CouponCheckProps & InView) {
  const [draft, setDraft] = useState('');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [slots, setSlots] = useState<Map<string, HTMLElement>>(new Map());
  const details = useRef<HTMLDetailsElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const runs = useRef(0);

  const run = useCallback(
    async (code: string) => {
      const id = (runs.current += 1);
      setStatus({ state: 'checking', code });
      const inView = plans.filter((plan) => plan.kind === kind);
      let outcome: CouponRun;
      try {
        const { checkCouponOnPlans } = await import('./coupon-run');
        outcome = await checkCouponOnPlans({ code, plans: inView, period, locale });
      } catch {
        outcome = { status: 'failed', errorKey: 'errors:request.network' }; // the check's own code did not load
      }
      if (id !== runs.current) return; // a newer check (other code, kind or period) replaced this one
      if (outcome.status === 'done') setStatus({ state: 'done', code, results: outcome.results });
      else setStatus({ state: 'failed', code, message: strings.errors[outcome.errorKey.split('.').pop() ?? ''] ?? strings.errors.network ?? '' });
    },
    [plans, kind, period, locale, strings],
  );

  useEffect(() => {
    setSlots(findSlots());
    const fromUrl = new URLSearchParams(location.search).get('coupon')?.trim();
    if (fromUrl) {
      setDraft(fromUrl);
      if (details.current) details.current.open = true;
      setStatus({ state: 'checking', code: fromUrl });
    } else if (input.current?.value) {
      setDraft(input.current.value); // typed before the island woke up: nothing typed is lost
    }
  }, []);

  // The code in check is re-checked whenever the plans in view or the period change.
  const activeCode = status.state === 'idle' ? null : status.code;
  useEffect(() => {
    if (activeCode !== null) void run(activeCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run on kind/period, not on every status
  }, [activeCode, kind, period]);

  const results = status.state === 'done' ? status.results : [];
  const valid = results.filter((r): r is Extract<PlanCouponResult, { status: 'valid' }> => r.status === 'valid');
  useEffect(() => {
    linkCoupon(status.state === 'done' ? status.code : null, new Set(valid.map((r) => r.slug)));
  }, [status]); // eslint-disable-line react-hooks/exhaustive-deps -- `valid` derives from status

  const reasonText = (reason: string, code: string) => interpolate(strings.reasons[reason] ?? strings.reasons.unknown ?? '', { code });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = draft.trim();
    if (code === '') return;
    if (status.state !== 'idle' && status.code === code) void run(code);
    else setStatus({ state: 'checking', code });
  };

  const remove = () => {
    runs.current += 1;
    setStatus({ state: 'idle' });
    setDraft('');
    const url = new URL(location.href);
    url.searchParams.delete('coupon');
    history.replaceState(history.state, '', url);
  };

  const firstRefusal = results.find((r) => r.status === 'invalid');
  return (
    <details className="coupon" ref={details}>
      <summary className="coupon__toggle">{strings.toggle}</summary>
      <form className="coupon__form" onSubmit={submit} noValidate>
        <label htmlFor="plans-coupon">{strings.label}</label>
        <div className="coupon__row">
          <input ref={input} id="plans-coupon" name="coupon" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
          <button type="submit" className="button" disabled={draft.trim() === '' || status.state === 'checking'}>
            {strings.apply}
          </button>
        </div>
        <p className="coupon__status" role="status">
          {status.state === 'checking' && strings.checking}
          {status.state === 'done' && valid.length > 0 && interpolate(strings.applied, { code: status.code })}
        </p>
        {status.state === 'done' && valid.length === 0 && firstRefusal && firstRefusal.status === 'invalid' && (
          <p className="coupon__error" role="alert">{reasonText(firstRefusal.reason, status.code)}</p>
        )}
        {status.state === 'failed' && (
          <p className="coupon__error" role="alert">
            {status.message}{' '}
            <button type="button" className="button button--ghost" onClick={() => void run(status.code)}>
              {strings.retry}
            </button>
          </p>
        )}
        {status.state === 'done' && valid.length > 0 && (
          <button type="button" className="coupon__remove" onClick={remove}>
            {strings.remove}
          </button>
        )}
      </form>
      {status.state === 'done' &&
        valid.length > 0 &&
        results.map((result) => {
          const slot = slots.get(result.slug);
          if (!slot) return null;
          const text = result.status === 'valid' ? interpolate(strings.price, { code: status.code, amount: result.text }) : reasonText(result.reason, status.code);
          return createPortal(<span className={`coupon-price coupon-price--${result.status}`}>{text}</span>, slot, result.slug);
        })}
    </details>
  );
}
