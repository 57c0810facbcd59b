import { getPlanOrFee, type PlanOrFeeResult } from './get-plan-or-fee';
import { getTool, type ToolResult } from './get-tool';

export type ProductLookup = Exclude<PlanOrFeeResult, { kind: 'not_found' }> | Exclude<ToolResult, { kind: 'not_found' }> | { kind: 'not_found' };

/**
 * The "load plan/fee/tool" phase's two calls in the spec's order: plan-or-fee first, then the tool
 * lookup. `not_found` means both failed; the load sequence maps it to plan_or_fee_not_found (part 1 §8).
 * @example await findPlanFeeOrTool('funnel-builder-tool', 'pt') // { kind: 'tool', tool: {...} }
 */
export async function findPlanFeeOrTool(slug: string, userLang: string, signal?: AbortSignal): Promise<ProductLookup> {
  const planOrFee = await getPlanOrFee(slug, userLang, signal);
  if (planOrFee.kind !== 'not_found') return planOrFee;
  return getTool(slug, userLang, signal);
}
