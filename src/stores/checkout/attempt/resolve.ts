import { getPaymentAttempt, type PaymentAttempt } from '~/api/payment/payment-attempt-status';
import { isPaymentMethod, type PaymentMethod } from '~/domain/payment-methods';
import { purchaseRecord, type LedgerRecord } from '../purchase/ledger';
import type { PurchaseLock } from '../purchase/tab-lock';
import { enterConfirmation } from '../confirmation/enter';
import { showPendingPayment } from '../confirmation/resume-pending';
import { dispatch } from './dispatch';

/*
 * What became of an attempt this page did not see to its end (decision 012): a reload or Back after the request
 * left, a tab closed while paying, or another tab's attempt this tab followed. Asked of the gateway by the attempt's
 * key, never guessed: paid or pending opens step 3; refused or never received frees the step for a new attempt with
 * a new key; anything else stays "being checked", and the pay button never sends a second payment meanwhile.
 */

const methodOf = (name: string): PaymentMethod => (isPaymentMethod(name) ? name : 'creditCard');

/** Step 3 for an attempt the gateway answered paid or pending (the document from the invoice's pending payment). */
async function confirm(method: PaymentMethod, kind: 'paid' | 'pending', invoiceId: number | null, gatewayIdentifier: string | null): Promise<void> {
  if (kind === 'pending' && invoiceId !== null && (await showPendingPayment(invoiceId))) return;
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
  let attempt: PaymentAttempt | null;
  try {
    ({ attempt } = await getPaymentAttempt(record.key));
  } catch {
    dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'lookup' });
    return;
  }
  const method = methodOf(attempt?.method ?? record.scope.method);
  switch (attempt?.state) {
    case 'paid':
    case 'pending': {
      const document = attempt.state === 'pending';
      const gatewayIdentifier = attempt.gateway_identifier ?? null;
      if (!dispatch({ type: 'answered', answer: { state: 'paid', gatewayIdentifier, document }, key: record.key })) return;
      await confirm(method, attempt.state, invoiceOf(record, attempt), gatewayIdentifier);
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
  await confirm(methodOf(record.scope.method), record.state, invoiceOf(record, null), null);
}
