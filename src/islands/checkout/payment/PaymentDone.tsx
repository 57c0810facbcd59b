import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { updateInvoiceOnEntry } from '~/stores/checkout/confirmation/invoice-on-entry';
import { $redirectCountdown, startRedirectCountdown } from '~/stores/checkout/confirmation/redirect-countdown';
import { $paymentResult } from '~/stores/checkout/payment/payment-result';
import { useT } from '../i18n';
import { usePurchaseTracking } from './use-purchase-tracking';

/**
 * Step 3 as far as the payment step takes it: the payment is approved (or received, for a method paid later). On entry
 * the invoice is updated (part 2 §4.5: non-recurring for some methods, the note cleared after 300 ms). A paid
 * method counts down 5 seconds and then goes to the after-payment target (part 2 §2, §4.5); the buyer may go at once
 * by the link. The countdown is not announced every second: the title takes the focus and is read once.
 */
export function PaymentDone() {
  const t = useT();
  const result = useStore($paymentResult);
  const countdown = useStore($redirectCountdown);
  usePurchaseTracking(result);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  useEffect(() => {
    if (!result) return;
    void updateInvoiceOnEntry(result);
    startRedirectCountdown(result);
  }, [result]);
  const pending = result?.kind === 'pending';
  return (
    <section className="checkout__panel payment-done" aria-labelledby="payment-done-title">
      <h2 id="payment-done-title" className="checkout__title" tabIndex={-1} ref={title}>
        {t(pending ? 'payment:done.pending_title' : 'payment:done.paid_title')}
      </h2>
      <p>{t(pending ? 'payment:done.pending_text' : 'payment:done.paid_text')}</p>
      {countdown && (
        <p className="payment-done__redirect" data-testid="redirect-countdown">
          <span aria-live="off">
            {countdown.secondsLeft > 0 ? t('payment:done.redirect_in', { count: countdown.secondsLeft }) : t('payment:done.redirecting')}
          </span>{' '}
          <a href={countdown.url}>{t('payment:done.redirect_now')}</a>
        </p>
      )}
    </section>
  );
}
