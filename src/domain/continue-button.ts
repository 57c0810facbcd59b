/**
 * The payment step's continue button: whether it shows, whether it is enabled, and its label
 * (part 2 §2 "Continue button label by method", §4.2 last sentence, §5 "Continue button rules").
 */
import { isAddressComplete, type Address } from '~/domain/address';
import { fixedCouponFits, type Coupon } from '~/domain/coupon';
import type { CurrencyCode } from '~/domain/currencies';
import { paidBy } from '~/domain/method-routes';
import { METHODS, type Methods } from '~/domain/methods';
import type { PaymentMethod } from '~/domain/payment-methods';

/** Methods with their own label (their descriptor's `ownLabel`); every other method reads payment:button.default. */
type LabelledMethod = { [M in PaymentMethod]: Methods[M] extends { ownLabel: true } ? M : never }[PaymentMethod];

export type ContinueLabelKey = `payment:button.${LabelledMethod | 'default'}`;

/** Wallet buttons pay by themselves: googlePay has no continue button (part 2 §2; the descriptor's `noContinueButton`). */
export function hasContinueButton(method: PaymentMethod): boolean {
  return !('noContinueButton' in METHODS[method]);
}

/**
 * Label key of the continue button (part 2 §2). Example: continueLabelKey('pix') === 'payment:button.pix';
 * continueLabelKey('creditCard') === 'payment:button.default'.
 */
export function continueLabelKey(method: PaymentMethod): ContinueLabelKey {
  return 'ownLabel' in METHODS[method] ? (`payment:button.${method as LabelledMethod}` as const) : 'payment:button.default';
}

/**
 * Card-field state. The number, expiry and CVC of providers S and A live in their iframes, which report
 * only completeness; the holder name is our own input.
 */
export interface CardFieldsState {
  holderName: string;
  numberComplete: boolean;
  expiryComplete: boolean;
  cvcComplete: boolean;
}

export interface ContinueButtonInput {
  method: PaymentMethod;
  currency: CurrencyCode;
  /** The applied (valid) coupon, null when none. */
  coupon: Coupon | null;
  /** Amount the coupon applies to, in cents (for the fixed-value coupon check). */
  amount: number;
  hasFirstMonthAmount: boolean;
  firstPaymentToUpline: boolean;
  card: CardFieldsState;
  address: Address;
  /** SEPA owner name and IBAN both filled (the SEPA fields report completeness, part 2 §5). */
  sepaComplete: boolean;
  /**
   * The provider's fields are mounted and ready to collect (they gave the step their handle). False while their chunk
   * or the provider's SDK loads, or after either failed.
   */
  fieldsReady: boolean;
}

export type ContinueButtonState =
  | { kind: 'hidden' }
  | { kind: 'enabled' }
  | { kind: 'disabled'; messageKey: 'errors:validation.holder_required' | null };

const filled = (...values: readonly string[]): boolean => values.every((value) => value.trim() !== '');

const ENABLED: ContinueButtonState = { kind: 'enabled' };
const DISABLED: ContinueButtonState = { kind: 'disabled', messageKey: null };

function cardComplete(card: CardFieldsState): boolean {
  return filled(card.holderName) && card.numberComplete && card.expiryComplete && card.cvcComplete;
}

/** Currencies whose card needs the full provider-A card fields (part 2 §5). */
const FULL_CARD_FIELD_CURRENCIES: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(['USD', 'CZK', 'THB']);

/**
 * The continue button (part 2 §4.2, §5): hidden for googlePay; disabled unless the fixed-value coupon fits the
 * amount; enabled at once for a first payment to the sponsor, and for BRL without a valid coupon or with a
 * first-month amount. An EUR card needs holder, number, validity, CVC and zipCode, country, city, street;
 * a USD, CZK or THB card needs the four card fields; EUR SEPA needs owner name, IBAN and address; any other card
 * needs a holder name (errors:validation.holder_required). Non-card methods validate their own fields on submit.
 * Before all of these: a method the provider's fields pay (method-routes.ts 'fields') is disabled until those fields
 * are ready, since a press before them could only fail (a buyer quicker than the panel's chunk on a slow phone).
 * Example: continueButtonState({ ...input, method: 'creditCard', currency: 'MXN', card: { ...card, holderName: '' } })
 *   -> { kind: 'disabled', messageKey: 'errors:validation.holder_required' }.
 */
export function continueButtonState(input: ContinueButtonInput): ContinueButtonState {
  if (!hasContinueButton(input.method)) return { kind: 'hidden' };
  if (paidBy(input.method) === 'fields' && !input.fieldsReady) return DISABLED;
  if (!fixedCouponFits(input.coupon, input.amount)) return DISABLED;
  if (input.firstPaymentToUpline) return ENABLED;
  if (input.currency === 'BRL' && (input.coupon === null || input.hasFirstMonthAmount)) return ENABLED;

  const { address, card } = input;
  const addressComplete = isAddressComplete(input.currency, address);
  if (input.method === 'sepa') {
    return input.sepaComplete && addressComplete ? ENABLED : DISABLED;
  }
  if (input.method !== 'creditCard') return ENABLED;
  if (input.currency === 'EUR') return cardComplete(card) && addressComplete ? ENABLED : DISABLED;
  if (FULL_CARD_FIELD_CURRENCIES.has(input.currency)) return cardComplete(card) ? ENABLED : DISABLED;
  return filled(card.holderName) ? ENABLED : { kind: 'disabled', messageKey: 'errors:validation.holder_required' };
}
