/**
 * The legacy page's comparison table (part 1 §2): columns STARTER, MARKETER, PREMIUM, FUNNEL CLUB; rows
 * in expandable groups. Values come from the same limits and tool lists as the cards.
 */
import { LEGACY_FAMILIES, TOOLS_BY_FAMILY, type LegacyTool } from './legacy-plans';
import type { LimitKey } from './limit-text';

export type ComparisonRow = { kind: 'limit'; key: LimitKey } | { kind: 'tool'; tool: LegacyTool };

export interface ComparisonGroup {
  /** legacy:compare.groups.<id> */
  id: 'resources' | 'build' | 'sell';
  rows: ComparisonRow[];
}

export const COMPARISON_GROUPS: readonly ComparisonGroup[] = [
  { id: 'resources', rows: (['domains', 'subdomains', 'subscribers', 'storage'] as const).map((key) => ({ kind: 'limit', key })) },
  { id: 'build', rows: (['site_builder', 'funnel_builder', 'blog', 'checkout_pages'] as const).map((tool) => ({ kind: 'tool', tool })) },
  { id: 'sell', rows: (['email_marketing', 'members_area', 'webinar_room', 'crm', 'automation'] as const).map((tool) => ({ kind: 'tool', tool })) },
];

/** Which plans include a tool, in column order. Example: toolColumns('crm') -> [false, false, true, true]. */
export function toolColumns(tool: LegacyTool): boolean[] {
  return LEGACY_FAMILIES.map((family) => TOOLS_BY_FAMILY[family].includes(tool));
}
