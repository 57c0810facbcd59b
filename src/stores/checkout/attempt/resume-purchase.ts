import { getPaymentAttempt, type PaymentAttempt } from '~/api/payment/payment-attempt-status';
import { purchaseId, type PurchaseParts } from '~/domain/purchase';
import { currentPurchase } from '../purchase/current';
import { purchaseRecord, writeRecord, type LedgerRecord } from '../purchase/ledger';
import { showDocumentElsewhere } from '../purchase/document-elsewhere';
import { $openAttemptFound, $paidBefore } from '../purchase/paid-before';
import { lookUpPendingPayment } from '../confirmation/resume-pending';
import { $step, goNext } from '../steps';

/**
 * The gateway's answer for the record's attempt; null when the lookup failed (the browser's record is used then).
 * `none` when the gateway never received it.
 */
async function askGateway(record: LedgerRecord): Promise<PaymentAttempt | 'none' | null> {
  try {
    return (await getPaymentAttempt(record.key)).attempt ?? 'none';
  } catch {
    return null;
  }
}

/**
 * When the checkout opens for a purchase this browser has a record of (decision 012), after the load's phases:
 * - an attempt left open (a reload or Back after the request left, a tab closed mid-payment): the payment step opens
 *   "checking your payment" and asks the gateway (resume-open.ts); while another tab holds the purchase, it follows it;
 * - paid: the page says it was paid (date, method, amount) instead of a fresh checkout, when the gateway agrees;
 * - pending: the invoice's document or pix (decision 033); when the office cannot give it back, where to find it.
 * Answers whether it took over the page (false: the checkout opens as usual, the record forgotten if the gateway
 * says it came to nothing).
 */
export async function resumePurchase(): Promise<boolean> {
  const purchase = currentPurchase();
  const record = purchase ? purchaseRecord(purchase) : null;
  if (!purchase || !record) return false;
  if (record.state === 'open') {
    // The payment step opens "checking your payment" and asks the gateway (resume-open.ts, with the step's code).
    $openAttemptFound.set(true);
    if ($step.get() === 'planOrFee') goNext();
    return true;
  }
  const attempt = await askGateway(record);
  if (attempt === 'none' || attempt?.state === 'refused') {
    writeRecord(purchase, null);
    return false;
  }
  if (record.state === 'pending' && attempt?.state !== 'paid') {
    if (record.scope.invoiceId === null) return false;
    const lookup = await lookUpPendingPayment(Number(record.scope.invoiceId));
    // The document was made here and the office cannot give it back: say where it is, never a second one unawares.
    if (lookup.kind === 'failed') showDocumentElsewhere(record);
    return lookup.kind !== 'none';
  }
  const paidAt = attempt ? Date.parse(attempt.created_at) : NaN;
  $paidBefore.set({
    purchase,
    method: attempt?.method ?? record.scope.method,
    amount: attempt?.amount ?? record.scope.amount,
    currency: attempt?.currency ?? record.scope.currency,
    paidAt: Number.isNaN(paidAt) ? record.at : paidAt,
    outcome: 'paid',
  });
  return true;
}

/**
 * The invoice of this purchase's attempt in this browser's ledger (open, paid or pending), for the load's invoice
 * phase: a reload or Back keeps the purchase's invoice instead of creating a new one. Null when there is none.
 */
export function invoiceOfPurchase(parts: PurchaseParts): number | null {
  const invoice = purchaseRecord(purchaseId(parts))?.scope.invoiceId;
  return invoice && /^\d+$/.test(invoice) ? Number(invoice) : null;
}
