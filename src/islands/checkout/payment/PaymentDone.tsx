import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $paymentResult } from '~/stores/checkout/payment/payment-result';
import { useT } from '../i18n';

/**
 * Step 3 as far as the payment step takes it: the payment is approved (or received, for a method paid later). The
 * confirmation's documents, countdown and redirect (part 2 §4.5) build on this view.
 */
export function PaymentDone() {
  const t = useT();
  const result = useStore($paymentResult);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const pending = result?.kind === 'pending';
  return (
    <section className="checkout__panel payment-done" aria-labelledby="payment-done-title">
      <h2 id="payment-done-title" className="checkout__title" tabIndex={-1} ref={title}>
        {t(pending ? 'payment:done.pending_title' : 'payment:done.paid_title')}
      </h2>
      <p>{t(pending ? 'payment:done.pending_text' : 'payment:done.paid_text')}</p>
    </section>
  );
}
