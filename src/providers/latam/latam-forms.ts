/**
 * Provider U's local-method forms as data (part 2 §3 "Bank transfer (COP)", §5, §7): which inputs each method shows,
 * every required-field rule with its message (the domain's validation-methods.ts and validation-contact.ts), and the
 * payment-body fields the typed values become. No component state here, so each rule is tested on its own.
 */
import type { CurrencyCode } from '~/domain/currencies';
import { onlyDigits } from '~/domain/digits';
import { stateError } from '~/domain/validation-contact';
import { collectErrors, type FieldError } from '~/domain/validation-form';
import { bankTransferErrors, nequiErrors, yapeErrors, type IdentificationType, type PersonType } from '~/domain/validation-latam';
import type { CollectedPayment } from '../provider';

export type LatamMethod = 'cash' | 'bankTransfer' | 'nequi' | 'yape';

export interface LatamValues {
  email: string;
  bankCode: string;
  personType: string;
  identificationCode: string;
  identificationValue: string;
  dni: string;
  phone: string;
  yapeCode: string;
  state: string;
}
export type LatamInput = keyof LatamValues;

export const EMPTY_LATAM_VALUES: Readonly<LatamValues> = Object.freeze({
  email: '',
  bankCode: '',
  personType: '',
  identificationCode: '',
  identificationValue: '',
  dni: '',
  phone: '',
  yapeCode: '',
  state: '',
});

/** The PSE bank transfer is the COP one; MXN pays by SPEI, with nothing to choose (part 2 §9). */
const isPse = (method: LatamMethod, currency: CurrencyCode) => method === 'bankTransfer' && currency === 'COP';

/**
 * The inputs of a method's panel, in order (part 2 §3, §5): the COP transfer's PSE block with dni and phone; Nequi
 * e-mail, dni and phone; Yape the same and its code; every method the payer's state (2 letters).
 * Example: latamInputs('nequi', 'COP') -> ['email', 'dni', 'phone', 'state'].
 */
export function latamInputs(method: LatamMethod, currency: CurrencyCode): LatamInput[] {
  if (isPse(method, currency)) return ['email', 'bankCode', 'personType', 'identificationCode', 'identificationValue', 'dni', 'phone', 'state'];
  if (method === 'nequi') return ['email', 'dni', 'phone', 'state'];
  if (method === 'yape') return ['email', 'dni', 'phone', 'yapeCode', 'state'];
  return ['state'];
}

/** The country whose phone numbers a method takes: Nequi and PSE are Colombian, Yape Peruvian. */
function phoneCountry(method: LatamMethod): 'CO' | 'PE' {
  return method === 'yape' ? 'PE' : 'CO';
}

/** Country calling codes and national lengths, to drop a typed +57 or +51 (the body takes area code and number). */
const CALLING = { CO: { code: '57', length: 10 }, PE: { code: '51', length: 9 } } as const;

/**
 * The phone as the payment body takes it (part 2 §3 "phone (area code and number)"): Colombian and Peruvian
 * mobiles have no area code, so it is empty and the national number follows; a leading country code is dropped.
 * Example: latamPhoneParts('+57 300 123 4567', 'CO') -> { area_code: '', number: '3001234567' }.
 */
export function latamPhoneParts(phone: string, country: 'CO' | 'PE'): { area_code: string; number: string } {
  const digits = onlyDigits(phone);
  const { code, length } = CALLING[country];
  return { area_code: '', number: digits.length > length && digits.startsWith(code) ? digits.slice(code.length) : digits };
}

/**
 * Every refused input of a method, in the panel's order, with its message key (part 2 §5): the domain's rules for the
 * COP transfer, Nequi and Yape; the Yape approval code is 6 digits; the state is 2 letters, required for cash (the
 * slip is issued for it) and checked elsewhere when typed. A phone too long for the body counts as a wrong phone.
 * Example: latamErrors('cash', 'MXN', EMPTY_LATAM_VALUES) -> [{ field: 'state', key: 'errors:validation.state' }].
 */
export function latamErrors(method: LatamMethod, currency: CurrencyCode, values: LatamValues): FieldError<LatamInput>[] {
  const found: FieldError<LatamInput>[] = [];
  if (isPse(method, currency)) found.push(...bankTransferErrors(values));
  else if (method === 'nequi') found.push(...nequiErrors(values));
  else if (method === 'yape') found.push(...yapeErrors(values));
  const phoneShown = latamInputs(method, currency).includes('phone');
  if (phoneShown && !found.some((error) => error.field === 'phone') && latamPhoneParts(values.phone, phoneCountry(method)).number.length > 12) {
    found.push({ field: 'phone', key: 'errors:validation.phone' });
  }
  const stateRequired = method === 'cash';
  if (stateRequired || values.state.trim() !== '') found.push(...collectErrors<LatamInput>([['state', stateError(values.state, method)]]));
  const order = latamInputs(method, currency);
  return found.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * The payment-body fields of a method's valid values (part 2 §7): the PSE block as `bankTransfer` with dni and phone;
 * Nequi and Yape the payer's e-mail, dni and phone (Yape also `yape_code`); the state upper-cased when given.
 * The payer's e-mail replaces the account's as `email`: the wallet or bank writes to the person paying.
 * Example: latamPayment('cash', 'MXN', { ...EMPTY_LATAM_VALUES, state: 'cx' }) -> { state: 'CX' }.
 */
export function latamPayment(method: LatamMethod, currency: CurrencyCode, values: LatamValues): CollectedPayment {
  const state = values.state.trim() === '' ? {} : { state: values.state.trim().toUpperCase() };
  const email = values.email.trim();
  const contact = () => ({ dni: values.dni.trim(), phone: latamPhoneParts(values.phone, phoneCountry(method)) });
  if (isPse(method, currency)) {
    return {
      bankTransfer: {
        email,
        bankCode: values.bankCode,
        // Checked by latamErrors before: one of the domain's lists.
        personType: values.personType as PersonType,
        identificationCode: values.identificationCode as IdentificationType,
        identificationValue: values.identificationValue.trim(),
      },
      ...contact(),
      ...state,
    };
  }
  if (method === 'nequi') return { email, ...contact(), ...state };
  if (method === 'yape') return { email, ...contact(), yape_code: values.yapeCode.trim(), ...state };
  return state;
}
