import { onReset } from '~/stores/reset';
import { purchaseLock, type PurchaseLock } from '../purchase/tab-lock';
import { purchaseRecord } from '../purchase/ledger';
import { $paidBefore } from '../purchase/paid-before';
import { isOwnAttempt, type AttemptScope } from './attempt-key';
import { dispatch } from './dispatch';
import { HOLDS_PURCHASE } from './machine';
import { $paymentStatus } from './status';
import { followOtherTab, resolveOpenAttempt } from './resolve';
import { rememberVatChoice } from '../vat/across-redirect';

/*
 * One payment per purchase (decision 012): before a new attempt draws its key, this tab takes the purchase and looks
 * at what the browser knows of it. The tab holds the purchase while its attempt may take money (paying,
 * authenticating, redirecting, checking, resolving) and lets go once the attempt has a definite answer.
 */

let lock: PurchaseLock | null = null;
/** The lock of this page (one per page: Web Locks, a lease, or this page only). */
export function tabLock(): PurchaseLock {
  lock ??= purchaseLock();
  return lock;
}

let held: { purchase: string; release: () => void } | null = null;
let stopWatching: (() => void) | null = null;
// A page that starts over lets go of what it held (a real reload loses the lock with the page) and watches afresh.
onReset('page', () => {
  held?.release();
  held = null;
  lock = null;
  stopWatching?.();
  stopWatching = null;
});

/** Lets go of the purchase once the status leaves the states that hold it. */
function letGoWhenSettled(): void {
  // `listen`, not `subscribe`: the status of the moment is holdPurchase's to judge (a follower takes the purchase
  // in `resolving`; a listener called at once with an earlier state would let go of what was just taken).
  stopWatching ??= $paymentStatus.listen((status) => {
    if (held && !HOLDS_PURCHASE.has(status.state)) {
      held.release();
      held = null;
    }
  });
}

/**
 * Takes the purchase for this tab (kept until the attempt settles). False when another tab holds it: the step then
 * follows that tab (the `elsewhere` state) and this tab pays nothing.
 */
export async function holdPurchase(purchase: string): Promise<boolean> {
  if (held?.purchase === purchase) return true;
  const release = await tabLock().hold(purchase);
  if (!release) {
    if (dispatch({ type: 'elsewhere' })) void followOtherTab(purchase, tabLock(), holdPurchase);
    return false;
  }
  held?.release();
  const taken = { purchase, release };
  held = taken;
  letGoWhenSettled();
  // Taken while nothing holds it any more (an answer came meanwhile): let go at once.
  if (!HOLDS_PURCHASE.has($paymentStatus.get().state)) {
    taken.release();
    if (held === taken) held = null;
  }
  return true;
}

/**
 * Called by a press of the pay button (the status already `paying`) before a key is drawn. True: pay. False: the
 * press is handled otherwise, and nothing is sent:
 * - another tab is paying this purchase: follow it;
 * - an attempt of this purchase is open that is not this page's own (a reload, Back, a closed tab): ask the gateway
 *   what became of it;
 * - this browser has paid the purchase (in another tab): say so.
 */
export async function claimPurchase(scope: AttemptScope): Promise<boolean> {
  if (!(await holdPurchase(scope.purchase))) return false;
  if (scope.currency === 'EUR') {
    // The VAT choice this attempt is made with, for a return from a redirect (decision 041), and on the invoice's
    // note before anything is paid (part 2 §5, decision 054 addendum).
    rememberVatChoice(scope.slug);
    void import('../vat/invoice-note').then((module) => module.writeVatInvoiceNote());
  }
  const record = purchaseRecord(scope.purchase);
  if (record?.state === 'open' && !isOwnAttempt(record.key)) {
    if (dispatch({ type: 'resolve' })) await resolveOpenAttempt(record);
    return false;
  }
  if (record?.state === 'paid') {
    $paidBefore.set({ purchase: scope.purchase, method: record.scope.method, amount: record.scope.amount, currency: record.scope.currency, paidAt: record.at, outcome: 'paid' });
    dispatch({ type: 'released' });
    return false;
  }
  return true;
}
