import { useEffect } from 'react';
import { startRedirectCountdown } from '~/stores/checkout/confirmation/redirect-countdown';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { RedirectNotice } from './RedirectNotice';
import { ScreenTitle } from './ScreenTitle';

/**
 * Every method without a document, and the COP bank transfer (its bank page): thanks, then the 5-second countdown.
 * The countdown starts when the thanks is on screen (not when step 3 is entered, whose code and texts may still be
 * loading), so the buyer sees all five seconds; the rest of the entry is enterConfirmation's.
 * `null` is the test visit's confirmation (`skipStepConfirmation=testUrl`, part 2 §2): the thanks without a payment,
 * and no countdown (decision 035).
 */
export function PaidScreen({ result }: { result: PaymentResult | null }) {
  const t = useT();
  useEffect(() => {
    if (result) startRedirectCountdown(result);
  }, [result]);
  const pending = result?.kind === 'pending';
  return (
    <>
      <ScreenTitle>{t(pending ? 'payment:done.pending_title' : 'payment:done.paid_title')}</ScreenTitle>
      <p>{t(pending ? 'payment:done.pending_text' : 'payment:done.paid_text')}</p>
      <RedirectNotice />
    </>
  );
}
