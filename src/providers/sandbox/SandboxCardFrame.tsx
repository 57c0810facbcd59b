import { useEffect, useRef } from 'react';
import { CARD_FIELDS, CARD_FIELD_MESSAGES, fieldText, missingFieldsMessage, type CardField } from '../card-field-errors';
import type { CollectedPayment, CollectResult, ProviderFieldsProps } from '../provider';
import { useProviderHandle } from '../use-provider-handle';
import { frameUrl, isFrameMessage, type FrameCollected, type FrameShow, type FrameStatus } from './frame-protocol';

/** How long a collect waits for the frame before telling the buyer the card fields did not answer. */
const COLLECT_TIMEOUT_MS = 5_000;

export interface CollectedCard {
  token: string;
  expMonth: string;
  expYear: string;
}

/**
 * The card fields of the sandbox twins of providers S and A: a frame served by the sandbox on our origin, which
 * reports completeness and answers a collect with the sandbox token, so the checkout's document never holds the card
 * number (DESIGN.md "Payments"). `toPayment` turns the token into the provider's payment fields.
 */
export function SandboxCardFrame({
  provider,
  props,
  toPayment,
  authenticate,
  setUp,
}: {
  provider: 's' | 'a';
  props: ProviderFieldsProps;
  toPayment: (card: CollectedCard, holderName: string) => CollectedPayment;
  authenticate?: NonNullable<import('../provider').ProviderHandle['authenticate']>;
  /** For a purchase that charges nothing now (`collect`'s `chargesNothingNow`): saves the card for later (provider S, decision 056). */
  setUp?: (card: CollectedCard, holderName: string) => Promise<CollectResult>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const labels = { number: props.t('payment:card.number'), expiry: props.t('payment:card.expiry'), cvc: props.t('payment:card.cvc') };
  const src = frameUrl(provider, labels, props.lang, typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

  // The frame's last report, and the fields a press found missing (they say so until they are complete).
  const last = useRef<FrameStatus | null>(null);
  const missing = useRef(new Set<CardField>());
  /** Each field's text, in the page language, shown under it inside the frame (WCAG 3.3.1, 3.3.3). */
  const showTexts = (focus: FrameShow['focus']) => {
    const status = last.current;
    const complete = { number: !!status?.numberComplete, expiry: !!status?.expiryComplete, cvc: !!status?.cvcComplete };
    const texts = { number: '', expiry: '', cvc: '' };
    for (const field of CARD_FIELDS) {
      if (complete[field]) missing.current.delete(field);
      const error = status?.error && (status.error === field || (field === 'expiry' && status.error.startsWith('expiry'))) ? CARD_FIELD_MESSAGES[status.error] : null;
      texts[field] = fieldText(latest.current.t, field, error, missing.current.has(field));
    }
    const message: FrameShow = { type: 'sandbox-card:show', texts, focus };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  };

  // Collects waiting for the frame's answer, by id.
  const waiting = useRef(new Map<number, (answer: FrameCollected) => void>());
  const nextId = useRef(0);
  useEffect(() => {
    const pending = waiting.current;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'sandbox-card:height') {
        // Grows with the texts under the fields; back to the stylesheet's heights without them (payment.css).
        if (frame.current) frame.current.style.height = message.texts ? `${message.height}px` : '';
        return;
      }
      if (message.type === 'sandbox-card:status') {
        last.current = message;
        showTexts(null);
        const { numberComplete, expiryComplete, cvcComplete, error } = message;
        // The spec's text of the field that is wrong (part 2 §8), shown under the frame that holds the fields.
        latest.current.onStatus({ numberComplete, expiryComplete, cvcComplete, accountComplete: false, error: error ? CARD_FIELD_MESSAGES[error] : null });
        return;
      }
      pending.get(message.id)?.(message);
      pending.delete(message.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useProviderHandle(
    props.onHandle,
    () => ({
      collect: ({ holderName, chargesNothingNow }) =>
        new Promise((resolve) => {
          const id = ++nextId.current;
          const timer = setTimeout(() => {
            waiting.current.delete(id);
            resolve({ ok: false, message: { key: 'payment:errors.card_field_error' } });
          }, COLLECT_TIMEOUT_MS);
          waiting.current.set(id, (answer) => {
            clearTimeout(timer);
            if (!answer.ok) return resolve({ ok: false, message: { key: 'payment:errors.card_field_error' } });
            resolve(chargesNothingNow && setUp ? setUp(answer, holderName) : { ok: true, payment: toPayment(answer, holderName) });
          });
          frame.current?.contentWindow?.postMessage({ type: 'sandbox-card:collect', id }, location.origin);
        }),
      authenticate,
      showMissing: () => {
        const status = last.current;
        const absent = CARD_FIELDS.filter((field) => !status?.[`${field}Complete`]);
        if (absent.length === 0) return null;
        for (const field of absent) missing.current.add(field);
        // Focus enters the frame first, then its first missing field (the frame focuses it on the message).
        frame.current?.focus();
        showTexts(absent[0]!);
        return missingFieldsMessage(latest.current.lang, absent.map((field) => latest.current.t(`payment:card.${field}`)));
      },
    }),
    [toPayment, authenticate, setUp],
  );

  // The box is the size container the frame's height follows (payment.css): the frame's layout depends on its width.
  return (
    <div className="provider-frame-box">
      <iframe ref={frame} className="provider-frame" src={src} title={props.t('payment:card.frame_title')} />
    </div>
  );
}
