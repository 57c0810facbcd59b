import { WALLET_RETURN_PARAMS } from '~/domain/flow-params';
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
  /** The first answer decides the method list; a later one (after the step stopped waiting) changes nothing. */
  onAvailability(available) {
    if ($walletAvailable.get() === null) $walletAvailable.set(available);
  },
  /**
   * This checkout on the configured site, with the page's own query (the purchase's flow parameters, so the return
   * finds the purchase's open attempt, decision 012) less what earlier returns added.
   */
  returnUrl() {
    const slug = $product.get()?.slug ?? '';
    const url = new URL(`/payment/${encodeURIComponent(slug)}`, checkoutSiteUrl());
    const transient: ReadonlySet<string> = new Set([...WALLET_RETURN_PARAMS, 'threeSecure', 'identify', 'redirectResult']);
    for (const [name, value] of new URLSearchParams(typeof location === 'undefined' ? '' : location.search)) if (!transient.has(name)) url.searchParams.append(name, value);
    return url.href;
  },
};
