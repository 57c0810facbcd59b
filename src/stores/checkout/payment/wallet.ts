import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { ERRORS } from '~/domain/error-catalogue';
import type { WalletBridge, WalletResult } from '~/providers/registry';
import { attemptKey } from './attempt-key';
import { $walletAvailable } from './methods';
import { applyOutcome } from './outcome';
import { attemptScope } from './pay';
import { buildPaymentBody } from './payment-body';
import { $paymentStatus } from './payment-status';
import { checkoutSiteUrl } from './redirect-lists';
import { $product } from '../session';

let walletKey: string | null = null;

/**
 * The wallet side of the payment step (part 2 §4.4 "Wallet payment uses a client secret from the payment-intent
 * call"): the payment intent is created with the attempt's idempotency key, so a second confirmation of the same
 * purchase reuses the same intent; the wallet's own result then ends the attempt.
 */
export const walletBridge: WalletBridge = {
  async requestClientSecret() {
    const scope = attemptScope('googlePay');
    if (!scope) throw new Error('wallet: the purchase is not loaded');
    const key = attemptKey(scope);
    const built = buildPaymentBody(key, {});
    if (!built.ok) throw new Error(`wallet: ${built.failure}`);
    walletKey = key;
    $paymentStatus.set({ state: 'paying' });
    const answer = await createPaymentIntent(built.body);
    return answer.gateway.client_secret;
  },
  returnUrl() {
    const slug = $product.get()?.slug ?? '';
    return new URL(`/payment/${encodeURIComponent(slug)}`, checkoutSiteUrl()).href;
  },
  onAvailability(available) {
    $walletAvailable.set(available);
  },
  onResult(result: WalletResult) {
    const scope = attemptScope('googlePay');
    const key = walletKey ?? '';
    walletKey = null;
    if (result.ok) {
      void applyOutcome({ kind: 'done' }, { method: 'googlePay', key, amount: scope?.amount ?? 0, gatewayIdentifier: result.gatewayIdentifier, handle: null });
      return;
    }
    $paymentStatus.set({ state: 'refused', message: { key: result.message.key ?? ERRORS.walletFailed } });
  },
};
