import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { ERRORS } from '~/domain/error-catalogue';
import type { WalletResult } from '~/providers/registry';
import { attemptKey } from './attempt-key';
import { applyOutcome } from './outcome';
import { attemptScope } from './pay';
import { buildPaymentBody } from './payment-body';
import { onReset } from '~/stores/reset';
import { dispatch } from './dispatch';
import { claimPurchase } from './claim';

/** The key of the intent the wallet is confirming. */
let walletKey: string | null = null;
/** The last confirmation was stopped by the purchase's claim (claim.ts), which already set the step's state. */
let claimRefused = false;
onReset('page', () => {
  walletKey = null;
  claimRefused = false;
});

/**
 * The wallet's payment (part 2 §4.4 "Wallet payment uses a client secret from the payment-intent call"): the
 * payment intent is created with the attempt's idempotency key, so a second confirmation of the same purchase reuses
 * the same intent; the wallet's own result then ends the attempt. Loaded when the buyer confirms (wallet.ts).
 */
export async function walletClientSecret(): Promise<string> {
  const scope = attemptScope('googlePay');
  if (!scope) throw new Error('wallet: the purchase is not loaded');
  if (!dispatch({ type: 'press' })) throw new Error('wallet: a payment is under way');
  // One payment per purchase (decision 012): another tab, an attempt left open or a paid purchase stop it here.
  if (!(await claimPurchase(scope))) {
    claimRefused = true;
    throw new Error('wallet: the purchase is held');
  }
  const key = attemptKey(scope);
  const built = buildPaymentBody(key, {});
  if (!built.ok) {
    dispatch({ type: 'answered', answer: { state: 'failed', message: { key: ERRORS.paymentRequestFailed } }, key });
    throw new Error(`wallet: ${built.failure}`);
  }
  walletKey = key;
  const answer = await createPaymentIntent(built.body);
  return answer.gateway.client_secret;
}

export function walletResult(result: WalletResult): void {
  const scope = attemptScope('googlePay');
  const key = walletKey ?? '';
  walletKey = null;
  if (claimRefused) {
    // The claim already said what happens (another tab, the open attempt, the paid purchase): the sheet's failure is ours.
    claimRefused = false;
    return;
  }
  if (result.ok === 'unknown') {
    // Unknown is never "failed" (decision 012): processing, requires_capture, or no answer after the buyer confirmed.
    // The intent may be paid: "check again" asks the gateway for the attempt by its key.
    dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'lookup' });
    return;
  }
  if (result.ok) {
    void applyOutcome({ kind: 'done' }, { method: 'googlePay', key, amount: scope?.amount ?? 0, gatewayIdentifier: result.gatewayIdentifier, handle: null });
    return;
  }
  // The sheet was confirmed (a press), also when it failed before asking for the secret. Answered without the key: a
  // wallet's failure may hide a confirmed intent, so the attempt (the same intent) stays for the next confirmation.
  dispatch({ type: 'press' });
  dispatch({ type: 'answered', answer: { state: 'refused', message: { key: result.message.key ?? ERRORS.walletFailed } } });
}
