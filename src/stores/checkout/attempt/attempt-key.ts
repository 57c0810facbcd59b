import { onReset } from '~/stores/reset';
import { newIdempotencyKey, type IdempotencyKey } from '~/api/payment/idempotency-key';
import { attemptScopeSchema, closeRecord, purchaseRecord, writeRecord, type AttemptScope, type LedgerRecord } from '../purchase/ledger';
import { currentPurchase } from '../purchase/current';
import { closeAttemptsWith } from './dispatch';

export type { AttemptScope } from '../purchase/ledger';

/**
 * The payment attempt's idempotency key (DESIGN.md "Security"; decision 012), kept in the browser's purchase ledger
 * (purchase/ledger.ts, localStorage) under the purchase it pays, so that a reload, a return from 3-D Secure, PayPal
 * or a bank, Back, or a second tab finds the SAME attempt instead of starting a second payment.
 */

/** The keys this page drew or took up: its own attempts, whose outcome this page saw (or is waiting for). */
const drawnHere = new Set<string>();
onReset('page', () => drawnHere.clear());

/** Whether the attempt of `key` is this page's own (not one a reload, Back or another tab left open). */
export function isOwnAttempt(key: string): boolean {
  return drawnHere.has(key);
}

const sameScope = (a: AttemptScope, b: AttemptScope) =>
  a.purchase === b.purchase && a.slug === b.slug && a.invoiceId === b.invoiceId && a.method === b.method && a.currency === b.currency && a.amount === b.amount;

/**
 * The key for a press of the pay button: the purchase's open attempt's key when it is the same scope (a resend, a
 * return from 3-D Secure), otherwise a new attempt with a new key. Callers have claimed the purchase first
 * (claim.ts): an open attempt of another scope is resolved before anything is paid again, never overwritten.
 * Example: attemptKey(scope) === attemptKey(scope); attemptKey({ ...scope, method: 'pix' }) is another key.
 */
export function attemptKey(scope: AttemptScope): IdempotencyKey {
  const open = purchaseRecord(scope.purchase);
  if (open?.state === 'open' && sameScope(open.scope, scope)) {
    drawnHere.add(open.key);
    return open.key;
  }
  const key = newIdempotencyKey();
  drawnHere.add(key);
  writeRecord(scope.purchase, { key, scope: attemptScopeSchema.parse(scope), state: 'open', at: Date.now() });
  return key;
}

/**
 * Takes up an attempt a page before this one left open, as this page's own: its next press reuses its key (the same
 * scope), so the same payment intent is confirmed again. Only for an attempt whose provider said it did not pay
 * (a wallet's return that Stripe marked failed, wallet-return.ts); any other open attempt is asked of the gateway.
 */
export function adoptAttempt(key: string): void {
  drawnHere.add(key);
}

/** The purchase's attempt still open in this browser (its answer not known here), to resume; null when none. */
export function openAttempt(purchase: string | null = currentPurchase()): LedgerRecord | null {
  const record = purchase ? purchaseRecord(purchase) : null;
  return record?.state === 'open' ? record : null;
}

/**
 * Ends the attempt once the gateway's answer is definite: paid or pending keep the purchase's record in that state
 * (Back or another tab then finds it paid); a refusal removes it, so the next press starts a new attempt with a new
 * key. A key other than an open attempt's ends nothing.
 */
export function endAttempt(key: IdempotencyKey | string, answer: 'paid' | 'pending' | 'refused' = 'refused'): void {
  closeRecord(key, answer);
}

// A definite answer that names a key closes it (dispatch.ts).
closeAttemptsWith((key, answer) => endAttempt(key, answer));
