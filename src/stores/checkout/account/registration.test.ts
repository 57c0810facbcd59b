import { beforeEach, describe, expect, it } from 'vitest';
import { loadRegistrationCountries, subsidiaryIdOf } from './countries';
import {
  $canRegister, $offersAccountKind, $registrationCountry, $registrationErrors, setRegistrationField, validateRegistration, type RegistrationDraft,
} from './registration';
import { seedAccountStep, testProduct } from '../../../../tests/setup/account-stores';
import { $ipLocale, $product } from '../session';
import { loadVatFormats } from '../vat/formats-loader';

const COMPLETE: Partial<RegistrationDraft> = {
  name: 'Ana Souza', email: 'ana.nova@sandbox.test', emailConfirmation: 'ana.nova@sandbox.test', password: 'Secret#2026',
  passwordConfirmation: 'Secret#2026', country: 'DE', termsAccepted: true, privacyAccepted: true,
};

function fill(draft: Partial<RegistrationDraft>) {
  for (const [field, value] of Object.entries(draft)) setRegistrationField(field as keyof RegistrationDraft, value as never);
}

describe('registration form (part 1 §5)', () => {
  beforeEach(async () => {
    seedAccountStep();
    $product.set(testProduct({ currency: 'EUR' }));
    await loadRegistrationCountries();
    // As after the business choice, which starts loading the VAT format tables (the sign-up test covers the wait).
    await loadVatFormats();
  });

  it.each([
    ['part 1 §5: one word is not a full name', { name: 'Ana' }, 'name', 'errors:validation.full_name'],
    ['part 1 §5: the e-mail must be well formed', { email: 'ana@', emailConfirmation: 'ana@' }, 'email', 'errors:validation.email'],
    ['part 1 §5: the e-mail confirmation must match', { emailConfirmation: 'outra@sandbox.test' }, 'emailConfirmation', 'errors:validation.email_confirmation'],
    ['part 1 §5: the password needs 8 characters, an upper-case letter, a digit and a symbol', { password: 'secret2026', passwordConfirmation: 'secret2026' }, 'password', 'errors:validation.password_hint'],
    ['part 1 §5: the password confirmation must match', { passwordConfirmation: 'Secret#2025' }, 'passwordConfirmation', 'errors:validation.password_confirmation'],
    ['part 1 §3: a country (subsidiary) is required', { country: null }, 'country', 'errors:validation.required'],
    ['part 1 §5: a business account on EUR needs a VAT number', { accountKind: 'business' }, 'vatNumber', 'errors:validation.business_vat_required'],
    ['part 1 §5: the business VAT number fits its country', { accountKind: 'business', vatNumber: '12345678' }, 'vatNumber', 'errors:validation.vat_format'],
    ['part 1 §5: terms are re-checked on submit', { termsAccepted: false }, 'terms', 'errors:validation.terms_required'],
    ['part 1 §5: privacy is re-checked on submit', { privacyAccepted: false }, 'terms', 'errors:validation.terms_required'],
  ] as const)('%s', (_row, patch, field, key) => {
    fill({ ...COMPLETE, ...patch });
    expect(validateRegistration()).toBe(field);
    expect($registrationErrors.get().map((error) => [error.field, error.key])).toEqual([[field, key]]);
  });

  it('part 1 §5: every error shows at once, in screen order, the first to focus', () => {
    expect(validateRegistration()).toBe('name');
    expect($registrationErrors.get().map((error) => error.field)).toEqual(['name', 'email', 'password', 'country', 'terms']);
  });

  it('part 1 §5: a fixed field loses its error, no new error appears before the next submit', () => {
    fill({ ...COMPLETE, name: 'Ana', termsAccepted: false });
    validateRegistration();
    setRegistrationField('name', 'Ana Souza');
    setRegistrationField('email', 'broken');
    expect($registrationErrors.get().map((error) => error.field)).toEqual(['terms']);
  });

  it.each([
    ['part 1 §5: register is disabled with neither box', false, false, false],
    ['part 1 §5: register is disabled with terms only', true, false, false],
    ['part 1 §5: register is disabled with privacy only', false, true, false],
    ['part 1 §5: register is enabled with terms and privacy', true, true, true],
  ])('%s', (_row, terms, privacy, enabled) => {
    fill({ termsAccepted: terms, privacyAccepted: privacy });
    expect($canRegister.get()).toBe(enabled);
  });

  it.each([
    ['part 1 §6: EUR buyers choose personal or business', 'EUR', true],
    ['part 1 §2: no toggle for BRL', 'BRL', false],
    ['part 1 §2: no toggle for USD', 'USD', false],
  ] as const)('%s', (_row, currency, offered) => {
    $product.set(testProduct({ currency }));
    expect($offersAccountKind.get()).toBe(offered);
  });

  it.each([
    ['part 1 §3: the country by IP is chosen while the visitor chose none', 'de', null, 'DE'],
    ['part 1 §3: the visitor\'s choice wins over the IP', 'de', 'BR', 'BR'],
    ['part 1 §3: an IP country missing from the list chooses nothing', 'ZZ', null, null],
  ])('%s', (_row, ipCountry, chosen, expected) => {
    $ipLocale.set({ ip: '203.0.113.10', country: ipCountry, region: null });
    setRegistrationField('country', chosen);
    expect($registrationCountry.get()).toBe(expected);
    expect(subsidiaryIdOf(expected) === null).toBe(expected === null);
  });
});
