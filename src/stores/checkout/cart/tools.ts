import { atom, computed } from 'nanostores';
import { addSuggestedTool, carouselPages, removeCartTool, type ToolSelection } from '~/domain/tools';
import { $product } from '../session';
import { resettable } from '~/stores/reset';

/** A suggested add-on tool (part 1 §3 Tool.suggestions); `amount` is its monthly price in cents. */
export interface SuggestedTool { id: number; title: string; description: string; amount: number }

type ToolMove = { type: 'add' | 'remove'; id: number };

/**
 * The buyer's moves between the suggestions and the cart, in order (tool purchases, part 1 §2). The
 * selection is derived from the product's suggestions and these moves, so it can never drift from the product.
 */
const $moves = resettable(atom<ToolMove[]>([]), 'page');
/** The carousel page the buyer asked for (0-based); the view clamps it to the pages that exist. */
const $requestedPage = resettable(atom(0), 'page');

/** Suggestions still offered and tools added to the cart, by the domain's moves. */
export const $toolSelection = computed([$product, $moves], (product, moves): ToolSelection<SuggestedTool> => {
  const start: ToolSelection<SuggestedTool> = {
    suggestions: (product?.suggestions ?? []).map((s) => ({ id: s.id, title: s.name, description: s.description, amount: s.amount })),
    cart: [],
  };
  return moves.reduce((selection, move) => (move.type === 'add' ? addSuggestedTool(selection, move.id) : removeCartTool(selection, move.id)), start);
});

/** The add-ons carousel: pages of 3 (part 2 §9) and the page shown. */
export const $suggestionsCarousel = computed([$toolSelection, $requestedPage], (selection, requested) => {
  const pages = carouselPages(selection.suggestions);
  const page = Math.min(Math.max(requested, 0), Math.max(pages.length - 1, 0));
  return { pages, page, pageCount: pages.length, hasPrevious: page > 0, hasNext: page < pages.length - 1 };
});

/** Moves a suggestion into the cart. Example: addTool(821) -> Email Marketing is billed with the tool. */
export function addTool(id: number): void {
  $moves.set([...$moves.get(), { type: 'add', id }]);
}

/** Moves a cart tool back to the suggestions. */
export function removeTool(id: number): void {
  $moves.set([...$moves.get(), { type: 'remove', id }]);
}

/** Shows a carousel page (0-based); out-of-range pages are clamped. */
export function showSuggestionsPage(page: number): void {
  $requestedPage.set(Math.min(Math.max(page, 0), Math.max($suggestionsCarousel.get().pageCount - 1, 0)));
}

export function nextSuggestionsPage(): void {
  showSuggestionsPage($suggestionsCarousel.get().page + 1);
}

export function previousSuggestionsPage(): void {
  showSuggestionsPage($suggestionsCarousel.get().page - 1);
}
