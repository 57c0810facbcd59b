import { writeRecord } from './ledger';
import { $paidBefore } from './paid-before';

/**
 * "Buy it again" after the paid notice (decision 012): the buyer's explicit choice. The purchase's record goes, so
 * the checkout, loaded afresh, creates a new invoice and a new attempt.
 */
export function forgetPaidPurchase(): void {
  const paid = $paidBefore.get();
  if (paid) writeRecord(paid.purchase, null);
  $paidBefore.set(null);
}
