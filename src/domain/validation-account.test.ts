import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import {
  businessVatError, emailConfirmationError, emailError, fullNameError, loginError, passwordConfirmationError, passwordError,
  registrationErrors, termsError, type AccountKind, type RegistrationForm,
} from '~/domain/validation-account';
import { firstErrorField } from '~/domain/validation-form';
import { compactVatNumber, vatNumberError } from '~/domain/vat-formats';

const FORMATS = { vatNumberError, compactVatNumber };

describe('fullNameError', () => {
  it.each<[string, string, ReturnType<typeof fullNameError>]>([
    ['part 1 §5: two words pass', 'Ana Souza', null],
    ['part 1 §5: accented names pass', 'João Conceição', null],
    ['part 1 §5: extra spaces are ignored', '  Maria   da Silva ', null],
    ['part 1 §5: one word is not a full name', 'Ana', 'errors:validation.full_name'],
    ['part 1 §5: empty', '', 'errors:validation.full_name'],
    ['part 1 §5: a word without letters does not count', 'Ana 123', 'errors:validation.full_name'],
  ])('%s', (_section, name, expected) => {
    expect(fullNameError(name)).toBe(expected);
  });
});

describe('emailError and emailConfirmationError', () => {
  it.each<[string, string, ReturnType<typeof emailError>]>([
    ['part 1 §5: a plain address', 'ana@example.com', null],
    ['part 1 §5: plus tag and subdomain', 'ana.souza+shop@mail.example.com.br', null],
    ['part 1 §5: surrounding spaces are trimmed', ' ana@example.com ', null],
    ['part 1 §5: required', '', 'errors:validation.email'],
    ['part 1 §5: no @', 'ana.example.com', 'errors:validation.email'],
    ['part 1 §5: no domain', 'ana@', 'errors:validation.email'],
    ['part 1 §5: no dot in the domain', 'ana@example', 'errors:validation.email'],
    ['part 1 §5: an empty domain label', 'ana@example..com', 'errors:validation.email'],
    ['part 1 §5: a space inside', 'ana souza@example.com', 'errors:validation.email'],
    ['part 1 §5: two @', 'ana@@example.com', 'errors:validation.email'],
  ])('%s', (_section, email, expected) => {
    expect(emailError(email)).toBe(expected);
  });

  it.each<[string, string, string, ReturnType<typeof emailConfirmationError>]>([
    ['part 1 §5: the same address', 'ana@example.com', 'ana@example.com', null],
    ['part 1 §5: case and spaces do not matter', 'Ana@Example.com', ' ana@example.com', null],
    ['part 1 §5: a different address', 'ana@example.com', 'ana@example.org', 'errors:validation.email_confirmation'],
    ['part 1 §5: an empty confirmation', 'ana@example.com', '', 'errors:validation.email_confirmation'],
  ])('%s', (_section, email, confirmation, expected) => {
    expect(emailConfirmationError(email, confirmation)).toBe(expected);
  });
});

describe('passwordError and passwordConfirmationError', () => {
  it.each<[string, string, ReturnType<typeof passwordError>]>([
    ['part 1 §5: 8 characters with upper case, digit and symbol', 'Secret#1', null],
    ['part 1 §5: an accented capital counts as upper case', 'Ésenha#12', null],
    ['part 1 §9: 7 characters are too short', 'Secr#1A', 'errors:validation.password_hint'],
    ['part 1 §5: no upper case', 'secret#12', 'errors:validation.password_hint'],
    ['part 1 §5: no digit', 'Secret#ab', 'errors:validation.password_hint'],
    ['part 1 §5: no symbol', 'Secret123', 'errors:validation.password_hint'],
    ['part 1 §5: a space is not a symbol', 'Secret 12', 'errors:validation.password_hint'],
    ['part 1 §5: empty', '', 'errors:validation.password_hint'],
  ])('%s', (_section, password, expected) => {
    expect(passwordError(password)).toBe(expected);
  });

  it.each<[string, string, string, ReturnType<typeof passwordConfirmationError>]>([
    ['part 1 §5: equal', 'Secret#1', 'Secret#1', null],
    ['part 1 §5: case matters', 'Secret#1', 'secret#1', 'errors:validation.password_confirmation'],
    ['part 1 §5: empty confirmation', 'Secret#1', '', 'errors:validation.password_confirmation'],
  ])('%s', (_section, password, confirmation, expected) => {
    expect(passwordConfirmationError(password, confirmation)).toBe(expected);
  });
});

