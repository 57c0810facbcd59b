import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { $cart, $cartTotals } from './cart';
import { setInitialPeriod } from '../period';
import { $suggestionsCarousel, $toolSelection, addTool, nextSuggestionsPage, previousSuggestionsPage, removeTool, showSuggestionsPage } from './tools';

const pageIds = () => $suggestionsCarousel.get().pages.map((page) => page.map((tool) => tool.id));

beforeEach(() => {
  seedCheckout({ product: PRODUCTS.funnelBuilderTool() });
  setInitialPeriod('MONTHLY');
});

describe('suggested tools (part 1 §2, part 2 §9)', () => {
  it('part 2 §9: 8 suggestions make 3 pages of 3, 3 and 2', () => {
    expect(pageIds()).toEqual([[821, 822, 823], [824, 825, 826], [827, 828]]);
    expect($suggestionsCarousel.get()).toMatchObject({ page: 0, pageCount: 3, hasPrevious: false, hasNext: true });
  });

  it.each([
    ['part 2 §9: next goes forward', () => nextSuggestionsPage(), 1],
    ['part 2 §9: next twice reaches the last page', () => { nextSuggestionsPage(); nextSuggestionsPage(); }, 2],
    ['part 2 §9: next stops at the last page', () => { showSuggestionsPage(2); nextSuggestionsPage(); }, 2],
    ['part 2 §9: previous stops at the first page', () => previousSuggestionsPage(), 0],
    ['part 2 §9: a page out of range is clamped', () => showSuggestionsPage(9), 2],
  ])('%s', (_row, act, page) => {
    act();
    expect($suggestionsCarousel.get().page).toBe(page);
  });

  it('part 1 §2: a suggestion moved to the cart is billed with the tool and leaves the carousel', () => {
    addTool(821);
    expect($toolSelection.get().cart.map((t) => t.id)).toEqual([821]);
    expect(pageIds()).toEqual([[822, 823, 824], [825, 826, 827], [828]]);
    expect($cartTotals.get()?.charge.total).toBe(2900 + 1900);
    expect($cart.get()?.addedTools).toEqual([{ id: 821, title: 'Email Marketing', description: 'Campanhas e automações de e-mail.', priceText: 'US$\u00a019,00' }]);
  });

  it('part 1 §2: a cart tool moved back returns to the suggestions and leaves the total', () => {
    addTool(821);
    addTool(828);
    removeTool(821);
    expect($toolSelection.get().cart.map((t) => t.id)).toEqual([828]);
    expect($toolSelection.get().suggestions.map((t) => t.id)).toEqual([822, 823, 824, 825, 826, 827, 821]);
    expect($cartTotals.get()?.charge.total).toBe(2900 + 790);
  });

  it('part 2 §9: yearly bills the added tools 12 times with the tool', () => {
    addTool(822);
    seedCheckout({ product: { ...PRODUCTS.funnelBuilderTool(), kind: 'plan' } });
    setInitialPeriod('YEARLY');
    expect($cartTotals.get()?.charge.total).toBe((2900 + 2400) * 12);
  });

  it('part 2 §9: when the last page empties, the page shown moves back', () => {
    showSuggestionsPage(2);
    addTool(827);
    addTool(828);
    expect($suggestionsCarousel.get()).toMatchObject({ page: 1, pageCount: 2 });
  });

  it('part 1 §2: an unknown id changes nothing', () => {
    addTool(999);
    removeTool(999);
    expect($toolSelection.get().cart).toEqual([]);
    expect($cartTotals.get()?.charge.total).toBe(2900);
  });
});
