/**
 * Checks of the load sequence that may stop a purchase (part 1 §4, §5, §6; part 2 §4.1, §5, §6).
 * Each returns null when the purchase may go on, or the LoadFailure to show.
 */
import { isAcceptedCurrency, type CurrencyCode } from '~/domain/currencies';
import { isAccountExtraFlow, type FlowKind } from '~/domain/flows';
import type { LoadFailure } from '~/domain/load-errors';

/**
 * Team accounts cannot buy, except domain, storage and extra connection (part 1 §1, §5; part 2 §6).
 * Example: teamAccountBlock(true, 'plan') -> { code: 'is_team_account' }; teamAccountBlock(true, 'storage') -> null.
 */
export function teamAccountBlock(isTeamAccount: boolean, flow: FlowKind): LoadFailure | null {
  return isTeamAccount && !isAccountExtraFlow(flow) ? { code: 'is_team_account' } : null;
}

export interface BrlCountryInput {
  currency: CurrencyCode;
  /** ISO country code of the user (locale by IP); null when the lookup failed. */
  userCountry: string | null;
  /** allowed-brl=1 */
  allowedBrl: boolean;
  flow: FlowKind;
}

/**
 * BRL is for users in Brazil only, unless allowed-brl=1 or the purchase is domain, storage or extra connection
 * (part 1 §5, part 2 §5). An unknown country does not block: the office checks again when paying, and a failed
 * locale lookup must not turn away Brazilian buyers.
 * Example: brlOutsideBrazilBlock({ currency: 'BRL', userCountry: 'PT', allowedBrl: false, flow: 'plan' })
 *   -> { code: 'unavailable', unavailableCase: 'brl_outside_brazil', serverMessage: null }.
 */
export function brlOutsideBrazilBlock(input: BrlCountryInput): LoadFailure | null {
  if (input.currency !== 'BRL' || input.allowedBrl || isAccountExtraFlow(input.flow)) return null;
  if (input.userCountry === null || input.userCountry.toUpperCase() === 'BR') return null;
  return { code: 'unavailable', unavailableCase: 'brl_outside_brazil', serverMessage: null };
}

/**
 * Only accepted currencies may be paid (part 1 §5). Example: currencyBlock('XYZ') -> { code: 'currency_not_available', currency: 'XYZ' }.
 */
export function currencyBlock(currency: string): LoadFailure | null {
  return isAcceptedCurrency(currency) ? null : { code: 'currency_not_available', currency };
}

/**
 * A domain that cannot be renewed shows the unavailable page with the office's message (part 1 §2, §5).
 * Example: domainRenewalBlock({ canRenew: false, message: 'x' }) -> { code: 'unavailable', unavailableCase: 'domain_not_renewable', serverMessage: 'x' }.
 */
export function domainRenewalBlock(check: { canRenew: boolean; message: string | null }): LoadFailure | null {
  if (check.canRenew) return null;
  return { code: 'unavailable', unavailableCase: 'domain_not_renewable', serverMessage: check.message };
}

/**
 * Charged-amount flow: the user's current plan is the ordered plan and the order has a currency_charged (part 1 §4).
 * Example: isChargedAmountFlow({ currentPlanId: 5, orderedPlanId: 5, currencyCharged: 'MXN' }) === true.
 */
export function isChargedAmountFlow(input: {
  currentPlanId: number | null;
  orderedPlanId: number;
  currencyCharged: string | null;
}): boolean {
  return input.currentPlanId !== null && input.currentPlanId === input.orderedPlanId && !!input.currencyCharged;
}

export type InvoiceDecision =
  | { action: 'reuse'; invoiceId: string }
  | { action: 'create'; notice: { key: 'errors:load.invoice_not_owned'; params: { invoice: string } } | null };

/**
 * Reuse the URL invoice when the office confirms it is the user's and it has no active recurrence; otherwise create
 * one, telling the user (for 6 s) only when the URL invoice was not theirs (part 1 §4, part 2 §4.1, §5, §8).
 * `confirmation` is the answer of invoices/confirm-user, null when no invoice was in the URL.
 * Example: decideInvoice('42', { valid: false, hasActiveRecurrence: false })
 *   -> { action: 'create', notice: { key: 'errors:load.invoice_not_owned', params: { invoice: '42' } } }.
 */
export function decideInvoice(
  urlInvoiceId: string | null,
  confirmation: { valid: boolean; hasActiveRecurrence: boolean } | null,
): InvoiceDecision {
  if (urlInvoiceId === null || confirmation === null) return { action: 'create', notice: null };
  if (!confirmation.valid) {
    return { action: 'create', notice: { key: 'errors:load.invoice_not_owned', params: { invoice: urlInvoiceId } } };
  }
  if (confirmation.hasActiveRecurrence) return { action: 'create', notice: null };
  return { action: 'reuse', invoiceId: urlInvoiceId };
}
