import { setInitialPeriod } from '../../period';
import { CONTINUE, type Phase } from './context';

/**
 * "Apply the yearly period if requested" (part 1 §2 period=y, §4): period=y starts the cart yearly; a product the
 * office sells yearly only (periodo ANUAL) is always yearly. Runs before the coupon phase, so no coupon is cleared.
 */
export const yearlyPeriodPhase: Phase = async (ctx) => {
  setInitialPeriod(ctx.product?.interval === 'YEARLY' ? 'YEARLY' : ctx.options.period);
  return CONTINUE;
};
