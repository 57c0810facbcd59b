import { atom, computed } from 'nanostores';
import { availableMethods } from '~/domain/payment-method-rules';
import type { PaymentMethod } from '~/domain/payment-methods';
import { $appliedCoupon } from '../coupon/coupon';
import { $period } from '../period';
import { $countryPrice, $flow, $product, $uplineMethod, $user } from '../session';
import { resettable } from '~/stores/reset';

/**
 * Whether the browser offers a wallet (Apple Pay, Google Pay...): null until the provider says so, or until the
 * payment step stops waiting for it (selection.ts, decision 044). The first answer holds for the page.
 */
export const $walletAvailable = resettable(atom<boolean | null>(null), 'page');

/**
 * The payment methods shown, in panel order (part 2 §4.1, §4.2), from the domain's availableMethods. Derived, so a
 * coupon applied or removed, a period switch or the upline check changes it at once. Empty until a product is loaded.
 */
function methodsFor(walletAvailable: boolean) {
  return computed(
  [$product, $flow, $user, $countryPrice, $period, $appliedCoupon, $uplineMethod],
  (product, flow, user, countryPrice, period, coupon, uplineMethod): PaymentMethod[] => {
    if (!product || !flow) return [];
    return availableMethods({
      currency: product.currency,
      isTrial: product.trialDays > 0,
      coupon,
      flow: flow.kind,
      slug: product.slug,
      paymentOnlyPaypal: user?.is_payment_only_paypal ?? false,
      savedCardCurrencies: (user?.credit_cards ?? []).map((card) => card.currency),
      annualCountryPriceBoughtAnnually: countryPrice !== null && period === 'YEARLY',
      walletAvailable,
      uplineMethod,
    });
  },
  );
}

const $methodsWithWallet = methodsFor(true);
const $methodsWithoutWallet = methodsFor(false);

export const $methods = computed([$walletAvailable, $methodsWithWallet, $methodsWithoutWallet], (walletAvailable, withWallet, without) =>
  walletAvailable === true ? withWallet : without,
);

/** The purchase may pay by wallet if the browser has one: the payment step mounts the wallet to find out. */
export const $walletOffered = computed($methodsWithWallet, (methods) => methods.includes('googlePay'));

/**
 * The method list is decided: no wallet is offered, or the browser's answer about it is in. Until then the payment
 * step shows the list's place, not a list whose first row and preselection would change (part 2 §4.2, decision 044).
 */
export const $methodsDecided = computed([$walletOffered, $walletAvailable], (offered, available) => !offered || available !== null);
