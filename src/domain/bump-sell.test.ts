import { describe, expect, it } from 'vitest';
import { bumpSellExtraTotal, feeAmountWithBumpSell, selectedBumpSell, toggleBumpSell, type BumpSellItem } from '~/domain/bump-sell';

const items: BumpSellItem[] = [
  { slug: 'ebook', title: 'E-book', price: 990, check: false },
  { slug: 'course', title: 'Course', price: 4700, check: false },
];

describe('bump-sell', () => {
  it.each<[string, Array<[string, boolean]>, number, string[]]>([
    ['part 1 §4: nothing ticked adds nothing', [], 0, []],
    ['part 1 §4: ticking adds its price', [['ebook', true]], 990, ['ebook']],
    ['part 1 §4: ticking two adds both', [['ebook', true], ['course', true]], 5690, ['ebook', 'course']],
    ['part 1 §4: unticking subtracts its price', [['ebook', true], ['course', true], ['ebook', false]], 4700, ['course']],
    ['part 1 §4: an unknown slug changes nothing', [['nope', true]], 0, []],
  ])('%s', (_section, toggles, extra, selected) => {
    const result = toggles.reduce((list, [slug, checked]) => toggleBumpSell(list, slug, checked), items);
    expect(bumpSellExtraTotal(result)).toBe(extra);
    expect(feeAmountWithBumpSell(4900, result)).toBe(4900 + extra);
    expect(selectedBumpSell(result).map((item) => item.slug)).toEqual(selected);
  });

  it('returns a new list and leaves the original untouched (part 1 §4)', () => {
    const next = toggleBumpSell(items, 'ebook', true);
    expect(next).not.toBe(items);
    expect(items[0]?.check).toBe(false);
  });
});
