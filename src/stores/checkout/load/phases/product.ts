import { findPlanFeeOrTool } from '~/api/catalog/find-plan-fee-or-tool';
import type { CheckoutProduct } from '~/domain/checkout-product';
import { toCheckoutProduct, type ProductSource } from '~/domain/checkout-product-build';
import { detectFlow } from '~/domain/flows';
import { planRedirect, type PlanRedirect } from '~/domain/plan-redirect';
import { isTrialPlanOffer } from '~/domain/plan-slugs';
import { safeRedirect } from '~/domain/safe-redirect';
import { $aid, $flow, $officeLang, $product } from '../../session';
import { CONTINUE, fail, leave, type FoundProduct, type LoadContext, type Phase, type PhaseOutcome } from './context';
import { flowExtras } from './flow-amounts';
import { setBumpSellItems } from '../../cart/bump-sell';

function sourceOf(found: FoundProduct): ProductSource {
  if (found.kind === 'plan') return { kind: 'plan', plan: found.plan };
  return found.kind === 'fee' ? { kind: 'fee', fee: found.fee } : { kind: 'tool', tool: found.tool };
}

function expiryOf(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The plan redirect rules of part 1 §4 as an outcome: null to stay, else the failure or the page to leave for. */
function redirectOutcome(ctx: LoadContext, product: CheckoutProduct): PhaseOutcome | null {
  return outcomeOf(ctx, planRedirect(
    {
      slug: product.slug,
      currency: product.currency,
      visible: product.visible,
      redirOnInactive: product.redirOnInactive,
      isLoggedIn: ctx.user !== null,
      couponParam: ctx.options.couponCode,
      sponsorAid: $aid.get() || null,
      subscriptionExpiry: expiryOf(ctx.user?.pag_validade),
      now: ctx.input.now(),
      supportLink: ctx.options.supportLink,
      payNow: ctx.options.payNow,
    },
    ctx.input.planRedirect,
  ));
}

function outcomeOf(ctx: LoadContext, redirect: PlanRedirect): PhaseOutcome | null {
  switch (redirect.kind) {
    case 'doNotRedirect':
      return null;
    case 'planOrFeeInactive':
      return fail({ code: 'plan_or_fee_inactive' });
    case 'office':
      return leave(ctx.input.officeUrl);
    case 'tempRedir': {
      const { target } = redirect;
      // Another checkout keeps the query (aid, period...); an address passes the allow-list (DESIGN.md Security).
      return leave(target.type === 'slug' ? `/payment/${encodeURIComponent(target.slug)}${ctx.input.search}` : safeRedirect(target.url, ctx.policy));
    }
  }
}

/**
 * "Load the plan, fee or tool" (part 1 §4, §7, §8): plan-or-fee then the tool lookup in the office language
 * (plan_or_fee_not_found when both fail), the purchase flow, the flow's own amounts, the product
 * (currency_not_available for a currency not accepted) and, for plans, the redirect rules (inactive plans,
 * 1EUR-style coupons in the URL, hidden plans, special slugs) and, for a logged-in buyer on a trial plan, the office's
 * word on a trial already running (trial-invoice.ts, decision 054).
 */
export const productPhase: Phase = async (ctx) => {
  const found = await findPlanFeeOrTool(ctx.input.slug, $officeLang.get());
  if (found.kind === 'not_found') return fail({ code: 'plan_or_fee_not_found' });
  ctx.lookup = found;
  const detection = detectFlow(ctx.params, {
    slug: ctx.input.slug,
    isLoggedIn: ctx.user !== null,
    productKind: found.kind,
    slugLists: ctx.input.slugLists,
  });
  if (!detection.ok) return fail(detection.failure);
  ctx.flow = detection.flow;
  $flow.set(detection.flow);
  const amounts = await flowExtras(ctx, detection.flow, found);
  if (!amounts.ok) return fail(amounts.failure);
  const built = toCheckoutProduct(sourceOf(found), amounts.extras);
  if (!built.ok) return fail(built.failure);
  // Kept before the redirect check: the inactive page's fallback is read from it.
  ctx.product = built.product;
  const redirect = found.kind === 'plan' ? redirectOutcome(ctx, built.product) : null;
  if (redirect) return redirect;
  // A trial plan is not offered again to a buyer whose trial runs (decision 054): asked, and its code loaded, only then.
  if (ctx.user && isTrialPlanOffer(built.product.kind, built.product.slug, built.product.trialDays)) {
    const { trialAgainOutcome } = await import('./trial-invoice');
    const again = outcomeOf(ctx, await trialAgainOutcome(ctx, built.product));
    if (again) return again;
  }
  $product.set(built.product);
  setBumpSellItems(found.kind === 'fee' ? found.fee.bumpsell : []);
  return CONTINUE;
};
