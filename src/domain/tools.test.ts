import { describe, expect, it } from 'vitest';
import {
  addSuggestedTool, carouselPages, cartToolsAmount, isHiddenTool, removeCartTool, splitTools, type CartTool, type ToolSelection,
} from '~/domain/tools';

describe('hidden tools', () => {
  it.each([
    ['part 1 §2: WhatsApp Launch Manager is hidden', 'WhatsApp Launch Manager', true],
    ['part 1 §2: the name is matched in any case', 'whatsapp launch manager', true],
    ['part 1 §2: {product}Zap is hidden (FunnelZap)', 'FunnelZap', true],
    ['part 1 §2: {product}Zap is hidden (Mail Zap)', ' Mail Zap ', true],
    ['part 1 §2: a tool called only Zap is not a {product}Zap', 'Zap', false],
    ['part 1 §2: Zapier does not end with Zap', 'Zapier', false],
    ['part 1 §2: lower-case zap is another word', 'Gazpacho zap', false],
    ['part 1 §2: an ordinary tool is shown', 'Email Marketing', false],
  ])('%s', (_section, title, hidden) => {
    expect(isHiddenTool(title)).toBe(hidden);
  });
});

const tools = ['A', 'WhatsApp Launch Manager', 'B', 'LeadZap', 'C', 'D'].map((title, i) => ({ id: i + 1, title }));

describe('splitTools', () => {
  it.each([
    ['part 1 §2: 2 shown, the rest under more tools', 2, ['A', 'B'], ['C', 'D']],
    ['part 1 §9: 4 shown when two resources are missing', 4, ['A', 'B', 'C', 'D'], []],
    ['part 1 §2: more than there are shows all', 10, ['A', 'B', 'C', 'D'], []],
    ['part 1 §2: a negative count shows none', -1, [], ['A', 'B', 'C', 'D']],
  ])('%s', (_section, count, shown, more) => {
    const split = splitTools(tools, count);
    expect(split.shown.map((t) => t.title)).toEqual(shown);
    expect(split.more.map((t) => t.title)).toEqual(more);
  });
});

describe('suggested tools', () => {
  const a: CartTool = { id: 1, title: 'A', amount: 990 };
  const b: CartTool = { id: 2, title: 'B', amount: 1990 };
  const c: CartTool = { id: 3, title: 'C' };
  const start: ToolSelection<CartTool> = { suggestions: [a, b], cart: [c] };

  it.each<[string, (s: ToolSelection<CartTool>) => ToolSelection<CartTool>, number[], number[]]>([
    ['part 1 §2: adding moves a suggestion to the cart', (s) => addSuggestedTool(s, 2), [1], [3, 2]],
    ['part 1 §2: removing moves a cart tool back to the suggestions', (s) => removeCartTool(s, 3), [1, 2, 3], []],
    ['part 1 §2: adding then removing returns the tool', (s) => removeCartTool(addSuggestedTool(s, 1), 1), [2, 1], [3]],
    ['part 1 §2: adding an id that is not suggested changes nothing', (s) => addSuggestedTool(s, 3), [1, 2], [3]],
    ['part 1 §2: removing an id not in the cart changes nothing', (s) => removeCartTool(s, 1), [1, 2], [3]],
  ])('%s', (_section, action, suggestions, cart) => {
    const next = action(start);
    expect(next.suggestions.map((t) => t.id)).toEqual(suggestions);
    expect(next.cart.map((t) => t.id)).toEqual(cart);
    expect(start).toEqual({ suggestions: [a, b], cart: [c] });
  });

  it.each([
    ['part 1 §2: the cart adds the tool prices', [a, b], 2980],
    ['part 1 §2: a tool without a price adds nothing', [a, c], 990],
    ['part 1 §2: an empty cart adds nothing', [], 0],
  ])('%s', (_section, cart, amount) => {
    expect(cartToolsAmount(cart)).toBe(amount);
  });
});

describe('carouselPages', () => {
  it.each<[string, number[], number | undefined, number[][]]>([
    ['part 2 §9: pages of 3', [1, 2, 3, 4, 5, 6, 7], undefined, [[1, 2, 3], [4, 5, 6], [7]]],
    ['part 2 §9: exactly 3 items is one page', [1, 2, 3], undefined, [[1, 2, 3]]],
    ['part 2 §9: no items is no page', [], undefined, []],
    ['part 2 §9: a page size below 1 is treated as 1', [1, 2], 0, [[1], [2]]],
  ])('%s', (_section, items, perPage, pages) => {
    expect(carouselPages(items, perPage)).toEqual(pages);
  });
});
