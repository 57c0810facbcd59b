/**
 * The card form that is ours (providers B and U), as data: what the buyer typed into our inputs becomes the tokeniser's card (part 2 §7
 * "Card tokenisation": number, holder_name, exp_month, exp_year, cvv), and the tokeniser's field refusal points
 * back at the input it concerns. Nothing here keeps a value: decisions 032 and
 * 036.
 */
import type { CardInput, CardTokenField } from '~/api/payment/tokenize-card';
import { onlyDigits } from '~/domain/digits';
import { splitCardExpiry } from '~/domain/validation-card';
import { EMPTY_FIELDS_STATUS, type FieldsStatus } from './provider';

/** The card inputs of the form, as shown (masks applied). The holder name is the step's own input. */
export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardInputName = keyof TypedCard;

export const EMPTY_TYPED_CARD: Readonly<TypedCard> = Object.freeze({ number: '', expiry: '', cvc: '' });

/**
 * The tokeniser's card: digits only, the expiry ##/## split into month and four-digit year (part 2 §5). An expiry
 * that cannot be read goes as month 0, so the tokeniser answers its own exp_month refusal.
 * Example: cardTokenInput({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, ' Ana Souza ')
 *   -> { number: '4242424242424242', holder_name: 'Ana Souza', exp_month: 12, exp_year: 2034, cvv: '123' }.
 */
export function cardTokenInput(typed: TypedCard, holderName: string): CardInput {
  const expiry = splitCardExpiry(typed.expiry);
  return {
    number: onlyDigits(typed.number),
    holder_name: holderName.trim(),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvv: onlyDigits(typed.cvc),
  };
}

/** The input a tokeniser refusal marks; the holder name is the step's input, outside this form (null). */
export function inputOfTokenField(field: CardTokenField): CardInputName | null {
  switch (field) {
    case 'number':
      return 'number';
    case 'exp_month':
      return 'expiry';
    case 'cvv':
      return 'cvc';
    case 'holder_name':
      return null;
  }
}

/**
 * Completeness for the step (never a value): 13 to 19 digits, a readable expiry, 3 or 4 CVC digits. The tokeniser
 * decides validity; the BRL continue button does not wait for these (part 2 §4.2).
 */
export function typedCardStatus(typed: TypedCard): FieldsStatus {
  const digits = onlyDigits(typed.number).length;
  return {
    ...EMPTY_FIELDS_STATUS,
    numberComplete: digits >= 13 && digits <= 19,
    expiryComplete: splitCardExpiry(typed.expiry) !== null,
    cvcComplete: /^\d{3,4}$/.test(typed.cvc),
  };
}
