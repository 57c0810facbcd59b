/**
 * Provider U's local-method forms as data (part 2 §3 "Bank transfer (COP)", §5, §7): which inputs each method shows,
 * every required-field rule with its message (the domain's validation-methods.ts and validation-contact.ts), and the
 * payment-body fields the typed values become. No component state here, so each rule is tested on its own.
 */
import type { CurrencyCode } from '~/domain/currencies';
import { onlyDigits } from '~/domain/digits';
import { stateError } from '~/domain/validation-contact';
import { collectErrors, type FieldError } from '~/domain/validation-form';
import { bankTransferErrors, payerContactErrors, yapeErrors, type IdentificationType, type PersonType } from '~/domain/validation-latam';
import type { CollectedPayment } from '../provider';

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
const isPse = (currency: CurrencyCode) => currency === 'COP';

const PSE_INPUTS: LatamInput[] = ['email', 'bankCode', 'personType', 'identificationCode', 'identificationValue', 'dni', 'phone', 'state'];

/** The payer's document and phone, as the body takes them. */
type Contact = { dni: string; phone: { area_code: string; number: string } };

/** One local method's form at provider U (part 2 §3, §5, §7). */
interface LatamForm {
  /** Its introduction's text key. */
  intro: (currency: CurrencyCode) => string;
  /** Its inputs, in the panel's order; every form ends with the payer's state (2 letters). */
  inputs: (currency: CurrencyCode) => LatamInput[];
  /** The domain's required-field rules of its inputs (validation-latam.ts); none when absent. */
  rules?: (values: LatamValues, currency: CurrencyCode) => FieldError<LatamInput>[];
  /** The country whose phone numbers it takes, when it asks for one. */
  phoneCountry?: 'CO' | 'PE';
  /** The state is required, not only checked when typed (cash: the slip is issued for it). */
  stateRequired?: true;
  /** The body's fields of its valid values, the state aside. */
  body: (values: LatamValues, currency: CurrencyCode, contact: () => Contact) => CollectedPayment;
}

/**
 * Provider U's local forms by method: the COP transfer's PSE block with dni and phone (MXN's SPEI asks nothing);
 * Nequi e-mail, dni and phone; Yape the same and its code; cash the state alone. A method at provider U adds its line.
 */
export const LATAM_FORMS = {
  cash: { intro: () => 'latam:cash_intro', inputs: () => ['state'], stateRequired: true, body: () => ({}) },
  bankTransfer: {
    intro: (currency) => (isPse(currency) ? 'latam:pse_intro' : 'latam:spei_intro'),
    inputs: (currency) => (isPse(currency) ? PSE_INPUTS : ['state']),
    rules: (values, currency) => (isPse(currency) ? bankTransferErrors(values) : []),
    phoneCountry: 'CO',
    body: (values, currency, contact) =>
      isPse(currency)
        ? {
            bankTransfer: {
              email: values.email.trim(),
              bankCode: values.bankCode,
              // Checked by latamErrors before: one of the domain's lists.
              personType: values.personType as PersonType,
              identificationCode: values.identificationCode as IdentificationType,
              identificationValue: values.identificationValue.trim(),
            },
            ...contact(),
          }
        : {},
  },
  nequi: {
    intro: () => 'latam:nequi_intro',
    inputs: () => ['email', 'dni', 'phone', 'state'],
    rules: (values) => payerContactErrors(values, 'CO'),
    phoneCountry: 'CO',
    body: (values, _currency, contact) => ({ email: values.email.trim(), ...contact() }),
  },
  yape: {
    intro: () => 'latam:yape_intro',
    inputs: () => ['email', 'dni', 'phone', 'yapeCode', 'state'],
    rules: (values) => yapeErrors(values),
    phoneCountry: 'PE',
    body: (values, _currency, contact) => ({ email: values.email.trim(), ...contact(), yape_code: values.yapeCode.trim() }),
  },
} as const satisfies Record<string, LatamForm>;

export type LatamMethod = keyof typeof LATAM_FORMS;

const formOf = (method: LatamMethod): LatamForm => LATAM_FORMS[method];

/** The introduction of a method's panel. Example: latamIntro('bankTransfer', 'MXN') === 'latam:spei_intro'. */
export function latamIntro(method: LatamMethod, currency: CurrencyCode): string {
  return formOf(method).intro(currency);
}

/**
 * The inputs of a method's panel, in order (part 2 §3, §5).
 * Example: latamInputs('nequi', 'COP') -> ['email', 'dni', 'phone', 'state'].
 */
export function latamInputs(method: LatamMethod, currency: CurrencyCode): LatamInput[] {
  return formOf(method).inputs(currency);
}

/** Whether the method's state is required rather than checked when typed. */
export function latamStateRequired(method: LatamMethod): boolean {
  return 'stateRequired' in formOf(method);
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
  const form = formOf(method);
  const found: FieldError<LatamInput>[] = [...(form.rules?.(values, currency) ?? [])];
  const order = form.inputs(currency);
  if (form.phoneCountry && order.includes('phone') && !found.some((error) => error.field === 'phone') && latamPhoneParts(values.phone, form.phoneCountry).number.length > 12) {
    found.push({ field: 'phone', key: 'errors:validation.phone' });
  }
  if (latamStateRequired(method) || values.state.trim() !== '') found.push(...collectErrors<LatamInput>([['state', stateError(values.state, method)]]));
  return found.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/**
 * The payment-body fields of a method's valid values (part 2 §7): the PSE block as `bankTransfer` with dni and phone;
 * Nequi and Yape the payer's e-mail, dni and phone (Yape also `yape_code`); the state upper-cased when given.
 * The payer's e-mail replaces the account's as `email`: the wallet or bank writes to the person paying.
 * Example: latamPayment('cash', 'MXN', { ...EMPTY_LATAM_VALUES, state: 'cx' }) -> { state: 'CX' }.
 */
export function latamPayment(method: LatamMethod, currency: CurrencyCode, values: LatamValues): CollectedPayment {
  const form = formOf(method);
  const state = values.state.trim() === '' ? {} : { state: values.state.trim().toUpperCase() };
  const contact = (): Contact => ({ dni: values.dni.trim(), phone: latamPhoneParts(values.phone, form.phoneCountry ?? 'CO') });
  return { ...form.body(values, currency, contact), ...state };
}
