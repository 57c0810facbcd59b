/**
 * Included resources of the cart: quantities (999999 unlimited, 0 blank), storage units, which resources
 * the generic listing skips and how many tools are shown before "more tools" (part 1 §2, §9; part 2 §9).
 */
import { BLANK_QUANTITY, DEFAULT_TOOLS_SHOWN, KB_PER_GB, UNLIMITED_QUANTITY } from '~/domain/constants';

export type QuantityDisplay = { kind: 'unlimited' } | { kind: 'blank' } | { kind: 'count'; value: number };

/** Key shown instead of a number for an unlimited quantity. */
export const UNLIMITED_LABEL_KEY = 'checkout:cart.unlimited';

/**
 * How a quantity is shown: 999999 unlimited, 0 (or nothing, or not a number) blank, otherwise the number.
 * Example: quantityDisplay(999999) -> { kind: 'unlimited' }; quantityDisplay(3) -> { kind: 'count', value: 3 }.
 */
export function quantityDisplay(quantity: number | null | undefined): QuantityDisplay {
  if (quantity === UNLIMITED_QUANTITY) return { kind: 'unlimited' };
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity) || quantity === BLANK_QUANTITY) return { kind: 'blank' };
  return { kind: 'count', value: quantity };
}

/** Storage in GB from KB: KB / 1024 / 1024 (part 1 §9). Example: storageGbFromKb(10485760) === 10. */
export function storageGbFromKb(kb: number): number {
  return kb / KB_PER_GB;
}

/** KB for an extra-storage order: qty x package (GB) x 1024 x 1024 (part 1 §9, part 2 §9). Example: storageKbFor(2, 10) === 20971520. */
export function storageKbFor(quantity: number, packageGb: number): number {
  return quantity * packageGb * KB_PER_GB;
}

/** The three resources shown as their own lines in the cart, in display order. */
export const CART_RESOURCES = ['domains', 'subdomains', 'storage'] as const;
export type CartResource = (typeof CART_RESOURCES)[number];
/** Quantities of the cart resources; storage in GB. */
export type ResourceQuantities = Partial<Record<CartResource, number | null>>;

/** True when a resource line has nothing to show (absent or 0). Unlimited is not missing. */
export function isMissingResource(quantity: number | null | undefined): boolean {
  return quantityDisplay(quantity).kind === 'blank';
}

/**
 * Tools shown before "Mais ferramentas adicionais": 2 plus one per missing domain, subdomain or storage line
 * (part 1 §9). Example: defaultToolsShown({ domains: 1, subdomains: 0 }) === 4 (subdomains and storage missing).
 */
export function defaultToolsShown(resources: ResourceQuantities): number {
  return DEFAULT_TOOLS_SHOWN + CART_RESOURCES.filter((key) => isMissingResource(resources[key])).length;
}

/** Resource keys the generic resource listing skips because they have their own lines (part 1 §2). */
export const LISTING_SKIPPED_RESOURCES = ['domains', 'storage', 'subscribers', 'subdomains'] as const;

/** True when a front resource item with this key is listed. Example: isListedResource('subscribers') === false. */
export function isListedResource(key: string): boolean {
  return !(LISTING_SKIPPED_RESOURCES as readonly string[]).includes(key.trim().toLowerCase());
}

/** The items of a resource list minus the skipped keys, order kept. Example: listedResources(items, (i) => i.key). */
export function listedResources<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  return items.filter((item) => isListedResource(keyOf(item)));
}
