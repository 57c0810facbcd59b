import { isPaymentMethod } from '~/domain/payment-methods';
import { currentPurchase } from '../purchase/current';
import { chooseMethod } from '../choice/selection';
import { adoptAttempt, openAttempt } from './attempt-key';
import { holdPurchase } from './claim';
import { dispatch } from './dispatch';
import { resolveOpenAttempt } from './resolve';
import { forgetWalletReturnInUrl, walletReturnFailed } from './wallet-return';

/*
 * An attempt of this purchase left open, asked of the gateway by its key (decision 012): when the step opens for it
 * and when "check again" asks again. One module, so the step's code has one lazy import for both (pay-entry.ts) and
 * the step's shared chunks keep one set of lazy parts reaching them (decision 038, addendum).
 */

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
  // Chosen as the buyer's own even when the entry selection already is it: a wallet found later must not take it over.
  if (isPaymentMethod(record.scope.method)) chooseMethod(record.scope.method);
  if (!(await holdPurchase(purchase))) return; // another tab pays it: the step follows that tab
  const failedWallet = walletReturnFailed(record);
  forgetWalletReturnInUrl();
  if (failedWallet) {
    // Stripe sent the buyer back with the wallet's payment failed (wallet-return.ts): nothing was charged. As for a
    // failure in the sheet (wallet-pay.ts), the attempt and its intent stay for the next confirmation, which this page
    // now makes itself: the same key, so the gateway hands back the same intent.
    adoptAttempt(record.key);
    dispatch({ type: 'answered', answer: { state: 'refused', message: { key: 'payment:errors.wallet_failed' } } });
    return;
  }
  await resolveOpenAttempt(record);
}

/**
 * "Check again" after a reload or a wallet whose outcome is unknown (the `lookup` resume): the request's body is gone
 * (a card token is single-use), so the gateway is asked for the attempt by its key (decision 012), never paid again.
 */
export async function checkAgain(): Promise<void> {
  if (!dispatch({ type: 'resolve' })) return;
  const record = openAttempt(currentPurchase());
  if (!record) {
    dispatch({ type: 'released' }); // closed meanwhile (another tab had its answer)
    return;
  }
  await resolveOpenAttempt(record);
}
