/**
 * Tools in the cart: which are hidden, how the list splits under "more tools", the suggested tools moving
 * between suggestions and cart, and the carousel pages (part 1 §2; part 2 §9).
 */
import { CAROUSEL_ITEMS_PER_PAGE } from '~/domain/constants';

export interface CartTool { id: number; title: string; /** monthly price in cents, when sold apart */ amount?: number }

/** Tools never listed (part 1 §2). */
export const HIDDEN_TOOL_TITLES = ['WhatsApp Launch Manager'] as const;
/**
 * The spec's "{product}Zap" is read as a placeholder for a product name: every tool whose title is a name
 * followed by "Zap" (e.g. "FunnelZap") is hidden; a tool called just "Zap" is not.
 */
export const HIDDEN_TOOL_SUFFIX = 'Zap';

/** True for a tool the cart never shows. Example: isHiddenTool('MailZap') === true. */
export function isHiddenTool(title: string): boolean {
  const t = title.trim();
  const byName = HIDDEN_TOOL_TITLES.some((hidden) => hidden.toLowerCase() === t.toLowerCase());
  return byName || (t.length > HIDDEN_TOOL_SUFFIX.length && t.endsWith(HIDDEN_TOOL_SUFFIX));
}

/** The tools without the hidden ones, order kept. */
export function visibleTools<T extends { title: string }>(tools: readonly T[]): T[] {
  return tools.filter((tool) => !isHiddenTool(tool.title));
}

/** First `shownCount` visible tools, the rest under "more tools" (see resources.ts defaultToolsShown). */
export function splitTools<T extends { title: string }>(tools: readonly T[], shownCount: number): { shown: T[]; more: T[] } {
  const visible = visibleTools(tools);
  const count = Math.max(0, shownCount);
  return { shown: visible.slice(0, count), more: visible.slice(count) };
}

/** Suggested tools and the tools added to the cart (tool purchases, part 1 §2). */
export interface ToolSelection<T extends { id: number }> { suggestions: readonly T[]; cart: readonly T[] }

function move<T extends { id: number }>(from: readonly T[], to: readonly T[], id: number): [T[], T[]] | null {
  const tool = from.find((t) => t.id === id);
  return tool ? [from.filter((t) => t.id !== id), [...to, tool]] : null;
}

/** Moves a suggestion into the cart (appended); unknown ids leave the selection as it was. */
export function addSuggestedTool<T extends { id: number }>(selection: ToolSelection<T>, id: number): ToolSelection<T> {
  const moved = move(selection.suggestions, selection.cart, id);
  return moved ? { suggestions: moved[0], cart: moved[1] } : selection;
}

/** Moves a cart tool back to the suggestions (appended); unknown ids leave the selection as it was. */
export function removeCartTool<T extends { id: number }>(selection: ToolSelection<T>, id: number): ToolSelection<T> {
  const moved = move(selection.cart, selection.suggestions, id);
  return moved ? { suggestions: moved[1], cart: moved[0] } : selection;
}

/** Monthly cents of the tools in the cart (tools without a price count 0). */
export function cartToolsAmount(cart: readonly CartTool[]): number {
  return cart.reduce((total, tool) => total + (tool.amount ?? 0), 0);
}

/** Splits items into carousel pages of 3 (part 2 §9). Example: carouselPages([1,2,3,4]) -> [[1,2,3],[4]]. */
export function carouselPages<T>(items: readonly T[], perPage: number = CAROUSEL_ITEMS_PER_PAGE): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
