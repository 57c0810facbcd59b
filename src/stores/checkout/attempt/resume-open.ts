import { isPaymentMethod } from '~/domain/payment-methods';
import { currentPurchase } from '../purchase/current';
import { $selection, chooseMethod } from '../choice/selection';
import { openAttempt } from './attempt-key';
import { holdPurchase } from './claim';
import { dispatch } from './dispatch';
import { resolveOpenAttempt } from './resolve';

/**
 * The payment step opened for an attempt left open (resume-purchase.ts found it; the step is already `resolving`,
 * pay-entry.ts): shows the method that was paying, takes the purchase (or follows the tab that holds it) and asks
 * the gateway what became of the attempt (resolve.ts). Loaded with the step's code, only on such a page.
 */
export async function resumeOpenAttempt(): Promise<void> {
  const purchase = currentPurchase();
  const record = openAttempt(purchase);
  if (!purchase || !record) {
    dispatch({ type: 'released' }); // answered meanwhile (another tab): nothing open any more
    return;
  }
  if (isPaymentMethod(record.scope.method) && $selection.get().method !== record.scope.method) chooseMethod(record.scope.method);
  if (!(await holdPurchase(purchase))) return; // another tab pays it: the step follows that tab
  await resolveOpenAttempt(record);
}
