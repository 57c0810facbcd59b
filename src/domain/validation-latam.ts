/**
 * Provider U's form rules of part 2 §5: the COP bank transfer (PSE), the local wallets (Nequi) and Yape. Apart from
 * validation-methods.ts so that only provider U's chunk carries them (decision 036).
 * Each form function returns every error at once, in field order.
 */
import { emailError } from '~/domain/validation-account';
import { dniError, phoneError } from '~/domain/validation-contact';
import { collectErrors, type FieldError, type RuleError } from '~/domain/validation-form';

/** Person types of the COP bank transfer: N natural, J legal (part 2 §5). */
export const PERSON_TYPES = ['N', 'J'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** Identification types of the COP bank transfer (part 2 §5). */
export const IDENTIFICATION_TYPES = ['CC', 'CE', 'NIT', 'TI', 'PP', 'RC', 'DE'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Fields the COP bank-transfer form shares with the local wallets' forms. */
interface PayerContact {
  email: string;
  dni: string;
  phone: string;
}

export interface BankTransferForm extends PayerContact {
  bankCode: string;
  personType: string;
  identificationCode: string;
  identificationValue: string;
}
export type BankTransferField = keyof BankTransferForm;

/**
 * COP bank transfer (part 2 §5): email, bank, person type N/J, identification type, identification number,
 * dni and phone. Example: bankTransferErrors(filledForm) -> [].
 */
export function bankTransferErrors(form: BankTransferForm): FieldError<BankTransferField>[] {
  return collectErrors<BankTransferField>([
    ['email', emailError(form.email)],
    ['bankCode', form.bankCode.trim() === '' ? 'errors:validation.bank_required' : null],
    ['personType', isOneOf(PERSON_TYPES, form.personType) ? null : 'errors:validation.person_type_required'],
    ['identificationCode', isOneOf(IDENTIFICATION_TYPES, form.identificationCode) ? null : 'errors:validation.identification_type_required'],
    ['identificationValue', form.identificationValue.trim() === '' ? 'errors:validation.required' : null],
    ['dni', dniError(form.dni)],
    ['phone', phoneError(form.phone, 'CO')],
  ]);
}

export type PayerContactForm = PayerContact;
export type PayerContactField = keyof PayerContact;

/**
 * The payer's e-mail, dni and phone (part 2 §5), the phone by its country's rule: all a local wallet's form asks at
 * provider U (Nequi in Colombia). Example: payerContactErrors({ email: '', dni: '', phone: '' }, 'CO').length === 3.
 */
export function payerContactErrors(form: PayerContactForm, phoneCountry: string): FieldError<PayerContactField>[] {
  return collectErrors<PayerContactField>([
    ['email', emailError(form.email)],
    ['dni', dniError(form.dni)],
    ['phone', phoneError(form.phone, phoneCountry)],
  ]);
}

export interface YapeForm extends PayerContact {
  yapeCode: string;
}
export type YapeField = keyof YapeForm;

/**
 * The message of a Yape approval code that is not 6 digits (our rule: the code Yape's app shows has 6). A payment-step
 * text, not a start text: only provider U's panel shows it (decision 036).
 */
export const YAPE_CODE_MESSAGE = 'payment:errors.yape_code' as const;

function yapeCodeError(code: string): RuleError | null {
  const value = code.trim();
  if (value === '') return 'errors:validation.yape_code_required';
  return /^\d{6}$/.test(value) ? null : YAPE_CODE_MESSAGE;
}

/** Yape needs email, dni, phone and the 6-digit Yape code (part 2 §5). Example: yapeErrors(filledForm) -> []. */
export function yapeErrors(form: YapeForm): FieldError<YapeField>[] {
  return collectErrors<YapeField>([
    ['email', emailError(form.email)],
    ['dni', dniError(form.dni)],
    ['phone', phoneError(form.phone, 'PE')],
    ['yapeCode', yapeCodeError(form.yapeCode)],
  ]);
}
