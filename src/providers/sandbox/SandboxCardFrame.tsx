import { useEffect, useRef } from 'react';
import { CARD_FIELD_MESSAGES } from '../card-field-errors';
import type { CollectedPayment, ProviderFieldsProps } from '../provider';
import { useProviderHandle } from '../use-provider-handle';
import { frameUrl, isFrameMessage, type FrameCollected } from './frame-protocol';

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
}: {
  provider: 's' | 'a';
  props: ProviderFieldsProps;
  toPayment: (card: CollectedCard, holderName: string) => CollectedPayment;
  authenticate?: NonNullable<import('../provider').ProviderHandle['authenticate']>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const src = frameUrl(provider, { number: props.t('payment:card.number'), expiry: props.t('payment:card.expiry'), cvc: props.t('payment:card.cvc') }, props.lang);

  // Collects waiting for the frame's answer, by id.
  const waiting = useRef(new Map<number, (answer: FrameCollected) => void>());
  const nextId = useRef(0);
  useEffect(() => {
    const pending = waiting.current;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'sandbox-card:status') {
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
      collect: ({ holderName }) =>
        new Promise((resolve) => {
          const id = ++nextId.current;
          const timer = setTimeout(() => {
            waiting.current.delete(id);
            resolve({ ok: false, message: { key: 'payment:errors.card_field_error' } });
          }, COLLECT_TIMEOUT_MS);
          waiting.current.set(id, (answer) => {
            clearTimeout(timer);
            resolve(answer.ok ? { ok: true, payment: toPayment(answer, holderName) } : { ok: false, message: { key: 'payment:errors.card_field_error' } });
          });
          frame.current?.contentWindow?.postMessage({ type: 'sandbox-card:collect', id }, location.origin);
        }),
      authenticate,
    }),
    [toPayment, authenticate],
  );

  // The box is the size container the frame's height follows (payment.css): the frame's layout depends on its width.
  return (
    <div className="provider-frame-box">
      <iframe ref={frame} className="provider-frame" src={src} title={props.t('payment:card.number')} />
    </div>
  );
}
