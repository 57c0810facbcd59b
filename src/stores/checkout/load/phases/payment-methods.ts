import { sendLog } from '~/api/misc/logger';
import { $methods } from '../../choice/methods';
import { $uplineMethod } from '../../session';
import { CONTINUE, type Phase } from './context';
import { onReset } from '~/stores/reset';

/**
 * "Show payment methods" (part 2 §4.1, §4.2). $methods is derived from the stores (methods.ts), so it follows a
 * coupon or period change by itself; this phase only checks that the buyer has a way to pay and logs it if not.
 */
export const paymentMethodsPhase: Phase = async (ctx) => {
  if (ctx.product && $methods.get().length === 0) {
    const data = { slug: ctx.input.slug, currency: ctx.product.currency };
    await sendLog({ env: ctx.input.logEnv, message: 'checkout load: no payment method available', data });
  }
  return CONTINUE;
};

/** Stops following the coupon of the previous load (a reload checks the sponsor again). */
let stopFollowingCoupon: (() => void) | null = null;
function stopFollowing(): void {
  stopFollowingCoupon?.();
  stopFollowingCoupon = null;
}
onReset('load', stopFollowing);

/**
 * "Check the first-payment-to-upline gateway" (part 2 §4.3; the upline flag of part 1 §4). Only a product whose first
 * payment goes to the sponsor, bought by a buyer with a parent, loads the check (upline-check.ts): every other
 * purchase keeps it out of its JavaScript.
 */
export const uplinePhase: Phase = async (ctx) => {
  stopFollowing();
  $uplineMethod.set(null);
  if (!ctx.product?.firstPaymentToUpline || !ctx.user?.parent) return CONTINUE;
  const { checkUpline } = await import('./upline-check');
  stopFollowingCoupon = await checkUpline(ctx);
  return CONTINUE;
};
