import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { ERRORS } from '~/domain/error-catalogue';
import type { WalletResult } from '~/providers/registry';
import { attemptKey } from './attempt-key';
import { applyOutcome } from './outcome';
import { attemptScope } from './pay';
import { buildPaymentBody } from './payment-body';
import { onReset } from '~/stores/reset';
import { dispatch } from './dispatch';

/** The key of the intent the wallet is confirming. */
let walletKey: string | null = null;
onReset('page', () => {
  walletKey = null;
});

/**
 * The wallet's payment (part 2 §4.4 "Wallet payment uses a client secret from the payment-intent call"): the
 * payment intent is created with the attempt's idempotency key, so a second confirmation of the same purchase reuses
 * the same intent; the wallet's own result then ends the attempt. Loaded when the buyer confirms (wallet.ts).
 */
export async function walletClientSecret(): Promise<string> {
  const scope = attemptScope('googlePay');
  if (!scope) throw new Error('wallet: the purchase is not loaded');
  const key = attemptKey(scope);
  const built = buildPaymentBody(key, {});
  if (!built.ok) throw new Error(`wallet: ${built.failure}`);
  walletKey = key;
  dispatch({ type: 'press' });
  const answer = await createPaymentIntent(built.body);
  return answer.gateway.client_secret;
}

export function walletResult(result: WalletResult): void {
  const scope = attemptScope('googlePay');
  const key = walletKey ?? '';
  walletKey = null;
  if (result.ok) {
    void applyOutcome({ kind: 'done' }, { method: 'googlePay', key, amount: scope?.amount ?? 0, gatewayIdentifier: result.gatewayIdentifier, handle: null });
    return;
  }
  // The sheet was confirmed (a press), also when it failed before asking for the secret. Answered without the key: a
  // wallet's failure may hide a confirmed intent, so the attempt (the same intent) stays for the next confirmation.
  dispatch({ type: 'press' });
  dispatch({ type: 'answered', answer: { state: 'refused', message: { key: result.message.key ?? ERRORS.walletFailed } } });
}
