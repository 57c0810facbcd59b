/**
 * Number checks with check digits (part 2 §3, §5): CPF, CNPJ, IBAN, card number, and the VAT number format.
 * The field rules that return error keys are in validation-account.ts, validation-card.ts,
 * validation-contact.ts and validation-methods.ts.
 */
import { onlyDigits } from '~/domain/digits';
import { matchesIbanStructure } from '~/domain/iban-formats';
import { luhnValid, mod97 } from '~/domain/check-digits';

export { isValidVatFormat } from '~/domain/vat-formats';
export { onlyDigits };

/** Mod-11 check digit of the CPF/CNPJ family: remainder < 2 gives 0, otherwise 11 - remainder. */
function mod11Digit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((total, value, i) => total + value * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const allSame = (s: string): boolean => /^(.)\1*$/.test(s);

/*
 * The shapes of a CPF and a CNPJ once punctuation is gone (what compactCpfOrCnpj returns and the gateway
 * receives): a CPF is 11 digits; a CNPJ is 12 digits or capital letters (the alphanumeric CNPJ issued since
 * July 2026) followed by 2 numeric check digits. The check-digit rules below and the payment body schema
 * both use them, so a document the form accepts is never turned away by the schema.
 */
const CPF_SHAPE = String.raw`\d{11}`;
const CNPJ_SHAPE = String.raw`[0-9A-Z]{12}\d{2}`;
export const CPF_PATTERN = new RegExp(`^${CPF_SHAPE}$`);
export const CNPJ_PATTERN = new RegExp(`^${CNPJ_SHAPE}$`);
/** A compact CPF or CNPJ. Example: CPF_OR_CNPJ_PATTERN.test('12ABC34501DE35') === true. */
export const CPF_OR_CNPJ_PATTERN = new RegExp(`^(?:${CPF_SHAPE}|${CNPJ_SHAPE})$`);

/**
 * A CPF or CNPJ as the gateway receives it: punctuation and spaces removed, letters in capitals.
 * Example: compactCpfOrCnpj('12.abc.345/01de-35') === '12ABC34501DE35'; compactCpfOrCnpj('529.982.247-25') === '52998224725'.
 */
export function compactCpfOrCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/**
 * True for a CPF with correct check digits; punctuation is ignored and all-same-digit sequences are rejected.
 * Example: isValidCpf('529.982.247-25') === true; isValidCpf('111.111.111-11') === false.
 */
export function isValidCpf(value: string): boolean {
  if (/[^\d.\-\s]/.test(value)) return false;
  const digits = onlyDigits(value);
  if (!CPF_PATTERN.test(digits) || allSame(digits)) return false;
  const values = [...digits].map(Number);
  const first = mod11Digit(values.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11Digit(values.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return values[9] === first && values[10] === second;
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/**
 * True for a CNPJ with correct check digits; punctuation is ignored and all-same sequences are rejected.
 * Accepts the alphanumeric CNPJ issued since July 2026 (letters in the first 12 characters, each counted as
 * its character code minus 48, the check digits still numeric), so new companies are not turned away.
 * Example: isValidCnpj('11.222.333/0001-81') === true; isValidCnpj('12.ABC.345/01DE-35') === true.
 */
export function isValidCnpj(value: string): boolean {
  if (/[^\dA-Za-z./\-\s]/.test(value)) return false;
  const compact = compactCpfOrCnpj(value);
  if (!CNPJ_PATTERN.test(compact) || allSame(compact)) return false;
  const values = [...compact].map((char) => char.charCodeAt(0) - 48);
  const first = mod11Digit(values.slice(0, 12), CNPJ_WEIGHTS.slice(1));
  const second = mod11Digit(values.slice(0, 13), CNPJ_WEIGHTS);
  return values[12] === first && values[13] === second;
}

/** True for a valid CPF or CNPJ (either kind of CNPJ). Example: isValidCpfOrCnpj('12.ABC.345/01DE-35') === true. */
export function isValidCpfOrCnpj(value: string): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

/**
 * True for an IBAN of a registered country whose BBAN has that country's structure from the SWIFT registry
 * (length, and which positions are digits, letters or either; iban-formats.ts) and a valid ISO 13616 mod-97 check.
 * The structure is checked first, so a letter where the registry wants a digit is refused even when the check
 * digits happen to match. Spaces and dashes are ignored, letters may be lower case.
 * Example: isValidIban('DE89 3704 0044 0532 0130 00') === true; isValidIban('DE89 3704 0044 0532 0130 01') === false.
 */
export function isValidIban(value: string): boolean {
  const iban = value.toUpperCase().replace(/[\s-]/g, '');
  if (!matchesIbanStructure(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/**
 * True for a card number of 12 to 19 digits passing the Luhn check; spaces and dashes are ignored.
 * Example: isValidCardNumber('4111 1111 1111 1111') === true; isValidCardNumber('4111 1111 1111 1112') === false.
 */
export function isValidCardNumber(value: string): boolean {
  if (/[^\d\s-]/.test(value)) return false;
  const digits = onlyDigits(value);
  return /^\d{12,19}$/.test(digits) && !/^0+$/.test(digits) && luhnValid(digits);
}

export type CardBrand = 'amex' | 'diners' | 'discover' | 'jcb' | 'mastercard' | 'visa' | 'unknown';

/**
 * The brand told by the card number's leading digits (public IIN ranges), enough to know the CVC length.
 * Example: cardBrand('3782 822463 10005') === 'amex'; cardBrand('3056 930902 5904') === 'diners'.
 */
export function cardBrand(value: string): CardBrand {
  const digits = onlyDigits(value);
  const prefix = (length: number): number => Number(digits.slice(0, length));
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(?:0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^(?:6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (/^5[1-5]/.test(digits) || (prefix(4) >= 2221 && prefix(4) <= 2720)) return 'mastercard';
  if (/^4/.test(digits)) return 'visa';
  return 'unknown';
}
