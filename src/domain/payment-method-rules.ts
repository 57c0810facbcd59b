/**
 * Which payment methods a buyer sees (part 2 §4.1, §4.2), with the availability table kept as data.
 */
import { isCouponValidWithTrialDays, isFullDiscountCoupon, isPeriodCoupon, type Coupon } from '~/domain/coupon';
import type { CurrencyCode } from '~/domain/currencies';
import { isAccountExtraFlow, type FlowKind } from '~/domain/flows';
import { METHODS } from '~/domain/methods';
import type { EntryCondition, MethodRule } from '~/domain/methods/descriptor';
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/payment-methods';
import type { UplineMethod } from '~/domain/upline';

export type { EntryCondition, MethodRule } from '~/domain/methods/descriptor';

const rule = (overrides: Partial<MethodRule>): MethodRule => ({
  currencies: 'all',
  excludedCurrencies: [],
  offeredOnTrial: true,
  offForFlows: [],
  offForSlugs: [],
  offWhen: [],
  needs: null,
  ...overrides,
});

/** The table of part 2 §4.2 and its entry adjustments, one row per method: each descriptor's `offer` (methods/). */
export const METHOD_RULES = Object.fromEntries(
  PAYMENT_METHODS.map((method) => [method, rule(METHODS[method].offer)]),
) as Record<PaymentMethod, MethodRule>;

export interface MethodAvailabilityInput {
  currency: CurrencyCode;
  /** The product has trial days. */
  isTrial: boolean;
  /** The applied (valid) coupon, null when none. */
  coupon: Coupon | null;
  flow: FlowKind;
  slug: string;
  /** user.is_payment_only_paypal */
  paymentOnlyPaypal: boolean;
  /** Currencies of the user's saved cards. */
  savedCardCurrencies: readonly string[];
  /** A country price with an annual amount, bought yearly. */
  annualCountryPriceBoughtAnnually: boolean;
  /** The browser offers a wallet (Apple Pay, Google Pay...). */
  walletAvailable: boolean;
  /** The sponsor's method when the first payment goes to the sponsor (upline.ts), else null. */
  uplineMethod: UplineMethod | null;
}

function activeConditions(input: MethodAvailabilityInput): ReadonlySet<EntryCondition> {
  const conditions = new Set<EntryCondition>();
  if (isCouponValidWithTrialDays(input.coupon, input.isTrial ? 1 : 0)) conditions.add('couponWithTrialDays');
  if (isFullDiscountCoupon(input.coupon)) conditions.add('fullDiscountCoupon');
  if (isPeriodCoupon(input.coupon)) conditions.add('periodCoupon');
  if (input.annualCountryPriceBoughtAnnually) conditions.add('annualCountryPrice');
  return conditions;
}

function meetsNeed(need: MethodRule['needs'], input: MethodAvailabilityInput): boolean {
  switch (need) {
    case null:
      return true;
    case 'wallet':
      return input.walletAvailable;
    case 'savedCardInCurrency':
      return input.savedCardCurrencies.some((c) => c.toUpperCase() === input.currency);
    case 'sponsorWallet':
      return input.uplineMethod === 'pagSeguro';
  }
}

function offered(row: MethodRule, input: MethodAvailabilityInput, conditions: ReadonlySet<EntryCondition>): boolean {
  if (row.currencies !== 'all' && !row.currencies.includes(input.currency)) return false;
  if (row.excludedCurrencies.includes(input.currency)) return false;
  if (input.isTrial && !row.offeredOnTrial) return false;
  if (row.offForFlows.includes(input.flow) || row.offForSlugs.includes(input.slug)) return false;
  if (row.offWhen.some((condition) => conditions.has(condition))) return false;
  return meetsNeed(row.needs, input);
}

/**
 * The methods shown, in panel order (part 2 §4.1, §4.2). Domain, storage and extra-connection purchases and
 * PayPal-only users get PayPal alone; a first payment to the sponsor gets the sponsor's method alone.
 * The result depends only on the input, so removing a coupon brings back what it switched off.
 * Example: availableMethods({ ...input, currency: 'BRL', isTrial: false, flow: 'plan' }) includes 'boleto' and 'pix' but not 'paypal'.
 */
export function availableMethods(input: MethodAvailabilityInput): PaymentMethod[] {
  if (isAccountExtraFlow(input.flow)) return ['paypal'];
  if (input.uplineMethod !== null) return [input.uplineMethod];
  if (input.paymentOnlyPaypal) return ['paypal'];
  const conditions = activeConditions(input);
  return PAYMENT_METHODS.filter((method) => offered(METHOD_RULES[method], input, conditions));
}
