/**
 * Contact and location fields of part 2 §5: phone, Brazilian zip, state, identity document (dni).
 */
import { METHODS } from '~/domain/methods';
import type { PaymentMethod } from '~/domain/payment-methods';
import { onlyDigits } from '~/domain/validation';

/** Brazilian area code (DDD): two digits, neither 0 (11-99). */
const BR_DDD = /^[1-9][1-9]/;

/**
 * Phone rule (part 2 §5). Brazil ('BR'): (##) ####-#### or (##) #####-####, i.e. a DDD plus 8 digits, or plus
 * 9 digits starting with 9 (mobiles); a leading +55 is tolerated. Elsewhere: 7 to 15 digits (E.164 maximum),
 * with spaces, dots, dashes, parentheses and a leading + allowed.
 * Example: phoneError('(11) 91234-5678', 'BR') === null; phoneError('(11) 1234-567', 'BR') === 'errors:validation.phone'.
 */
export function phoneError(phone: string, country: string): 'errors:validation.phone' | null {
  const text = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return 'errors:validation.phone';
  let digits = onlyDigits(text);
  if (country.toUpperCase() !== 'BR') return digits.length >= 7 && digits.length <= 15 ? null : 'errors:validation.phone';
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  const valid =
    BR_DDD.test(digits) && (digits.length === 10 || (digits.length === 11 && digits[2] === '9'));
  return valid ? null : 'errors:validation.phone';
}

/**
 * Brazilian zip (CEP): 8 digits, typed as 00000-000 (9 characters with the dash), part 2 §5.
 * Example: brazilianZipError('01310-100') === null; brazilianZipError('1310-100') === 'errors:validation.zip'.
 */
export function brazilianZipError(zip: string): 'errors:validation.zip' | null {
  return /^\d{5}-?\d{3}$/.test(zip.trim()) ? null : 'errors:validation.zip';
}

/** True for the methods whose state is 2 letters (part 2 §5; the descriptor's `twoLetterState`). Example: usesTwoLetterState('yape') === true. */
export function usesTwoLetterState(method: PaymentMethod): boolean {
  return 'twoLetterState' in METHODS[method];
}

/** Longest Brazilian state value the address form takes (part 2 §5). */
export const BR_STATE_MAX_LENGTH = 4;

/**
 * State rule (part 2 §5): exactly 2 letters for cash, bankTransfer, nequi and yape; otherwise (the Brazilian
 * address) required and at most BR_STATE_MAX_LENGTH characters.
 * Example: stateError('SP', 'boleto') === null; stateError('S1', 'cash') === 'errors:validation.state'.
 */
export function stateError(state: string, method: PaymentMethod): 'errors:validation.state' | null {
  const text = state.trim();
  if (usesTwoLetterState(method)) return /^[A-Za-z]{2}$/.test(text) ? null : 'errors:validation.state';
  return text !== '' && text.length <= BR_STATE_MAX_LENGTH ? null : 'errors:validation.state';
}

/**
 * Identity document (dni) of the Latin-American methods: required, letters and digits (3 to 20 once dots,
 * dashes, slashes and spaces are removed), so a Peruvian DNI, a Colombian CC or a Chilean RUT all pass.
 * Example: dniError('12.345.678-K') === null; dniError('') === 'errors:validation.dni'.
 */
export function dniError(dni: string): 'errors:validation.dni' | null {
  const text = dni.trim();
  if (!/^[A-Za-z0-9.\-/\s]+$/.test(text)) return 'errors:validation.dni';
  const compact = text.replace(/[.\-/\s]/g, '');
  return compact.length >= 3 && compact.length <= 20 ? null : 'errors:validation.dni';
}
