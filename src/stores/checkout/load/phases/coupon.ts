import { applyCouponFromUrl } from '../../coupon/coupon';
import { CONTINUE, type Phase } from './context';

/**
 * "Validate the coupon" (part 1 §4, §5): the URL's `coupon=` goes through the coupon box's own action (no-coupon
 * slugs ignore it, SUPER codes are renamed for the plan). A refusal or a failed check is shown in the box with its
 * retry and does not stop the load; the applied coupon goes on to the invoice and the upline rule.
 */
export const couponPhase: Phase = async (ctx) => {
  const state = await applyCouponFromUrl(ctx.options.couponCode);
  ctx.coupon = state.status === 'applied' ? state.coupon : null;
  return CONTINUE;
};