describe('termsError, businessVatError, loginError', () => {
  it.each<[string, boolean, boolean, ReturnType<typeof termsError>]>([
    ['part 1 §5: both ticked', true, true, null],
    ['part 1 §5: privacy missing', true, false, 'errors:validation.terms_required'],
    ['part 1 §5: terms missing', false, true, 'errors:validation.terms_required'],
    ['part 1 §5: none ticked', false, false, 'errors:validation.terms_required'],
  ])('%s', (_section, terms, privacy, expected) => {
    expect(termsError(terms, privacy)).toBe(expected);
  });

  it.each<[string, CurrencyCode, AccountKind, string, ReturnType<typeof businessVatError>]>([
    ['part 1 §5: EUR business without a VAT number', 'EUR', 'business', ' ', 'errors:validation.business_vat_required'],
    ['part 1 §5: EUR business with a VAT number', 'EUR', 'business', 'DE143454214', null],
    ['part 1 §6: EUR personal needs none', 'EUR', 'personal', '', null],
    ['part 1 §5: outside EUR it does not apply', 'USD', 'business', '', null],
  ])('%s', (_section, currency, kind, vat, expected) => {
    expect(businessVatError(currency, kind, vat)).toBe(expected);
  });

  it.each<[string, string, string, ReturnType<typeof loginError>]>([
    ['part 1 §5: both filled', 'ana@example.com', 'x', null],
    ['part 1 §5: no password', 'ana@example.com', '', 'errors:validation.login_required'],
    ['part 1 §5: no e-mail', ' ', 'Secret#1', 'errors:validation.login_required'],
  ])('%s', (_section, email, password, expected) => {
    expect(loginError(email, password)).toBe(expected);
  });
});

describe('registrationErrors', () => {
  const valid: RegistrationForm = {
    name: 'Ana Souza', email: 'ana@example.com', emailConfirmation: 'ana@example.com', password: 'Secret#1',
    passwordConfirmation: 'Secret#1', termsAccepted: true, privacyAccepted: true, accountKind: 'personal', vatNumber: '', vatCountry: null,
  };
  const empty: RegistrationForm = {
    ...valid, name: '', email: '', emailConfirmation: 'x', password: '', passwordConfirmation: 'y', termsAccepted: false,
    accountKind: 'business',
  };

  it.each<[string, RegistrationForm, CurrencyCode, string[]]>([
    ['part 1 §5: a valid form has no errors', valid, 'BRL', []],
    ['part 1 §5: every error at once, in field order', empty, 'EUR', [
      'name:errors:validation.full_name', 'email:errors:validation.email', 'emailConfirmation:errors:validation.email_confirmation',
      'password:errors:validation.password_hint', 'passwordConfirmation:errors:validation.password_confirmation',
      'vatNumber:errors:validation.business_vat_required', 'terms:errors:validation.terms_required',
    ]],
    ['part 1 §5: a business VAT number must fit its country', { ...valid, accountKind: 'business', vatCountry: 'DE', vatNumber: 'DE12' }, 'EUR',
      ['vatNumber:errors:validation.vat_format']],
    ['part 1 §5: a well-formed business VAT number passes', { ...valid, accountKind: 'business', vatCountry: 'DE', vatNumber: 'DE143454214' }, 'EUR', []],
  ])('%s', (_section, form, currency, expected) => {
    expect(registrationErrors(form, currency, FORMATS).map((e) => `${e.field}:${e.key}`)).toEqual(expected);
  });

  it('without the format check (not loaded yet) a typed business number is only required, not format-checked', () => {
    const form: RegistrationForm = { ...valid, accountKind: 'business', vatCountry: 'DE', vatNumber: 'DE12' };
    expect(registrationErrors(form, 'EUR', null)).toEqual([]);
    expect(registrationErrors({ ...form, vatNumber: '' }, 'EUR', null).map((e) => e.key)).toEqual(['errors:validation.business_vat_required']);
  });

  it('part 1 §5: the VAT format error carries the number for its placeholder, and the first field gets focus', () => {
    const errors = registrationErrors({ ...valid, name: 'Ana', accountKind: 'business', vatCountry: 'DE', vatNumber: 'DE12' }, 'EUR', FORMATS);
    expect(errors[1]).toEqual({ field: 'vatNumber', key: 'errors:validation.vat_format', params: { vatNumber: 'DE12' } });
    expect(firstErrorField(errors)).toBe('name');
  });
});
