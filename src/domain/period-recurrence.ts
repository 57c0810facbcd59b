/**
 * Whether a purchase recurs, so that its price reads "/ Mensal" or "/ Anual" (part 1 §2, part 2 §9 period label).
 * Part 1 §3 gives a recurrence period (`periodo` MENSAL or ANUAL, MONTHLY or YEARLY) to plans and tools only; a fee
 * has none. The order flows of part 1 §2/§4 (a domain, extra storage or connections, a domain order, a premium
 * template, the pause-account fee) charge one amount once, whatever the product behind them (decision 020).
 */
import type { FlowKind, ProductKind } from '~/domain/flows';

/** Flows that charge once for an order: no billing period to show. */
export const ONE_OFF_FLOWS: ReadonlySet<FlowKind> = new Set([
  'domainPurchase', 'storage', 'extraConnection', 'domainRegistry', 'premiumTemplate', 'pauseAccount',
]);

/**
 * True when the purchase bills per period (a plan or a tool outside the one-off order flows).
 * Example: isRecurringPurchase('plan', 'plan') === true; isRecurringPurchase('fee', 'fee') === false;
 * isRecurringPurchase('plan', 'premiumTemplate') === false.
 */
export function isRecurringPurchase(productKind: ProductKind, flowKind: FlowKind | null): boolean {
  if (productKind === 'fee') return false;
  return flowKind === null || !ONE_OFF_FLOWS.has(flowKind);
}
