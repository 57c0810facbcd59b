import type { WalletBridge } from '~/providers/registry';
import { $walletAvailable } from '../choice/methods';

/**
 * The wallet side of the payment step, handed to the provider's wallet buttons (src/providers/provider.ts). What
 * pays (wallet-pay.ts) loads when the buyer confirms, not with the step.
 */
export const walletBridge: WalletBridge = {
  requestClientSecret: () => import('./wallet-pay').then((module) => module.walletClientSecret()),
  onResult: (result) => void import('./wallet-pay').then((module) => module.walletResult(result)),
  /** The first answer decides the method list; a later one (after the step stopped waiting) changes nothing. */
  onAvailability(available) {
    if ($walletAvailable.get() === null) $walletAvailable.set(available);
  },
  /**
   * This checkout on the configured site, as every return URL (checkout-return.ts, with wallet-pay.ts: asked only once
   * the buyer confirmed, so it stays out of the step's start).
   */
  returnUrl: () => import('./wallet-pay').then((module) => module.walletReturnUrl()),
};
