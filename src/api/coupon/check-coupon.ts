import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import type { Coupon } from '~/domain/coupon';
import { couponSchema } from './coupon-schema';

/**
 * The form the office receives (part 1 §7). `coupon_code` and `user_id` may be empty: the office then
 * answers coupon_code_is_required or user_id_is_required rather than rejecting the request.
 */
export const checkCouponPayloadSchema = z.object({
  coupon_code: z.string(),
  user_id: z.union([z.literal(''), z.string().check(z.regex(/^\d+$/, 'must be a user id'))]),
  plan_id: z.string().check(z.regex(/^\d+$/, 'must be a plan id')),
  plan_period: z.enum(['MENSAL', 'ANUAL']),
});

export const checkCouponResponseSchema = z.union([
  z.object({ isValid: z.literal(true), reason: z.nullish(z.string()), coupon: couponSchema }),
  z.object({ isValid: z.literal(false), reason: nonEmptyText, coupon: z.optional(z.null()) }),
]);

export type CouponCheck = { isValid: true; coupon: Coupon } | { isValid: false; reason: string };

export interface CheckCouponInput {
  code: string;
  /** The buyer's user_identifier, or null for a visitor. */
  userId: string | null;
  planId: number;
  /** MENSAL for monthly, ANUAL for yearly (part 1 §4). */
  period: 'MENSAL' | 'ANUAL';
}

/**
 * Part 1 §7: POST /br/office/check-coupon, form-encoded. A refusal is a result the coupon box branches
 * on (`reason` is one of COUPON_REASONS or an unknown code); only transport and schema failures throw.
 * The coupon comes back as the domain's `Coupon` (fixed value in cents, percentage 0-100).
 * @example await checkCoupon({ code: 'OFF10', userId: '1001', planId: 2, period: 'MENSAL' }) // { isValid: true, coupon: { value: 10, ... } }
 */
export async function checkCoupon(input: CheckCouponInput, signal?: AbortSignal): Promise<CouponCheck> {
  const form: z.input<typeof checkCouponPayloadSchema> = {
    coupon_code: input.code.trim(),
    user_id: input.userId ?? '',
    plan_id: String(input.planId),
    plan_period: input.period,
  };
  const answer = await request({
    call: 'checkCoupon',
    base: 'office',
    method: 'POST',
    path: '/br/office/check-coupon',
    form,
    schema: checkCouponResponseSchema,
    signal,
  });
  return answer.isValid ? { isValid: true, coupon: answer.coupon } : { isValid: false, reason: answer.reason };
}
