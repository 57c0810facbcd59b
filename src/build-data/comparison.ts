/**
 * The feature comparison of a view (part 1 §2): tools included in more plans come first; the WordPress
 * view adds a first row, the cloud server (WordPress & WooCommerce), included in its first three plans.
 */
import type { ComparisonRow, PlanCard, PlanKind } from './plans-model';

/** How many plans of the WordPress view include the cloud server (part 1 §2). */
export const CLOUD_SERVER_PLAN_COUNT = 3;

/**
 * Rows for the cards of one view, cards in the order shown. Ties keep the order in which tools first
 * appear in the cards. Example: tools [A] and [A, B] give rows A (2 plans) then B (1 plan).
 */
export function comparisonRows(cards: readonly PlanCard[], kind: PlanKind): ComparisonRow[] {
  const tools = new Map<number, { title: string; order: number; included: boolean[] }>();
  cards.forEach((card, column) => {
    for (const tool of card.tools) {
      const row = tools.get(tool.id) ?? { title: tool.title, order: tools.size, included: cards.map(() => false) };
      row.included[column] = true;
      tools.set(tool.id, row);
    }
  });
  const count = (flags: boolean[]) => flags.filter(Boolean).length;
  const toolRows: ComparisonRow[] = [...tools.values()]
    .sort((a, b) => count(b.included) - count(a.included) || a.order - b.order)
    .map((row) => ({ kind: 'tool', title: row.title, included: row.included }));
  if (kind !== 'wordpress') return toolRows;
  const cloud: ComparisonRow = { kind: 'cloud_server', title: null, included: cards.map((_, column) => column < CLOUD_SERVER_PLAN_COUNT) };
  return [cloud, ...toolRows];
}
