import { beforeEach, describe, expect, it } from 'vitest';
import { PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { selectedBumpSell } from '~/domain/bump-sell';
import { $bumpSellExtra, $bumpSellItems, setBumpSellItems, toggleBumpSellItem } from './bump-sell';
import { $cartTotals } from './cart';

const ITEMS = [
  { slug: 'contract-review', title: 'Contract review', price: 2500, check: false },
  { slug: 'priority-support', title: 'Priority support', description: '24 h answers', price: 990, check: false },
];

beforeEach(() => {
  seedCheckout({ product: PRODUCTS.upworkFee() });
  setBumpSellItems(ITEMS);
});

describe('bump-sell store (part 1 §3, §4)', () => {
  it.each([
    ['part 1 §4: nothing ticked adds nothing', [], 0, 10000],
    ['part 1 §4: one ticked item adds its price', ['contract-review'], 2500, 12500],
    ['part 1 §4: two ticked items add both', ['contract-review', 'priority-support'], 3490, 13490],
  ])('%s', (_row, ticked, extra, total) => {
    for (const slug of ticked) toggleBumpSellItem(slug, true);
    expect($bumpSellExtra.get()).toBe(extra);
    expect(selectedBumpSell($bumpSellItems.get()).map((i) => i.slug)).toEqual(ticked);
    expect($cartTotals.get()?.charge.total).toBe(total);
  });

  it('part 1 §4: unticking subtracts the price again', () => {
    toggleBumpSellItem('priority-support', true);
    toggleBumpSellItem('priority-support', false);
    expect($cartTotals.get()?.charge.total).toBe(10000);
  });
});
