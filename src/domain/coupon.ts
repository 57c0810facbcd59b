/**
 * Coupons: the type, the conversion from the office shape, which months a coupon covers and what it
 * takes off an amount (part 1 §3, §5; part 2 §3, §4.2, §7).
 */
import { parseAmountToCents, percentOfCents } from '~/domain/money';

export type CouponType = 'FIXED_VALUE' | 'PERCENTAGE_OF_DISCOUNT';
export type CouponPeriod = 'FOREVER' | 'FIRST_MONTH' | 'TIME_MONTH' | 'TIME_DAY' | 'TIME_WEEK' | 'TIME_YEAR';
/** `value`: cents for FIXED_VALUE; percent 0-100 for PERCENTAGE_OF_DISCOUNT (already x 100). */
export interface Coupon { id: number; code: string; type: CouponType; value: number; period: CouponPeriod; periodTime: number | null; applyOnlyFirstMonth: boolean }

/** The coupon as the office sends it (check-coupon response). Amounts are units, percentages fractions. */
export interface ServerCoupon {
  id: number | string;
  code: string;
  type: string;
  value: number | string;
  period?: string | null;
  periodTime?: number | string | null;
  period_value?: number | string | null;
  apply_only_first_month?: boolean | number | string | null;
}

export type CouponConversionError = 'invalid_id' | 'invalid_type' | 'invalid_value' | 'invalid_period';
export type CouponConversion = { ok: true; coupon: Coupon } | { ok: false; error: CouponConversionError };

const PERIODS: readonly CouponPeriod[] = ['FOREVER', 'FIRST_MONTH', 'TIME_MONTH', 'TIME_DAY', 'TIME_WEEK', 'TIME_YEAR'];
const PERCENT_TYPES = ['PERCENTAGE_OF_DISCOUNT', 'PERCENTAGE'];
const FULL_PERCENT = 100;

function flag(value: ServerCoupon['apply_only_first_month']): boolean {
  return value === true || value === 1 || value === '1' || String(value).toLowerCase() === 'true';
}

