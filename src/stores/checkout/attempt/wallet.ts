import type { WalletBridge } from '~/providers/registry';
import { $product } from '../session';
import { $walletAvailable } from '../choice/methods';
import { checkoutSiteUrl } from '../site-url';

/**
 * The wallet side of the payment step, handed to the provider's wallet buttons (src/providers/provider.ts). What
 * pays (wallet-pay.ts) loads when the buyer confirms, not with the step.
 */
export const walletBridge: WalletBridge = {
  requestClientSecret: () => import('./wallet-pay').then((module) => module.walletClientSecret()),
  onResult: (result) => void import('./wallet-pay').then((module) => module.walletResult(result)),
  onAvailability(available) {
    $walletAvailable.set(available);
  },
  returnUrl() {
    const slug = $product.get()?.slug ?? '';
    return new URL(`/payment/${encodeURIComponent(slug)}`, checkoutSiteUrl()).href;
  },
};
