/**
 * The first payment that goes to the buyer's sponsor (upline) instead of the company (part 2 §1, §4.3, §6, §9).
 */
import { SPONSOR_FIRST_PAYMENT_CENTS } from '~/domain/constants';
import type { CurrencyCode } from '~/domain/currencies';

/** The sponsor's receiving gateways (user.parent.receivement_gateways, keys paypal and pagseguro), as flags. */
export interface SponsorGateways {
  paypal: boolean;
  pagseguro: boolean;
}

/** The method the sponsor is paid with: PayPal, or the Brazilian wallet (pagSeguro) for BRL only. */
export type UplineMethod = 'paypal' | 'pagSeguro';

/**
 * Which sponsor gateway takes the payment (part 2 §4.3): the Brazilian wallet for BRL when the sponsor has it,
 * otherwise PayPal when the sponsor has it; null when the sponsor cannot receive in this currency.
 * Example: uplineMethod({ paypal: true, pagseguro: true }, 'BRL') === 'pagSeguro'; uplineMethod({ paypal: false, pagseguro: true }, 'USD') === null.
 */
export function uplineMethod(gateways: SponsorGateways | null, currency: CurrencyCode): UplineMethod | null {
  if (gateways === null) return null;
  if (currency === 'BRL' && gateways.pagseguro) return 'pagSeguro';
  if (gateways.paypal) return 'paypal';
  return null;
}

export interface UplineInput {
  /** The product's first_payment_to_upline / payment_to_upline flag. */
  productPaysUpline: boolean;
  /** Answer of the sponsor-receiver-is-valid call. */
  sponsorReceiverValid: boolean;
  sponsorGateways: SponsorGateways | null;
  currency: CurrencyCode;
  hasValidCoupon: boolean;
  /** Product amount in cents. */
  amount: number;
  /** First-month amount in cents, null when the product has none. */
  firstMonthAmount: number | null;
}

/**
 * True when the first payment goes to the sponsor (part 2 §4.3): the product says so, the sponsor is a valid
 * receiver with a gateway for this currency, the currency is not EUR, no valid coupon is applied, and the
 * first-month amount or the amount is one of 1000.00, 500.00, 199.00 (SPONSOR_FIRST_PAYMENT_CENTS).
 * Example: uplineFirstPaymentApplies({ productPaysUpline: true, sponsorReceiverValid: true,
 *   sponsorGateways: { paypal: true, pagseguro: false }, currency: 'USD', hasValidCoupon: false,
 *   amount: 8790, firstMonthAmount: 19900 }) === true.
 */
export function uplineFirstPaymentApplies(input: UplineInput): boolean {
  if (!input.productPaysUpline || !input.sponsorReceiverValid) return false;
  if (input.currency === 'EUR' || input.hasValidCoupon) return false;
  if (uplineMethod(input.sponsorGateways, input.currency) === null) return false;
  const amounts: readonly number[] = SPONSOR_FIRST_PAYMENT_CENTS;
  return amounts.includes(input.amount) || (input.firstMonthAmount !== null && amounts.includes(input.firstMonthAmount));
}

/**
 * The load sequence's "Brazilian sponsor-wallet script" phase (part 2 §4.1) runs before the sponsor-receiver check:
 * it loads the wallet's script only when every other condition of §4.3 already holds for the wallet (BRL, a sponsor
 * with pagSeguro, no valid coupon, one of the amounts), so the receiver check is the only thing left that may turn it
 * off. Any other purchase never loads the script (decision 034).
 * Example: sponsorWalletMayBeNeeded({ productPaysUpline: true, sponsorGateways: { paypal: false, pagseguro: true },
 *   currency: 'BRL', hasValidCoupon: false, amount: 50000, firstMonthAmount: null }) === true.
 */
export function sponsorWalletMayBeNeeded(input: Omit<UplineInput, 'sponsorReceiverValid'>): boolean {
  return uplineMethod(input.sponsorGateways, input.currency) === 'pagSeguro' && uplineFirstPaymentApplies({ ...input, sponsorReceiverValid: true });
}
