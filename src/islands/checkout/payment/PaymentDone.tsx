import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { updateInvoiceOnEntry } from '~/stores/checkout/confirmation/invoice-on-entry';
import { $paymentResult } from '~/stores/checkout/payment/payment-result';
import { ConfirmationScreen } from '../confirmation/ConfirmationScreen';
import { CopyFeedback } from '../confirmation/CopyFeedback';
import { usePurchaseTracking } from './use-purchase-tracking';

/**
 * Step 3 (part 2 §2 "Confirmation screens", §4.5): on entry the invoice is updated (non-recurring for some methods,
 * the note cleared after 300 ms); the screen for the result is chosen by ConfirmationScreen. This file and the
 * confirmation folder load with step 3, in their own file (decision 011).
 */
export function PaymentDone() {
  const result = useStore($paymentResult);
  usePurchaseTracking(result);
  useEffect(() => {
    if (result) void updateInvoiceOnEntry(result);
  }, [result]);
  return (
    <section className="checkout__panel payment-done" aria-labelledby="payment-done-title">
      <ConfirmationScreen result={result} />
      <CopyFeedback />
    </section>
  );
}
