import { WALLET_RETURN_PARAMS } from '~/domain/flow-params';
import type { LedgerRecord } from '../purchase/ledger';
import { $options } from '../session';

/*
 * The return of a provider S wallet that left the page to confirm (flow-params.ts `walletReturn`). The attempt it
 * belongs to is the purchase's open one in the ledger (decision 012), so the return resumes like a reload: the step
 * opens "checking your payment" and asks the gateway by the attempt's key. Stripe's `redirect_status=failed` says the
 * intent was not paid (https://docs.stripe.com/payments/payment-intents/verifying-status: the payment method failed,
 * the intent is back in requires_payment_method): that attempt is closed as a failed wallet payment without asking.
 * Any other status (succeeded, processing) is asked of the gateway: the page never calls a payment paid from its URL.
 */

/** True when the URL is a wallet's return that Stripe marked failed, for the purchase's open wallet attempt. */
export function walletReturnFailed(record: LedgerRecord): boolean {
  const back = $options.get()?.walletReturn;
  return back?.status === 'failed' && record.scope.method === 'googlePay';
}

/** Takes the wallet's return parameters out of the address bar: a reload or a shared link does not replay them. */
export function forgetWalletReturnInUrl(): void {
  if (typeof history === 'undefined' || typeof location === 'undefined') return;
  const url = new URL(location.href);
  const present = WALLET_RETURN_PARAMS.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return;
  for (const name of present) url.searchParams.delete(name);
  history.replaceState(history.state, '', url.href);
}
