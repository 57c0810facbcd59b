import * as z from 'zod/mini';
import { officeDecimal, officeFlag, officeInt } from '~/api/catalog/office-fields';
import { failWith, nonEmptyText } from '~/api/schema-helpers';
import { couponFromServer, type Coupon } from '~/domain/coupon';
import { COUPON_TYPES } from './coupon-types';

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

export { COUPON_TYPES };
/** FOREVER, FIRST_MONTH and TIME_MONTH on the checkout; the office may also send the day, week and year kinds (part 2 §3). */
export const COUPON_PERIODS = ['FOREVER', 'FIRST_MONTH', 'TIME_MONTH', 'TIME_DAY', 'TIME_WEEK', 'TIME_YEAR'] as const;

/** The coupon as the office sends it: FIXED_VALUE `value` in currency units, PERCENTAGE_OF_DISCOUNT `value` as a fraction (0.1 = 10 %). */
export const officeCouponSchema = z
  .object({
    id: officeInt,
    code: nonEmptyText,
    type: z.enum(COUPON_TYPES),
    value: officeDecimal,
    apply_only_first_month: z._default(officeFlag, false),
    period: z.enum(COUPON_PERIODS),
    /** Length of a TIME_* period in its unit; some answers name it `period_value`. */
    periodTime: z.nullish(officeInt),
    period_value: z.nullish(officeInt),
  })
  .check(
    z.superRefine((c, ctx) => {
      if (c.type === 'PERCENTAGE_OF_DISCOUNT' && c.value > 1) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'a percentage arrives as a fraction of 1 (0.1 = 10 %)' });
      }
      if (c.period.startsWith('TIME_') && (c.periodTime ?? c.period_value) == null) {
        ctx.addIssue({ code: 'custom', path: ['periodTime'], message: `a ${c.period} coupon needs periodTime or period_value` });
      }
    }),
  );

/**
 * The office coupon, checked, then converted to the domain's `Coupon` by the domain's one conversion
 * (couponFromServer): a fixed value becomes cents and a percentage fraction is multiplied by 100
 * (part 1 §5), so callers never convert again.
 * @example couponSchema.parse({ id: 1, code: 'OFF10', type: 'PERCENTAGE_OF_DISCOUNT', value: 0.1, period: 'FOREVER' }).value // 10
 */
export const couponSchema = z.pipe(
  officeCouponSchema,
  z.transform((c: z.output<typeof officeCouponSchema>, ctx): Coupon => {
    const converted = couponFromServer(c);
    return converted.ok ? converted.coupon : failWith(ctx, `coupon not usable: ${converted.error}`);
  }),
);

export type OfficeCouponInput = z.input<typeof officeCouponSchema>;
