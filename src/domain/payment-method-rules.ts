/**
 * Which payment methods a buyer sees (part 2 §4.1, §4.2), with the availability table kept as data.
 */
import { isCouponValidWithTrialDays, isFullDiscountCoupon, isPeriodCoupon, type Coupon } from '~/domain/coupon';
import type { CurrencyCode } from '~/domain/currencies';
import { isAccountExtraFlow, type FlowKind } from '~/domain/flows';
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/payment-methods';
import type { UplineMethod } from '~/domain/upline';

/** Entry conditions (part 2 §4.2, paragraph after the table) that switch a method off while they hold. */
export type EntryCondition =
  /** A valid coupon on a product with trial days. */
  | 'couponWithTrialDays'
  /** A 100% coupon. */
  | 'fullDiscountCoupon'
  /** A coupon limited to a period (TIME_DAY/WEEK/MONTH/YEAR); "period coupon" and "limited period" in the spec. */
  | 'periodCoupon'
  /** An annual country price bought annually. */
  | 'annualCountryPrice';

export interface MethodRule {
  /** Currencies the method is offered in; 'all' = every accepted currency. */
  currencies: readonly CurrencyCode[] | 'all';
  excludedCurrencies: readonly CurrencyCode[];
  offeredOnTrial: boolean;
  offForFlows: readonly FlowKind[];
  offForSlugs: readonly string[];
  offWhen: readonly EntryCondition[];
  /** Extra requirement: a wallet the browser supports, saved cards in the currency, or the sponsor's wallet. */
  needs: 'wallet' | 'savedCardInCurrency' | 'sponsorWallet' | null;
}

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

/** The table of part 2 §4.2 and its entry adjustments, one row per method. */
export const METHOD_RULES = {
  creditCard: rule({}),
  paypal: rule({
    excludedCurrencies: ['BRL'],
    offForFlows: ['domainRegistry', 'pauseAccount', 'bundle'],
    offForSlugs: ['email-marketing-mastery'],
    offWhen: ['couponWithTrialDays', 'fullDiscountCoupon', 'periodCoupon', 'annualCountryPrice'],
  }),
  sepa: rule({ currencies: ['EUR'], offeredOnTrial: false, offForSlugs: ['promocao1euro', 'promotion-plan-59-eur'] }),
  boleto: rule({ currencies: ['BRL'], offeredOnTrial: false, offForFlows: ['bundle'], offWhen: ['fullDiscountCoupon', 'periodCoupon'] }),
  pix: rule({ currencies: ['BRL'], offeredOnTrial: false, offForFlows: ['bundle'] }),
  cash: rule({ currencies: ['ARS', 'MXN', 'COP', 'PEN'], offeredOnTrial: false, offWhen: ['periodCoupon'] }),
  bankTransfer: rule({ currencies: ['MXN', 'COP'], offeredOnTrial: false, offWhen: ['periodCoupon'] }),
  nequi: rule({ currencies: ['COP'], offeredOnTrial: false, offWhen: ['periodCoupon'] }),
  yape: rule({ currencies: ['PEN'], offeredOnTrial: false }),
  googlePay: rule({ offeredOnTrial: false, offWhen: ['periodCoupon'], needs: 'wallet' }),
  myCards: rule({ excludedCurrencies: ['EUR'], needs: 'savedCardInCurrency' }),
  // The Brazilian wallet only ever receives a first payment for the sponsor (part 2 §4.3).
  pagSeguro: rule({ currencies: ['BRL'], needs: 'sponsorWallet' }),
} as const satisfies Record<PaymentMethod, MethodRule>;

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
