import { checkCoupon, type CheckCouponInput } from '~/api/coupon/check-coupon';
import { couponReasonMessage, toCouponReason } from '~/domain/coupon-reasons';
import type { CouponState } from './coupon-state';

/*
 * The coupon check itself (part 1 §5, §7): the office call with its schema and the refusal reasons with their
 * messages. The cart and the coupon box need none of it until a code is applied, so coupon.ts loads this module
 * on demand (the Apply button, a coupon from the URL) and keeps it out of the first load.
 */

/** A refusal with its reason and the message the box shows. Example: refusal('coupon_expired', 'X').message.key === 'errors:coupon.coupon_expired'. */
export function refusal(reason: unknown, code: string): Extract<CouponState, { status: 'rejected' }> {
  return { status: 'rejected', reason: toCouponReason(reason), code, message: couponReasonMessage(reason, code) };
}

/**
 * Asks the office about `code` and turns the answer into the box's state: applied or rejected. Transport and
 * schema failures throw (the caller ends them in 'failed').
 */
export async function checkCode(input: CheckCouponInput, signal: AbortSignal): Promise<CouponState> {
  const answer = await checkCoupon(input, signal);
  return answer.isValid ? { status: 'applied', coupon: answer.coupon, code: input.code } : refusal(answer.reason, input.code);
}
