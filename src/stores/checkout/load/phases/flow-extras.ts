import type { ProductExtras } from '~/domain/checkout-product-build';
import type { LoadFailure } from '~/domain/load-errors';
import type { FoundProduct } from './context';

// What a flow adds to the product (country price, flow price), shared by flow-amounts.ts and the lazily loaded
// flow-amounts-special.ts without an import circle between them.

export type FlowExtras = { ok: true; extras: ProductExtras } | { ok: false; failure: LoadFailure };

export const extras = (value: ProductExtras): FlowExtras => ({ ok: true, extras: value });

export function currencyOf(found: FoundProduct): string {
  return found.kind === 'plan' ? found.plan.moeda : found.kind === 'fee' ? found.fee.currency : found.tool.moeda;
}
