import type { ProviderMessage } from './provider';

/**
 * The card fields a provider's frames hold, and the spec's text for each when it is wrong (part 2 §8 "Card check
 * persistent warnings" and the refusal texts): the number, the expiry (its month, its year, or the date as a whole)
 * and the CVC. Used by the adapters of providers S and A, whose frames report errors by field.
 */
export type CardField = 'number' | 'expiry' | 'cvc';

export const CARD_FIELDS: readonly CardField[] = Object.freeze(['number', 'expiry', 'cvc']);

const message = (key: string): ProviderMessage => Object.freeze({ key: `payment:errors.${key}` });

export const CARD_FIELD_MESSAGES = Object.freeze({
  number: message('invalid_card_number'),
  expiry: message('expiry_date_invalid'),
  expiryMonth: message('invalid_card_month'),
  expiryYear: message('invalid_card_year'),
  cvc: message('invalid_cvc'),
});

/**
 * The text for a Stripe Element's error (its `code`, https://docs.stripe.com/error-codes: incomplete_number,
 * invalid_number, incomplete_expiry, invalid_expiry_month, invalid_expiry_month_past, invalid_expiry_year,
 * invalid_expiry_year_past, incomplete_cvc, invalid_cvc…), by the field that reported it.
 * Example: stripeFieldMessage('expiry', 'invalid_expiry_year_past') -> payment:errors.invalid_card_year.
 */
export function stripeFieldMessage(field: CardField, code: string | undefined): ProviderMessage {
  if (field !== 'expiry') return CARD_FIELD_MESSAGES[field];
  if (code?.includes('year')) return CARD_FIELD_MESSAGES.expiryYear;
  if (code?.includes('month')) return CARD_FIELD_MESSAGES.expiryMonth;
  return CARD_FIELD_MESSAGES.expiry;
}

/**
 * The text for an Adyen secured field's error, by the field it names (`encryptedCardNumber`, `encryptedExpiryDate`,
 * `encryptedExpiryMonth`, `encryptedExpiryYear`, `encryptedSecurityCode`: https://docs.adyen.com/payment-methods/cards/custom-card-integration/#handling-errors).
 * Example: adyenFieldMessage('encryptedExpiryYear') -> payment:errors.invalid_card_year.
 */
export function adyenFieldMessage(fieldType: string): ProviderMessage | null {
  switch (fieldType) {
    case 'encryptedCardNumber':
      return CARD_FIELD_MESSAGES.number;
    case 'encryptedExpiryDate':
      return CARD_FIELD_MESSAGES.expiry;
    case 'encryptedExpiryMonth':
      return CARD_FIELD_MESSAGES.expiryMonth;
    case 'encryptedExpiryYear':
      return CARD_FIELD_MESSAGES.expiryYear;
    case 'encryptedSecurityCode':
      return CARD_FIELD_MESSAGES.cvc;
    default:
      return null;
  }
}

type T = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** What the buyer does to put each card field right (WCAG 3.3.3): said after the field's error, or alone when it is empty. */
export const CARD_FIELD_FIXES: Readonly<Record<CardField, string>> = Object.freeze({
  number: 'payment:card_fix.number',
  expiry: 'payment:card_fix.expiry',
  cvc: 'payment:card_fix.cvc',
});

/**
 * The text under a card field: its error then how to fix it, or how to fill it in when it is missing, '' when it has
 * nothing to say. Example: fieldText(t, 'expiry', CARD_FIELD_MESSAGES.expiryYear, false) === "The card's expiry year
 * is invalid. Enter the expiry date printed on the card…".
 */
export function fieldText(t: T, field: CardField, error: ProviderMessage | null, missing: boolean): string {
  if (!error && !missing) return '';
  const fix = t(CARD_FIELD_FIXES[field]);
  if (!error || error.key === CARD_FIELD_FIXES[field]) return fix;
  const text = t(error.key, error.params);
  return `${text}${/[.!?]$/.test(text) ? '' : '.'} ${fix}`;
}

/**
 * The step's message after a press with fields missing: each of them by its label, in the page language's list.
 * Example: missingFieldsMessage('en', ['Card number', 'CVC']).params.fields === 'Card number and CVC'.
 */
export function missingFieldsMessage(lang: string, labels: readonly string[]): ProviderMessage {
  return { key: 'payment:card_fix.missing', params: { fields: new Intl.ListFormat(lang, { type: 'conjunction' }).format(labels) } };
}
