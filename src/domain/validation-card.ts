/**
 * Card form rules of part 2 §5 and §8 (for providers B and U, whose fields are ours; providers S and A
 * validate inside their own iframes). Which fields a provider checks is decided in providers.ts.
 */
import { cardBrand, isValidCardNumber, onlyDigits } from '~/domain/validation';
import { dniError, phoneError } from '~/domain/validation-contact';
import { cpfCnpjError } from '~/domain/validation-methods';
import { collectErrors, type FieldError, type RuleError } from '~/domain/validation-form';

/** Card expiry split into a month (1-12 when valid) and a four-digit year. */
export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * Splits the expiry typed in the mask into month and year (part 2 §5). Accepts MM/YY (mask ##/##),
 * provider U's YYYY/MM (mask ####/##) and, leniently, MM/YYYY. Returns null for any other shape.
 * Example: splitCardExpiry('07/29') -> { month: 7, year: 2029 }; splitCardExpiry('2029/07') -> { month: 7, year: 2029 }.
 */
export function splitCardExpiry(value: string): CardExpiry | null {
  const text = value.replace(/\s/g, '');
  let match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (match) return { month: Number(match[1]), year: 2000 + Number(match[2]) };
  match = /^(\d{4})\/(\d{2})$/.exec(text);
  if (match) return { month: Number(match[2]), year: Number(match[1]) };
  match = /^(\d{2})\/(\d{4})$/.exec(text);
  if (match) return { month: Number(match[1]), year: Number(match[2]) };
  return null;
}

export type CardExpiryError =
  | 'payment:errors.expiry_date_invalid'
  | 'payment:errors.invalid_card_month'
  | 'payment:errors.invalid_card_year';

/**
 * The expiry's errors (part 2 §5, §8): an unreadable value, a month outside 1-12, a past year, or a past month
 * of the current year. A card is valid through the last day of its expiry month. `now` is the local date.
 * Example: cardExpiryErrors('13/30', new Date(2026, 10, 22)) -> ['payment:errors.invalid_card_month'].
 */
export function cardExpiryErrors(value: string, now: Date): CardExpiryError[] {
  const expiry = splitCardExpiry(value);
  if (!expiry) return ['payment:errors.expiry_date_invalid'];
  const errors: CardExpiryError[] = [];
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  const monthInRange = expiry.month >= 1 && expiry.month <= 12;
  if (!monthInRange || (expiry.year === currentYear && expiry.month < currentMonth)) {
    errors.push('payment:errors.invalid_card_month');
  }
  if (expiry.year < currentYear) errors.push('payment:errors.invalid_card_year');
  return errors;
}

/**
 * CVC of 3 or 4 digits; American Express needs exactly 4 and the other known brands exactly 3 (part 2 §5).
 * Example: cvcError('123', '4111111111111111') === null; cvcError('123', '378282246310005') === 'payment:errors.invalid_cvc'.
 */
export function cvcError(cvc: string, cardNumber: string): 'payment:errors.invalid_cvc' | null {
  const brand = cardBrand(cardNumber);
  const pattern = brand === 'amex' ? /^\d{4}$/ : brand === 'unknown' ? /^\d{3,4}$/ : /^\d{3}$/;
  return pattern.test(cvc.trim()) ? null : 'payment:errors.invalid_cvc';
}

/** The holder's name is required on our card form (part 2 §8). Example: cardHolderError(' ') === 'payment:errors.card_holder_missing'. */
export function cardHolderError(holderName: string): 'payment:errors.card_holder_missing' | null {
  return holderName.trim() === '' ? 'payment:errors.card_holder_missing' : null;
}

/** The card number passes Luhn with 12-19 digits (part 2 §5, §8). */
export function cardNumberError(number: string): 'payment:errors.invalid_card_number' | null {
  return isValidCardNumber(number) ? null : 'payment:errors.invalid_card_number';
}

/** Card form fields (part 2 §3), in the order the form shows them. */
export const CARD_FIELDS = ['number', 'holderName', 'validate', 'cvc', 'cpfOrCnpj', 'phone', 'dni'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface CardForm {
  number: string;
  holderName: string;
  /** The expiry as typed, '##/##' or provider U's '####/##'. */
  validate: string;
  cvc: string;
  cpfOrCnpj: string;
  /** Area code and number together, e.g. '(11) 91234-5678'. */
  phone: string;
  dni: string;
}

/**
 * Every error of the fields a provider checks, in form order, for "focus the first error" (part 2 §5, §8).
 * `phoneCountry` is 'BR' for Brazilian phone rules, any other code for the generic ones.
 * Example: cardFormErrors(form, ['number', 'cvc'], now, 'BR') -> [{ field: 'number', key: 'payment:errors.invalid_card_number' }].
 */
export function cardFormErrors(
  form: CardForm,
  checkedFields: readonly CardField[],
  now: Date,
  phoneCountry: string,
): FieldError<CardField>[] {
  const rules: Record<CardField, () => RuleError[]> = {
    number: () => keep(cardNumberError(form.number)),
    holderName: () => keep(cardHolderError(form.holderName)),
    validate: () => cardExpiryErrors(form.validate, now),
    cvc: () => keep(cvcError(form.cvc, onlyDigits(form.number))),
    cpfOrCnpj: () => keep(cpfCnpjError(form.cpfOrCnpj)),
    phone: () => keep(phoneError(form.phone, phoneCountry)),
    dni: () => keep(dniError(form.dni)),
  };
  const checked = new Set(checkedFields);
  return collectErrors(
    CARD_FIELDS.filter((field) => checked.has(field)).flatMap((field) => rules[field]().map((e) => [field, e] as const)),
  );
}

const keep = (error: RuleError | null): RuleError[] => (error === null ? [] : [error]);