function positiveInt(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Office coupon to `Coupon`: a fixed value in units becomes cents; a percentage fraction is multiplied by
 * 100 (part 1 §5: 1 -> 100 = full discount). A missing period means FOREVER.
 * Example: couponFromServer({ id: 7, code: 'OFF10', type: 'PERCENTAGE_OF_DISCOUNT', value: '0.1' }) -> value 10.
 */
export function couponFromServer(raw: ServerCoupon): CouponConversion {
  const id = positiveInt(raw.id);
  if (id === null) return { ok: false, error: 'invalid_id' };
  const rawType = String(raw.type).trim().toUpperCase();
  const type: CouponType | null = rawType === 'FIXED_VALUE' ? 'FIXED_VALUE' : PERCENT_TYPES.includes(rawType) ? 'PERCENTAGE_OF_DISCOUNT' : null;
  if (type === null) return { ok: false, error: 'invalid_type' };
  const parsed = parseAmountToCents(raw.value);
  if (!parsed.ok || parsed.cents < 0) return { ok: false, error: 'invalid_value' };
  // Percentages keep up to 4 decimals (12.5%); the rounding removes float noise such as 0.07 x 100.
  const value = type === 'FIXED_VALUE' ? parsed.cents : Math.round(Number(raw.value) * FULL_PERCENT * 10_000) / 10_000;
  if (type === 'PERCENTAGE_OF_DISCOUNT' && (!Number.isFinite(value) || value > FULL_PERCENT)) return { ok: false, error: 'invalid_value' };
  const rawPeriod = String(raw.period ?? 'FOREVER').trim().toUpperCase() as CouponPeriod;
  if (!PERIODS.includes(rawPeriod)) return { ok: false, error: 'invalid_period' };
  const periodTime = positiveInt(raw.periodTime ?? raw.period_value);
  return { ok: true, coupon: { id, code: raw.code.trim(), type, value, period: rawPeriod, periodTime, applyOnlyFirstMonth: flag(raw.apply_only_first_month) } };
}

/** Days in a month when a TIME_DAY or TIME_WEEK coupon is mapped onto monthly charges. */
export const COUPON_DAYS_PER_MONTH = 30;

/**
 * How many monthly charges, from the first, a coupon covers (Infinity = forever). apply_only_first_month
 * and FIRST_MONTH cover 1; TIME_MONTH n; TIME_YEAR 12n; TIME_WEEK/TIME_DAY cover every charge that starts
 * inside the window (charge m starts on day 30m). A TIME_* coupon without periodTime counts one unit.
 * Example: couponCoveredMonths({ ...c, period: 'TIME_WEEK', periodTime: 5 }) === 2 (35 days).
 */
export function couponCoveredMonths(coupon: Coupon): number {
  if (coupon.applyOnlyFirstMonth || coupon.period === 'FIRST_MONTH') return 1;
  const n = coupon.periodTime ?? 1;
  switch (coupon.period) {
    case 'FOREVER': return Number.POSITIVE_INFINITY;
    case 'TIME_MONTH': return n;
    case 'TIME_YEAR': return n * 12;
    case 'TIME_WEEK': return Math.ceil((n * 7) / COUPON_DAYS_PER_MONTH);
    case 'TIME_DAY': return Math.ceil(n / COUPON_DAYS_PER_MONTH);
  }
}

/** True when the charge starting at `monthIndex` (0 = first) is discounted. Example: FIRST_MONTH at index 1 -> false. */
export function couponCoversMonth(coupon: Coupon, monthIndex: number): boolean {
  return monthIndex >= 0 && monthIndex < couponCoveredMonths(coupon);
}

/**
 * Cents taken off `amount` (cents) by the coupon for the charge at `monthIndex`. Percentages round half up
 * to the cent; 100% takes everything; a fixed value larger than the amount floors the result at 0.
 * Example: couponDiscount(tenPercent, 1999, 0) === 200.
 */
export function couponDiscount(coupon: Coupon, amount: number, monthIndex = 0): number {
  if (amount <= 0 || !couponCoversMonth(coupon, monthIndex)) return 0;
  const raw = coupon.type === 'FIXED_VALUE' ? coupon.value : coupon.value >= FULL_PERCENT ? amount : percentOfCents(amount, coupon.value);
  return Math.min(Math.max(raw, 0), amount);
}

export interface CouponApplication { amount: number; discount: number; amountWithCoupon: number }

/** Amount, discount and amount with coupon (cents) for one charge; no coupon means no discount. Example: applyCoupon(null, 500).amountWithCoupon === 500. */
export function applyCoupon(coupon: Coupon | null, amount: number, monthIndex = 0): CouponApplication {
  const discount = coupon ? couponDiscount(coupon, amount, monthIndex) : 0;
  return { amount, discount, amountWithCoupon: amount - discount };
}

/** A 100% percentage coupon: the first charge is free and a future payment is created (part 2 §4.2, §4.4). */
export function isFullDiscountCoupon(coupon: Coupon | null): boolean {
  return coupon !== null && coupon.type === 'PERCENTAGE_OF_DISCOUNT' && coupon.value >= FULL_PERCENT;
}

/** A period coupon: limited to a number of days, weeks, months or years (TIME_*), part 2 §4.2. */
export function isPeriodCoupon(coupon: Coupon | null): boolean {
  return coupon !== null && coupon.period.startsWith('TIME_');
}

/** A valid coupon on a product with trial days (part 2 §4.2 disables PayPal then). Example: (coupon, 14) -> true. */
export function isCouponValidWithTrialDays(coupon: Coupon | null, trialDays: number): boolean {
  return coupon !== null && trialDays > 0;
}

/** A fixed coupon no larger than the amount (the continue-button coupon check, part 2 §5); non-fixed coupons pass. */
export function fixedCouponFits(coupon: Coupon | null, amount: number): boolean {
  return coupon === null || coupon.type !== 'FIXED_VALUE' || coupon.value <= amount;
}

export interface GatewayDiscount { code: string; value: number; type: 'DISCOUNT_FIXED' | 'PERCENTAGE'; period: 'FIRST_MONTH' | 'FOREVER' }

/**
 * The `discount` of the future payment (part 2 §7). The gateway knows only FIRST_MONTH and FOREVER: a
 * FOREVER coupon stays FOREVER; every limited coupon is sent as FIRST_MONTH (never over-discounts).
 * `value` is cents for DISCOUNT_FIXED and percent for PERCENTAGE.
 * Example: gatewayDiscount(tenPercentForever) -> { code, value: 10, type: 'PERCENTAGE', period: 'FOREVER' }.
 */
export function gatewayDiscount(coupon: Coupon): GatewayDiscount {
  return {
    code: coupon.code,
    value: coupon.value,
    type: coupon.type === 'FIXED_VALUE' ? 'DISCOUNT_FIXED' : 'PERCENTAGE',
    period: couponCoveredMonths(coupon) === Number.POSITIVE_INFINITY ? 'FOREVER' : 'FIRST_MONTH',
  };
}
