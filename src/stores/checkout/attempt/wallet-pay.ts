import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { env } from '~/config/env';
import { $product } from '../session';
import { checkoutReturnHref } from './checkout-return';
import { ERRORS } from '~/domain/error-catalogue';
import type { WalletResult } from '~/providers/registry';
import { attemptKey } from './attempt-key';
import { applyOutcome } from './outcome';
import { attemptScope } from './pay';
import { buildPaymentBody } from './payment-body';
import { onReset } from '~/stores/reset';
import { dispatch } from './dispatch';
import { claimPurchase } from './claim';
import { canStartAttempt } from './machine';
import { $paymentStatus } from './status';

/** The key of the intent the wallet is confirming. */
let walletKey: string | null = null;
/**
 * The last confirmation was held back before anything was created: another attempt is under way, or the purchase's
 * claim (claim.ts) stopped it and already set the step's state. The sheet's failure that follows is ours.
 */
let heldBack = false;
onReset('page', () => {
  walletKey = null;
  heldBack = false;
});

/**
 * The wallet's payment (part 2 §4.4 "Wallet payment uses a client secret from the payment-intent call"): the
 * payment intent is created with the attempt's idempotency key, so a second confirmation of the same purchase reuses
 * the same intent; the wallet's own result then ends the attempt. Loaded when the buyer confirms (wallet.ts).
 */
export async function walletClientSecret(): Promise<string> {
  const scope = attemptScope('googlePay');
  if (!scope) throw new Error('wallet: the purchase is not loaded');
  // A wallet's confirmation is a new attempt: never beside one that may have paid ("being checked" included).
  if (!canStartAttempt($paymentStatus.get()) || !dispatch({ type: 'press' })) {
    heldBack = true;
    throw new Error('wallet: a payment is under way');
  }
  // One payment per purchase (decision 012): another tab, an attempt left open or a paid purchase stop it here.
  if (!(await claimPurchase(scope))) {
    heldBack = true;
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
  if (heldBack) {
    // The step already says what happens (the attempt under way, another tab, the open attempt, the paid purchase).
    heldBack = false;
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
  // The sheet was confirmed (a press), also when it failed before asking for the secret: then only where a new attempt
  // may start. Answered without the key: the attempt (the same intent) stays for the next confirmation.
  if ($paymentStatus.get().state !== 'paying' && !(canStartAttempt($paymentStatus.get()) && dispatch({ type: 'press' }))) return;
  dispatch({ type: 'answered', answer: { state: 'refused', message: { key: result.message.key ?? ERRORS.walletFailed } } });
}

/**
 * Where a wallet that has to leave the page comes back (wallet.ts): this checkout on the configured site, as every
 * return URL (checkout-return.ts): the page's query (the purchase's flow parameters, so the return finds the
 * purchase's open attempt, decision 012) less what earlier returns added, with the period and coupon paid with. The
 * office when configuration refuses it, as any refused redirect (never reached: the payment body, built before the
 * wallet confirms, fails on the same check).
 */
export function walletReturnUrl(): string {
  return checkoutReturnHref($product.get()?.slug ?? '') ?? env.PUBLIC_OFFICE_URL;
}
