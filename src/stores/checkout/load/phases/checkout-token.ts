import { createCheckoutToken } from '~/api/misc/checkout-token';
import { $checkoutToken } from '../../session';
import { CONTINUE, logSwallowed, type Phase } from './context';

/**
 * "Create the checkout token (logged in)" (part 1 §4, part 2 §7). Failures are swallowed and logged
 * (part 1 §8, part 2 §8): the payment step asks again or the gateway refuses then.
 */
export const checkoutTokenPhase: Phase = async (ctx) => {
  $checkoutToken.set(null);
  if (ctx.user === null) return CONTINUE;
  try {
    $checkoutToken.set(await createCheckoutToken(ctx.user.user_identifier));
  } catch (error) {
    await logSwallowed(ctx, 'checkout token', error);
  }
  return CONTINUE;
};
