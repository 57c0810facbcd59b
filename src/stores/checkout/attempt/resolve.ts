import { HttpError } from '~/api/errors';
import { getPaymentAttempt, type PaymentAttempt } from '~/api/payment/payment-attempt-status';
import { onReset } from '~/stores/reset';
import { isPaymentMethod, type PaymentMethod } from '~/domain/payment-methods';
import { pastKeyLifetime, purchaseRecord, type LedgerRecord } from '../purchase/ledger';
import { showDocumentElsewhere } from '../purchase/document-elsewhere';
import { $paidBefore } from '../purchase/paid-before';
import type { PurchaseLock } from '../purchase/tab-lock';
import { enterConfirmation } from '../confirmation/enter';
import { lookUpPendingPayment } from '../confirmation/resume-pending';
import { dispatch } from './dispatch';

/*
 * What became of an attempt this page did not see to its end (decision 012): a reload or Back after the request
 * left, a tab closed while paying, or another tab's attempt this tab followed. Asked of the gateway by the attempt's
 * key, never guessed: paid or pending opens step 3; refused or never received frees the step for a new attempt with
 * a new key; anything else stays "being checked", and the pay button never sends a second payment meanwhile. When
 * nobody can answer (no lookup at all, a lookup that keeps failing, a key past its lifetime), the page says that the
 * payment may have gone through and leaves paying again to the buyer (decision 012, addendum).
 */

/** Answers that say the office has no attempt lookup at all (our own call, decision 012): asking again cannot help. */
const LOOKUP_ABSENT: ReadonlySet<number> = new Set([404, 405, 501]);
/** Failed lookups of one attempt, in this page, after which nobody is expected to answer: the first and two "check again". */
export const LOOKUP_TRIES = 3;
const failedLookups = new Map<string, number>();
onReset('page', () => failedLookups.clear());

const methodOf = (name: string): PaymentMethod => (isPaymentMethod(name) ? name : 'creditCard');

/**
 * Step 3 for an attempt the gateway answered paid or pending (the document from the invoice's pending payment). A
 * document the office cannot give back is shown as waiting elsewhere, with the way to the invoices (decision 033).
 */
async function confirm(record: LedgerRecord, attempt: PaymentAttempt | null, kind: 'paid' | 'pending', invoiceId: number | null, gatewayIdentifier: string | null): Promise<void> {
  const method = methodOf(attempt?.method ?? record.scope.method);
  if (kind === 'pending' && invoiceId !== null) {
    const lookup = await lookUpPendingPayment(invoiceId);
    if (lookup.kind === 'shown') return;
    if (lookup.kind === 'failed') return showDocumentElsewhere(record, attempt);
  }
  await enterConfirmation({ method, kind, gatewayIdentifier, artifact: null });
}

function invoiceOf(record: LedgerRecord, attempt: PaymentAttempt | null): number | null {
  const id = attempt?.invoice_id ?? (record.scope.invoiceId === null ? null : Number(record.scope.invoiceId));
  return id !== null && Number.isFinite(id) ? id : null;
}

/**
 * In `resolving`: asks the gateway for the open attempt `record` and ends the state with what it says. A failed
 * lookup is "being checked" (check again asks again), never a refusal.
 */
export async function resolveOpenAttempt(record: LedgerRecord): Promise<void> {
  // Past the key's lifetime the gateway is asked once more, but only a paid, pending or refused answer is trusted:
  // "never received" may mean the key was forgotten, and nobody will answer "processing" any better later.
  const expired = pastKeyLifetime(record);
  let attempt: PaymentAttempt | null;
  try {
    ({ attempt } = await getPaymentAttempt(record.key));
  } catch (error) {
    // An office without the lookup, or one that keeps failing, will not answer any better later: never an endless
    // "being checked" (decision 012, addendum).
    const tries = (failedLookups.get(record.key) ?? 0) + 1;
    failedLookups.set(record.key, tries);
    if (expired || tries >= LOOKUP_TRIES || (error instanceof HttpError && LOOKUP_ABSENT.has(error.status))) return mayHavePaid(record);
    dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'lookup' });
    return;
  }
  if (expired && (!attempt || attempt.state === 'processing')) return mayHavePaid(record);
  switch (attempt?.state) {
    case 'paid':
    case 'pending': {
      const document = attempt.state === 'pending';
      const gatewayIdentifier = attempt.gateway_identifier ?? null;
      if (!dispatch({ type: 'answered', answer: { state: 'paid', gatewayIdentifier, document }, key: record.key })) return;
      await confirm(record, attempt, attempt.state, invoiceOf(record, attempt), gatewayIdentifier);
      return;
    }
    case 'processing':
      dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'lookup' });
      return;
    default: {
      // Refused, or never received: nothing was charged under that key; the next press is a new attempt.
      const message = attempt ? 'payment:status.previous_refused' : 'payment:status.previous_not_received';
      dispatch({ type: 'answered', answer: { state: 'refused', message: { key: message } }, key: record.key });
    }
  }
}

/**
 * Decision 012, addendum: an attempt that may have paid and that nobody can answer for any more. The page says so
 * (amount, method, time, the way to the office's invoices) instead of a payment step; paying again is the buyer's
 * explicit choice (purchase/buy-again.ts), never the page's. The record stays until then.
 */
function mayHavePaid(record: LedgerRecord): void {
  const { purchase, method, amount, currency } = record.scope;
  $paidBefore.set({ purchase, method, amount, currency, paidAt: record.at, outcome: 'unknown' });
  dispatch({ type: 'released' });
}

/**
 * In `elsewhere`: waits until the tab that holds the purchase lets go (its attempt answered, or the tab closed),
 * then shows what its attempt became: paid or pending, step 3; gone, the step is free again; still open (that tab
 * closed or reloaded mid-request), this tab takes the purchase (`hold`, claim.ts) and asks the gateway itself.
 */
export async function followOtherTab(purchase: string, lock: PurchaseLock, hold: (purchase: string) => Promise<boolean>): Promise<void> {
  await lock.whenFree(purchase);
  const record = purchaseRecord(purchase);
  if (!record) {
    dispatch({ type: 'released' });
    return;
  }
  if (record.state === 'open') {
    // Still open: that tab closed or reloaded mid-request, or its answer has not reached this tab yet (a browser
    // hands localStorage to its other tabs after the lock). `resolving` first, so the purchase taken next is kept
    // while the gateway is asked (claim.ts lets go only outside the holding states).
    if (!dispatch({ type: 'resolve' })) return;
    if (!(await hold(purchase))) return; // a third tab took it: `hold` follows that one
    await resolveOpenAttempt(record);
    return;
  }
  const document = record.state === 'pending';
  if (!dispatch({ type: 'answered', answer: { state: 'paid', gatewayIdentifier: null, document } })) return;
  await confirm(record, null, record.state, invoiceOf(record, null), null);
}
