/**
 * Account-step rules of part 1 §5: registration and login fields. Each rule returns null or an error key.
 */
import { PASSWORD_MIN_LENGTH } from '~/domain/constants';
import type { CurrencyCode } from '~/domain/currencies';
import { isEmailAddress } from '~/domain/email';
import type { VatFormatCheck, VatNumberError } from '~/domain/vat-formats';
import { collectErrors, type FieldError } from '~/domain/validation-form';

/**
 * At least two words, each with a letter (part 1 §5). Example: fullNameError('Ana') === 'errors:validation.full_name'.
 */
export function fullNameError(name: string): 'errors:validation.full_name' | null {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words.length >= 2 ? null : 'errors:validation.full_name';
}

/** Required and well formed (part 1 §5). Example: emailError('ana@example.com') === null; emailError('ana@') === 'errors:validation.email'. */
export function emailError(email: string): 'errors:validation.email' | null {
  return isEmailAddress(email) ? null : 'errors:validation.email';
}

/** The confirmation must equal the e-mail, ignoring surrounding spaces and case (part 1 §5). */
export function emailConfirmationError(email: string, confirmation: string): 'errors:validation.email_confirmation' | null {
  return email.trim().toLowerCase() === confirmation.trim().toLowerCase() ? null : 'errors:validation.email_confirmation';
}

/**
 * At least PASSWORD_MIN_LENGTH characters with one upper-case letter, one digit and one symbol (part 1 §5, §9).
 * Example: passwordError('Secret#1a') === null; passwordError('secret#1a') === 'errors:validation.password_hint'.
 */
export function passwordError(password: string): 'errors:validation.password_hint' | null {
  const strong =
    [...password].length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password);
  return strong ? null : 'errors:validation.password_hint';
}

/** The confirmation must equal the password exactly (part 1 §5); the hint key is errors:validation.password_confirmation_hint. */
export function passwordConfirmationError(password: string, confirmation: string): 'errors:validation.password_confirmation' | null {
  return password === confirmation ? null : 'errors:validation.password_confirmation';
}

/** Terms and privacy must both be ticked (part 1 §5). Example: termsError(true, false) === 'errors:validation.terms_required'. */
export function termsError(termsAccepted: boolean, privacyAccepted: boolean): 'errors:validation.terms_required' | null {
  return termsAccepted && privacyAccepted ? null : 'errors:validation.terms_required';
}

export type AccountKind = 'personal' | 'business';

/**
 * A business account on EUR needs a VAT number (part 1 §5, §6).
 * Example: businessVatError('EUR', 'business', '') === 'errors:validation.business_vat_required'.
 */
export function businessVatError(
  currency: CurrencyCode,
  accountKind: AccountKind,
  vatNumber: string,
): 'errors:validation.business_vat_required' | null {
  return currency === 'EUR' && accountKind === 'business' && vatNumber.trim() === ''
    ? 'errors:validation.business_vat_required'
    : null;
}

/** Login needs a non-empty e-mail and password (part 1 §5). Example: loginError('a@b.co', '') === 'errors:validation.login_required'. */
export function loginError(email: string, password: string): 'errors:validation.login_required' | null {
  return email.trim() !== '' && password !== '' ? null : 'errors:validation.login_required';
}

export interface RegistrationForm {
  name: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
  privacyAccepted: boolean;
  accountKind: AccountKind;
  vatNumber: string;
  /** ISO country of the business, for the VAT format check; null when not chosen. */
  vatCountry: string | null;
}

export const REGISTRATION_FIELDS = [
  'name', 'email', 'emailConfirmation', 'password', 'passwordConfirmation', 'vatNumber', 'terms',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * A business VAT number, once given, must fit its country's format (part 1 §5). Without the format check (not loaded
 * yet: it comes with the business choice) only the required check applies; the sign-up waits for it before sending.
 */
function businessVatFormatError(form: RegistrationForm, currency: CurrencyCode, formats: VatFormatCheck | null): VatNumberError | null {
  if (currency !== 'EUR' || form.accountKind !== 'business' || form.vatCountry === null || formats === null) return null;
  if (form.vatNumber.trim() === '') return null;
  return formats.vatNumberError(form.vatCountry, form.vatNumber);
}

/**
 * Every registration error at once, in field order, so the form can focus the first (part 1 §5). `formats`: the
 * VAT number format check (vat-formats.ts), null while it is not loaded.
 * Example: registrationErrors(emptyForm, 'BRL', null)[0] -> { field: 'name', key: 'errors:validation.full_name' }.
 */
export function registrationErrors(form: RegistrationForm, currency: CurrencyCode, formats: VatFormatCheck | null): FieldError<RegistrationField>[] {
  return collectErrors<RegistrationField>([
    ['name', fullNameError(form.name)],
    ['email', emailError(form.email)],
    ['emailConfirmation', emailConfirmationError(form.email, form.emailConfirmation)],
    ['password', passwordError(form.password)],
    ['passwordConfirmation', passwordConfirmationError(form.password, form.passwordConfirmation)],
    ['vatNumber', businessVatError(currency, form.accountKind, form.vatNumber) ?? businessVatFormatError(form, currency, formats)],
    ['terms', termsError(form.termsAccepted, form.privacyAccepted)],
  ]);
}
