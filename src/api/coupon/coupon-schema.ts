import { z } from 'zod';
import { officeDecimal, officeFlag, officeInt } from '~/api/catalog/office-fields';

/** Refusal reasons of the coupon check (part 1 §5, part 2 §8); the office may send others, which the UI maps to a generic message. */
export const COUPON_REASONS = [
  'invalid_coupon',
  '312_invalid_coupon',
  '314_invalid_coupon',
  'coupon_code_is_required',
  'user_id_is_required',
  'coupon_invalid_date',
  'this_coupon_is_not_valid_for_this_plan',
  'coupon_expired',
  'coupon_already_used',
  'coupon_category_already_used',
  'cannot_be_used_by_this_account',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

/** True for a reason the spec names. Example: isCouponReason('coupon_expired') === true. */
export function isCouponReason(reason: string): reason is CouponReason {
  return (COUPON_REASONS as readonly string[]).includes(reason);
}

export const COUPON_TYPES = ['FIXED_VALUE', 'PERCENTAGE_OF_DISCOUNT'] as const;
/** FOREVER, FIRST_MONTH and TIME_MONTH on the checkout; the office may also send the day, week and year kinds (part 2 §3). */
export const COUPON_PERIODS = ['FOREVER', 'FIRST_MONTH', 'TIME_MONTH', 'TIME_DAY', 'TIME_WEEK', 'TIME_YEAR'] as const;
export type CouponPeriod = (typeof COUPON_PERIODS)[number];

/** The coupon as the office sends it: FIXED_VALUE `value` in currency units, PERCENTAGE_OF_DISCOUNT `value` as a fraction (0.1 = 10 %). */
export const officeCouponSchema = z
  .object({
    id: officeInt,
    code: z.string().min(1),
    type: z.enum(COUPON_TYPES),
    value: officeDecimal,
    apply_only_first_month: officeFlag.default(false),
    period: z.enum(COUPON_PERIODS),
    /** Length of a TIME_* period in its unit; some answers name it `period_value`. */
    periodTime: officeInt.nullish(),
    period_value: officeInt.nullish(),
  })
  .superRefine((c, ctx) => {
    if (c.type === 'PERCENTAGE_OF_DISCOUNT' && c.value > 1) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'a percentage arrives as a fraction of 1 (0.1 = 10 %)' });
    }
    if (c.period.startsWith('TIME_') && (c.periodTime ?? c.period_value) == null) {
      ctx.addIssue({ code: 'custom', path: ['periodTime'], message: `a ${c.period} coupon needs periodTime or period_value` });
    }
  });

interface CouponCommon {
  id: number;
  code: string;
  apply_only_first_month: boolean;
  period: CouponPeriod;
  /** Months, days, weeks or years of a TIME_* period; null otherwise. */
  periodTime: number | null;
}

/** A valid coupon in app units: a fixed value in cents, or a percentage 0-100 (100 is a full discount). */
export type Coupon =
  | (CouponCommon & { type: 'FIXED_VALUE'; /** cents */ value: number })
  | (CouponCommon & { type: 'PERCENTAGE_OF_DISCOUNT'; /** percent, 0-100 */ value: number });

/**
 * Parses the office coupon into app units. Percentages are multiplied by 100 here, once, as part 1 §5
 * says ("Percentage coupon values from the server are multiplied by 100"): 0.1 becomes 10.
 * @example couponSchema.parse({ id: 1, code: 'OFF10', type: 'PERCENTAGE_OF_DISCOUNT', value: 0.1, period: 'FOREVER' }).value // 10
 */
export const couponSchema = officeCouponSchema.transform((c): Coupon => {
  const common: CouponCommon = {
    id: c.id,
    code: c.code,
    apply_only_first_month: c.apply_only_first_month,
    period: c.period,
    periodTime: c.periodTime ?? c.period_value ?? null,
  };
  return c.type === 'FIXED_VALUE'
    ? { ...common, type: 'FIXED_VALUE', value: Math.round(c.value * 100) }
    : { ...common, type: 'PERCENTAGE_OF_DISCOUNT', value: Math.round(c.value * 100 * 100) / 100 };
});

export type OfficeCouponInput = z.input<typeof officeCouponSchema>;
