import { useStore } from '@nanostores/react';
import { $paymentResult } from '~/stores/checkout/payment-result';
import { ConfirmationScreen } from '../confirmation/ConfirmationScreen';
import { CopyFeedback } from '../confirmation/CopyFeedback';

/**
 * Step 3 (part 2 §2 "Confirmation screens", §4.5): the screen for the result, chosen by ConfirmationScreen. What
 * happens on entry (the invoice update, the tracking, the countdown) is the store's enterConfirmation, not this
 * view's. This file and the confirmation folder load with step 3, in their own file (decision 011).
 */
export function PaymentDone() {
  const result = useStore($paymentResult);
  return (
    <section className="checkout__panel payment-done" aria-labelledby="payment-done-title">
      <ConfirmationScreen result={result} />
      <CopyFeedback />
    </section>
  );
}
