import { useEffect } from 'react';
import { startRedirectCountdown } from '~/stores/checkout/confirmation/redirect-countdown';
import type { PaymentResult } from '~/stores/checkout/payment-result';
import { useT } from '../i18n';
import { RedirectNotice } from './RedirectNotice';
import { ScreenTitle } from './ScreenTitle';

/** The title and text of each screen: a paid method, a method paid later, and the test visit. */
const TEXTS = {
  paid: ['payment:done.paid_title', 'payment:done.paid_text'],
  pending: ['payment:done.pending_title', 'payment:done.pending_text'],
  test: ['payment:done.test_title', 'payment:done.test_text'],
} as const;

/**
 * Every method without a document, and the COP bank transfer (its bank page): thanks, then the 5-second countdown.
 * The countdown starts when the thanks is on screen (not when step 3 is entered, whose code and texts may still be
 * loading), so the buyer sees all five seconds; the rest of the entry is enterConfirmation's.
 * `null` is the test visit's confirmation (`skipStepConfirmation=testUrl`, or `checkoutStep=PaymentConfirmation` with
 * its flag stored, part 2 §2): nothing was paid, so it says it is a test and that no payment was made (not the thanks
 * for a payment), and no countdown (decision 035).
 */
export function PaidScreen({ result }: { result: PaymentResult | null }) {
  const t = useT();
  useEffect(() => {
    if (result) startRedirectCountdown(result);
  }, [result]);
  const [title, text] = TEXTS[result === null ? 'test' : result.kind === 'pending' ? 'pending' : 'paid'];
  return (
    <>
      <ScreenTitle>{t(title)}</ScreenTitle>
      <p>{t(text)}</p>
      <RedirectNotice />
    </>
  );
}
