import { getTrialActiveInvoice } from '~/api/account/trial-active-invoice';
import type { CheckoutProduct } from '~/domain/checkout-product';
import type { PlanRedirect } from '~/domain/plan-redirect';
import { trialAgainRedirect } from '~/domain/trial-again';
import { logSwallowed, type LoadContext } from './context';

/**
 * Part of "load the plan" (part 1 §4, §7; decision 054), loaded by product.ts only for a logged-in buyer opening a
 * trial plan: the office says whether the buyer already has a trial invoice running, and such a buyer is not offered
 * the trial again but goes to the premium plan of the same currency (trial-again.ts). A failed question is logged
 * and the trial offered as before: like the spec's other optional calls (part 1 §8), it never stops a purchase, and
 * the office still decides on the invoice it is asked to create.
 */
export async function trialAgainOutcome(ctx: LoadContext, product: CheckoutProduct): Promise<PlanRedirect> {
  const user = ctx.user;
  if (!user) return { kind: 'doNotRedirect' };
  try {
    const { plan } = await getTrialActiveInvoice(user.user_identifier);
    return trialAgainRedirect({ offersTrial: true, hasActiveTrial: plan !== null, currency: product.currency }, ctx.input.planRedirect.premiumSlugs);
  } catch (error) {
    await logSwallowed(ctx, 'trial invoice lookup', error);
    return { kind: 'doNotRedirect' };
  }
}
