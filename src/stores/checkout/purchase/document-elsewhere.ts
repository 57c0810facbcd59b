import type { LedgerRecord } from './ledger';
import { $paidBefore } from './paid-before';

/**
 * Decision 033, addendum: a document or code (pix, boleto, a slip) this browser made for the purchase of `record`,
 * which the office cannot give back (no pending-payment lookup, or one that keeps failing). The page says a payment is
 * waiting, with the way to the office's invoices; generating another is the buyer's explicit choice (buy-again.ts).
 * The gateway's facts of the attempt, when it gave them, before the browser's record.
 */
export function showDocumentElsewhere(record: LedgerRecord, gateway?: { method: string; amount: number; currency: string; created_at: string } | null): void {
  const { purchase, method, amount, currency } = record.scope;
  const at = gateway ? Date.parse(gateway.created_at) : NaN;
  $paidBefore.set({
    purchase, method: gateway?.method ?? method, amount: gateway?.amount ?? amount, currency: gateway?.currency ?? currency,
    paidAt: Number.isNaN(at) ? record.at : at, outcome: 'pending',
  });
}
