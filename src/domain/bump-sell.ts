/**
 * Bump-sell add-ons of a fee: a ticked item adds its price to an extra total, and that total is added to
 * the fee amount (part 1 §3, §4; part 2 §3).
 */
export interface BumpSellItem { slug: string; title: string; description?: string; /** cents */ price: number; check: boolean }

/** Ticks or unticks one item; returns a new list. Example: toggleBumpSell(items, 'ebook', true). */
export function toggleBumpSell(items: readonly BumpSellItem[], slug: string, checked: boolean): BumpSellItem[] {
  return items.map((item) => (item.slug === slug ? { ...item, check: checked } : item));
}

/** Cents of the ticked items. Example: bumpSellExtraTotal([{ price: 990, check: true, ... }]) === 990. */
export function bumpSellExtraTotal(items: readonly BumpSellItem[]): number {
  return items.reduce((total, item) => (item.check ? total + item.price : total), 0);
}

/** Fee amount plus the ticked items (cents). Example: feeAmountWithBumpSell(4900, items) === 4900 + extra. */
export function feeAmountWithBumpSell(feeAmount: number, items: readonly BumpSellItem[]): number {
  return feeAmount + bumpSellExtraTotal(items);
}

/** The ticked items, as sent in the payment's `bumpsell`. */
export function selectedBumpSell(items: readonly BumpSellItem[]): BumpSellItem[] {
  return items.filter((item) => item.check);
}
