import type { MethodDescriptor } from './descriptor';

/** PayPal, paid at the office's invoice-pay page (part 2 §4.1, §4.2, §4.3). */
export const paypal = {
  offer: {
    excludedCurrencies: ['BRL'],
    offForFlows: ['domainRegistry', 'pauseAccount', 'bundle'],
    offForSlugs: ['email-marketing-mastery'],
    offWhen: ['couponWithTrialDays', 'fullDiscountCoupon', 'periodCoupon', 'annualCountryPrice'],
  },
  provider: 'paypal',
  paysSponsor: true,
  panel: 'paypal',
  routes: 'any',
  ownLabel: true,
  hidesCardForms: true,
} as const satisfies MethodDescriptor;
