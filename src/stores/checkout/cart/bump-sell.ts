import { atom, computed } from 'nanostores';
import { bumpSellExtraTotal, toggleBumpSell, type BumpSellItem } from '~/domain/bump-sell';
import { resettable } from '~/stores/reset';

/**
 * Bump-sell add-ons offered with a fee (part 1 §3, §4; part 2 §3). The fee's plan-or-fee answer carries them
 * (decision 016); the product phase seeds them with `setBumpSellItems`; none means the block is hidden.
 */
export const $bumpSellItems = resettable(atom<BumpSellItem[]>([]), 'load');

/** Cents the ticked items add once to the charge. */
export const $bumpSellExtra = computed($bumpSellItems, (items) => bumpSellExtraTotal(items));

/** Seeds the offered items (prices in cents). */
export function setBumpSellItems(items: readonly BumpSellItem[]): void {
  $bumpSellItems.set([...items]);
}

/** The item's checkbox. Example: toggleBumpSellItem('ebook', true) adds its price to the total. */
export function toggleBumpSellItem(slug: string, checked: boolean): void {
  $bumpSellItems.set(toggleBumpSell($bumpSellItems.get(), slug, checked));
}
