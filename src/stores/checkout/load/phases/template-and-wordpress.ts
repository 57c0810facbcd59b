import { detectFlow } from '~/domain/flows';
import { CONTINUE, fail, logSwallowed, type Phase } from './context';

/**
 * "Check for a Cheetah template and WordPress cloud purchase" (part 1 §4, part 2 §4.1, §7). The flow is read
 * from the URL here (the product kind is not known yet and does not change these two flows): a WordPress plan
 * without stn_wp_order_id or a template plan without tp_slug ends on the unavailable page, and flows that need
 * a login or parameters they lack leave for the office. The WordPress order price is required; a template that
 * cannot be fetched is logged and the plan's own price stays (part 1 §8: template fetch failures are swallowed).
 */
export const templateAndWordpressPhase: Phase = async (ctx) => {
  const detection = detectFlow(ctx.params, {
    slug: ctx.input.slug,
    isLoggedIn: ctx.user !== null,
    productKind: 'plan',
    slugLists: ctx.input.slugLists,
  });
  if (!detection.ok) return fail(detection.failure);
  const flow = detection.flow;
  ctx.flow = flow;
  // Both calls load on demand: few checkouts are WordPress cloud or template purchases.
  if (flow.kind === 'wordpressCloud') {
    const { getWordpressOrderPrice } = await import('~/api/addons/get-wordpress-order');
    ctx.orderPrices.wordpress = await getWordpressOrderPrice(flow.wpOrderId);
  }
  if (flow.kind === 'premiumTemplate') {
    try {
      const { getPremiumTemplate } = await import('~/api/addons/get-premium-template');
      ctx.orderPrices.template = await getPremiumTemplate(flow.templateSlug);
    } catch (error) {
      await logSwallowed(ctx, `premium template ${flow.templateSlug}`, error);
    }
  }
  return CONTINUE;
};
