import { atom, computed } from 'nanostores';
import { availableMethods } from '~/domain/payment-method-rules';
import type { PaymentMethod } from '~/domain/payment-methods';
import { $appliedCoupon } from '../coupon/coupon';
import { $period } from '../cart/period';
import { $countryPrice, $flow, $product, $uplineMethod, $user } from '../session';
import { resettable } from '~/stores/reset';

/** The browser offers a wallet (Apple Pay, Google Pay...): set by the payment step once the provider says so. */
export const $walletAvailable = resettable(atom<boolean>(false), 'page');

/**
 * The payment methods shown, in panel order (part 2 §4.1, §4.2), from the domain's availableMethods. Derived, so a
 * coupon applied or removed, a period switch or the upline check changes it at once. Empty until a product is loaded.
 */
export const $methods = computed(
  [$product, $flow, $user, $countryPrice, $period, $appliedCoupon, $uplineMethod, $walletAvailable],
  (product, flow, user, countryPrice, period, coupon, uplineMethod, walletAvailable): PaymentMethod[] => {
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
