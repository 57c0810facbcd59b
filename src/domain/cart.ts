/**
 * Cart amounts (part 1 §2, §4, §9; part 2 §3, §9): the per-month price of the chosen period, the first-month
 * amount, the trial line and the totals with coupon and VAT. All amounts are integer cents.
 */
import { FIRST_MONTH_SPECIAL_PRODUCT_IDS } from '~/domain/constants';
import { applyCoupon, type Coupon } from '~/domain/coupon';
import { isFunnelClubSlug } from '~/domain/plan-slugs';
import { periodLabelKey, periodMonths, periodToServer, type RecurrencePeriod, type ServerPeriod } from '~/domain/period';
import { vatAmount, type VatBases } from '~/domain/vat';

/** Monthly price, and the per-month price of the yearly plan when the office has one (country price annual). */
export interface PeriodPrices { monthly: number; annualMonthly?: number | null }

/**
 * Per-month amount and office `periodo` for a period: yearly uses the annual amount (ANUAL), monthly the
 * monthly one (MENSAL), part 1 §4. Without an annual price, yearly keeps the monthly one.
 * Example: planAmountForPeriod({ monthly: 6900, annualMonthly: 6210 }, 'YEARLY') -> { amount: 6210, periodo: 'ANUAL' }.
 */
export function planAmountForPeriod(prices: PeriodPrices, period: RecurrencePeriod): { amount: number; periodo: ServerPeriod } {
  const annual = prices.annualMonthly;
  const amount = period === 'YEARLY' && annual !== null && annual !== undefined && annual > 0 ? annual : prices.monthly;
  return { amount, periodo: periodToServer(period) };
}

export interface FirstMonthInput {
  productId: number;
  slug: string;
  /** Monthly cents. */
  amount: number;
  /** The plan's additional_value_first_month, cents (0 or null = none). */
  additionalFirstMonth?: number | null;
  /** The country price's amountFirstMonth, cents. */
  countryPriceFirstMonth?: number | null;
}

function positive(value: number | null | undefined): value is number {
  return value !== null && value !== undefined && value > 0;
}

/**
 * The first month's amount, or null when the first month costs the usual amount. In order:
 * 1. funnel-club slugs take the country price's first month (part 2 §9);
 * 2. products 3156 and 3025 (part 2 §9, rule not given; our reading): additional_value_first_month IS the
 *    whole first-month price, instead of being added to the monthly price;
 * 3. otherwise a positive additional_value_first_month is added to the monthly price (Funnel Club +$199).
 * Example: firstMonthAmount({ productId: 1, slug: 'x', amount: 8790, additionalFirstMonth: 19900 }) === 28690.
 */
export function firstMonthAmount(input: FirstMonthInput): number | null {
  if (isFunnelClubSlug(input.slug) && positive(input.countryPriceFirstMonth)) return input.countryPriceFirstMonth;
  if (!positive(input.additionalFirstMonth)) return null;
  const replaces = (FIRST_MONTH_SPECIAL_PRODUCT_IDS as readonly number[]).includes(input.productId);
  return replaces ? input.additionalFirstMonth : input.amount + input.additionalFirstMonth;
}

export const TRIAL_DAYS_LABEL_KEY = 'checkout:cart.trial_days';
export const FIRST_MONTH_LABEL_KEY = 'checkout:cart.first_month';

/** The trial line ("{{count}} dias grátis" and the trial amount in cents), or null without trial days. */
export function trialLine(trialDays: number | null | undefined, trialAmount: number | null | undefined): { labelKey: string; count: number; amount: number } | null {
  if (!positive(trialDays)) return null;
  return { labelKey: TRIAL_DAYS_LABEL_KEY, count: Math.floor(trialDays), amount: trialAmount ?? 0 };
}

export interface CartInput {
  period: RecurrencePeriod;
  /** Per-month plan cents for the period (planAmountForPeriod). */
  planAmount: number;
  /** Per-month cents of the tools in the cart. */
  toolsAmount?: number;
  /** One-off cents added once, not per month (ticked bump-sell items). */
  extraAmount?: number;
  /** firstMonthAmount(...) of the plan; only used on monthly billing. */
  firstMonthAmount?: number | null;
  coupon?: Coupon | null;
  /** VAT percent; 0 when none applies. */
  vatPercent?: number;
}

export interface ChargeTotals { amount: number; discount: number; amountWithCoupon: number; vat: number; total: number }

export interface CartTotals {
  months: 1 | 12;
  periodo: ServerPeriod;
  periodLabelKey: string;
  /** The recurring charge: (plan + tools) x months + extras, VAT on top; the coupon as on the first charge,
   *  or as on month 1 when `firstMonth` is the first charge. */
  charge: ChargeTotals;
  /** VAT on the charge before the coupon. */
  vatWithoutCoupon: number;
  /** The first month's charge when it differs (monthly billing only), coupon and VAT applied. */
  firstMonth: ChargeTotals | null;
  /** What the VAT state is computed on (vat.ts vatStateFromChoice). */
  vatBases: VatBases;
}

/**
 * What the first payment charges: the first month's total when the plan has one, else the charge (the body's
 * `amount.first_month` and `amount.value`, part 2 §7). A wallet's sheet shows this amount (part 2 §4.4).
 * Example: amountDueNow(cartTotals({ period: 'MONTHLY', planAmount: 8790, firstMonthAmount: 28690 })) === 28690.
 */
export function amountDueNow(totals: Pick<CartTotals, 'charge' | 'firstMonth'>): number {
  return (totals.firstMonth ?? totals.charge).total;
}

function chargeTotals(amount: number, coupon: Coupon | null, vatPercent: number, monthIndex: number): ChargeTotals {
  const applied = applyCoupon(coupon, amount, monthIndex);
  const vat = vatAmount(applied.amountWithCoupon, vatPercent);
  return { ...applied, vat, total: applied.amountWithCoupon + vat };
}

/**
 * The cart totals. Yearly is (plan + tools) x 12 (part 1 §2, part 2 §9); the coupon applies to the first
 * charge (the first month when there is one); VAT = amount x percent / 100 on the amount with coupon (vat.ts).
 * Example: cartTotals({ period: 'YEARLY', planAmount: 6900, toolsAmount: 1000 }).charge.amount === 94800.
 */
export function cartTotals(input: CartInput): CartTotals {
  const months = periodMonths(input.period);
  const coupon = input.coupon ?? null;
  const vatPercent = input.vatPercent ?? 0;
  const tools = input.toolsAmount ?? 0;
  const extra = input.extraAmount ?? 0;
  const first = input.period === 'MONTHLY' && positive(input.firstMonthAmount)
    ? chargeTotals(input.firstMonthAmount + tools + extra, coupon, vatPercent, 0)
    : null;
  // With a distinct first month, the recurring charge starts at month 1, so first-month coupons skip it.
  const charge = chargeTotals((input.planAmount + tools) * months + extra, coupon, vatPercent, first ? 1 : 0);
  return {
    months,
    periodo: periodToServer(input.period),
    periodLabelKey: periodLabelKey(input.period),
    charge,
    vatWithoutCoupon: vatAmount(charge.amount, vatPercent),
    firstMonth: first,
    vatBases: { amount: charge.amountWithCoupon, amountFirstMonth: (first ?? charge).amountWithCoupon, amountWithoutCoupon: charge.amount },
  };
}
