import type { CheckoutFlow } from './flows';

/**
 * What a buyer is buying, as one string: the account, the product and its flow parameters, and the invoice's owner
 * when someone else's invoice is paid (anyone-can-pay). An attempt to pay belongs to the purchase, not to the invoice
 * of the moment (decision 012): a reload creates a new invoice, but it is still the same purchase, and its open
 * attempt must be resolved before anything is paid again.
 *
 * The period, the currency and the amount are the attempt's (its scope, attempt-key.ts), not the purchase's: a
 * buyer who toggled the period or whose coupon changed is still buying the same thing, and the checkout must still
 * find the attempt that may have paid it. Leaving them out can only find more open attempts, never fewer.
 */
export interface PurchaseParts {
  /** The buyer's account (user_identifier). */
  account: string;
  /** The product's slug. */
  slug: string;
  flow: CheckoutFlow | null;
  /** The invoice owner's user id when the buyer pays someone else's invoice (anyone-can-pay=1), else null. */
  owner: string | null;
}

/** A flow's parameters in a fixed order, so the same flow always reads the same. */
function flowText(flow: CheckoutFlow | null): string {
  if (!flow) return '';
  const entries = Object.entries(flow).filter(([name]) => name !== 'kind').sort(([a], [b]) => a.localeCompare(b));
  return [flow.kind, ...entries.map(([name, value]) => `${name}=${String(value)}`)].join(';');
}

/**
 * The purchase's identity. Example: purchaseId({ account: '42', slug: 'advanced-plan', flow: { kind: 'plan' }, owner: null })
 * -> '42|advanced-plan|plan|'; the same with { kind: 'storage', quantity: 2 } -> '42|advanced-plan|storage;quantity=2|'.
 */
export function purchaseId(parts: PurchaseParts): string {
  return [parts.account, parts.slug, flowText(parts.flow), parts.owner ?? ''].join('|');
}
