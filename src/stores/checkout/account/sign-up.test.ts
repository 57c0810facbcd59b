import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { getSandboxVerificationCode } from '~/sandbox/verification';
import { setScenario } from '~/sandbox/scenario';
import { RELOAD_AFTER_SIGN_UP_MS } from '~/domain/constants';
import { $accountNotice, $accountScreen, setPageReload } from './account';
import { loadRegistrationCountries } from './countries';
import { $loginForm } from './login';
import { $registrationDraft, $registrationErrors, setRegistrationField, type RegistrationDraft } from './registration';
import { $registrationStatus, $verificationCode, $verificationStatus, submitRegistration } from './sign-up';
import { fastTimeouts, seedAccountStep, testProduct } from '../../../../tests/setup/account-stores';
import { setVerificationCode, submitVerificationCode } from './verification';
import { $product } from '../session';
import { loadedVatFormats } from '../vat/formats-loader';

const NEW_ACCOUNT: Partial<RegistrationDraft> = {
  name: 'Nova Pessoa', email: 'nova@sandbox.test', emailConfirmation: 'nova@sandbox.test', password: 'Secret#2026',
  passwordConfirmation: 'Secret#2026', country: 'BR', termsAccepted: true, privacyAccepted: true,
};

function fill(draft: Partial<RegistrationDraft>) {
  for (const [field, value] of Object.entries(draft)) setRegistrationField(field as keyof RegistrationDraft, value as never);
}

async function reachVerification(draft: Partial<RegistrationDraft> = NEW_ACCOUNT) {
  fill(draft);
  expect(await submitRegistration()).toBeNull();
  expect($accountScreen.get()).toBe('verification');
}

describe('sign-up (part 1 §4 "Registration")', () => {
  let reload: Mock<() => void>;
  let restore: () => void;
  beforeEach(async () => {
    seedAccountStep();
    $product.set(testProduct());
    await loadRegistrationCountries();
    reload = vi.fn<() => void>();
    restore = setPageReload(reload);
  });
  afterEach(() => {
    restore();
    vi.useRealTimers();
  });


  it('part 1 §5, §6: a business VAT number typed before its format tables arrived is still format-checked on submit', async () => {
    $product.set(testProduct({ currency: 'EUR' }));
    expect(loadedVatFormats()).toBeNull();
    fill({ ...NEW_ACCOUNT, accountKind: 'business', vatNumber: '12345678' });
    expect(await submitRegistration()).toBe('vatNumber');
    expect($registrationErrors.get().map((error) => error.key)).toEqual(['errors:validation.vat_format']);
    expect($accountScreen.get()).toBe('registration');
  });
  it('part 1 §5: an incomplete form sends nothing and names the first field to focus', async () => {
    fill({ ...NEW_ACCOUNT, name: 'Ana' });
    expect(await submitRegistration()).toBe('name');
    expect($accountScreen.get()).toBe('registration');
    expect($registrationErrors.get()).toEqual([{ field: 'name', key: 'errors:validation.full_name' }]);
  });

  it('part 1 §4: a correct code creates the account and reloads the page after 2 s', async () => {
    await reachVerification();
    $verificationCode.set(getSandboxVerificationCode() ?? '');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(await submitVerificationCode()).toBe(false);
    expect($verificationStatus.get()).toEqual({ state: 'done' });
    vi.advanceTimersByTime(RELOAD_AFTER_SIGN_UP_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it.each([
    ['spaced', (code: string) => ` ${code.slice(0, 3)} ${code.slice(3)} `],
    ['hyphenated', (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`],
  ])('part 1 §4: the code pasted %s from the e-mail is the same code (nothing cut, nothing refused)', async (_row, paste) => {
    await reachVerification();
    setVerificationCode(paste(getSandboxVerificationCode() ?? ''));
    expect(await submitVerificationCode()).toBe(false);
    expect($verificationStatus.get()).toEqual({ state: 'done' });
  });

  // The sent code plus one: always six digits and never the right one.
  const wrongCode = () => String((Number(getSandboxVerificationCode()) + 1) % 1_000_000).padStart(6, '0');

  it.each([
    ['part 1 §8: a wrong code shows Código inválido', wrongCode],
    ['part 1 §8: a code that is not 6 digits shows Código inválido without a call', () => '12a'],
  ])('%s', async (_row, code) => {
    await reachVerification();
    $verificationCode.set(code());
    expect(await submitVerificationCode()).toBe(true);
    expect($verificationStatus.get()).toEqual({ state: 'invalid', error: 'errors:account.invalid_code' });
    setVerificationCode('1');
    expect($verificationStatus.get()).toEqual({ state: 'invalid', error: 'errors:account.invalid_code' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('part 1 §4: an e-mail verified before ("already verified") goes on to create the account', async () => {
    await reachVerification();
    $verificationCode.set(getSandboxVerificationCode() ?? '');
    setScenario({ fault: 'http500', faultTimes: 1, faultPath: '/create' });
    await submitVerificationCode();
    expect($verificationStatus.get()).toEqual({ state: 'failed', messageKey: 'errors:account.registration_failed' });
    $verificationCode.set('999999');
    await submitVerificationCode();
    expect($verificationStatus.get()).toEqual({ state: 'done' });
  });

  it('part 1 §8: email_already_exists closes Verificação and opens the login with the e-mail filled', async () => {
    await reachVerification({ ...NEW_ACCOUNT, email: 'ana@sandbox.test', emailConfirmation: 'ana@sandbox.test' });
    $verificationCode.set(getSandboxVerificationCode() ?? '');
    await submitVerificationCode();
    expect($accountScreen.get()).toBe('login');
    expect($loginForm.get().email).toBe('ana@sandbox.test');
    expect($accountNotice.get()).toEqual({ tone: 'info', key: 'errors:account.email_already_exists' });
  });

  it.each([
    ['part 1 §8: HTTP 500 on send-code', 'http500', 'send-verification-code'],
    ['part 1 §8: offline on send-code', 'offline', 'send-verification-code'],
    ['part 1 §8: malformed answer on send-code', 'malformed', 'send-verification-code'],
    ['part 1 §8: timeout on send-code', 'timeout', 'send-verification-code'],
  ] as const)('%s shows the registration failure, keeps the form and the retry works', async (_row, fault, faultPath) => {
    fastTimeouts();
    fill(NEW_ACCOUNT);
    setScenario({ fault, faultTimes: 1, faultPath });
    expect(await submitRegistration()).toBeNull();
    expect($registrationStatus.get()).toEqual({ state: 'failed', messageKey: 'errors:account.registration_failed' });
    expect($registrationDraft.get()).toMatchObject(NEW_ACCOUNT);
    await submitRegistration();
    expect($accountScreen.get()).toBe('verification');
  });

  it.each([
    ['part 1 §8: HTTP 500 on verify-code', 'http500', 'verify-code'],
    ['part 1 §8: offline on create', 'offline', '/create'],
    ['part 1 §8: timeout on create', 'timeout', '/create'],
  ] as const)('%s shows the registration failure and the same code retries', async (_row, fault, faultPath) => {
    fastTimeouts();
    await reachVerification();
    const code = getSandboxVerificationCode() ?? '';
    $verificationCode.set(code);
    setScenario({ fault, faultTimes: 1, faultPath });
    await submitVerificationCode();
    expect($verificationStatus.get()).toEqual({ state: 'failed', messageKey: 'errors:account.registration_failed' });
    expect($verificationCode.get()).toBe(code);
    await submitVerificationCode();
    expect($verificationStatus.get()).toEqual({ state: 'done' });
  });
});
