// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxConsentProviderArrives } from '../../../../tests/setup/consent-provider';
import { sandboxConsents } from '~/sandbox/handlers/consent-store';
import { sandboxLogEntries } from '~/sandbox/handlers/misc-store';
import { getSandboxVerificationCode } from '~/sandbox/verification';
import { seedAccountStep, testProduct } from '../../../../tests/setup/account-stores';
import { $product } from '../session';
import { setPageReload } from './account';
import { consentSubmission } from './consent';
import { CONSENT_TIMEOUT_MS } from './consent-provider';
import { loadRegistrationCountries } from './countries';
import { setRegistrationField, type RegistrationDraft } from './registration';
import { submitRegistration } from './sign-up';
import { setVerificationCode, submitVerificationCode } from './verification';

const NEW_ACCOUNT: Partial<RegistrationDraft> = {
  name: 'Nova Pessoa', email: 'nova@sandbox.test', emailConfirmation: 'nova@sandbox.test', password: 'Secret#2026',
  passwordConfirmation: 'Secret#2026', country: 'BR', termsAccepted: true, privacyAccepted: true, newsletter: false,
};

const fill = () => {
  for (const [field, value] of Object.entries(NEW_ACCOUNT)) setRegistrationField(field as keyof RegistrationDraft, value as never);
};

async function register(): Promise<void> {
  fill();
  expect(await submitRegistration()).toBeNull();
  setVerificationCode(getSandboxVerificationCode() ?? '');
  expect(await submitVerificationCode()).toBe(false);
}

describe('consent at registration (part 1 §4 "record consent with the consent provider", §3 iubenda_consent)', () => {
  let restoreReload: () => void;
  beforeEach(async () => {
    seedAccountStep();
    $product.set(testProduct());
    await loadRegistrationCountries();
    restoreReload = setPageReload(() => undefined);
  });
  afterEach(() => {
    restoreReload();
    vi.useRealTimers();
  });

  it.each([
    ['part 1 §5: terms, privacy and a declined newsletter', false, { terms: true, privacy_policy: true, newsletter: false }],
    ['part 1 §5: the newsletter chosen', true, { terms: true, privacy_policy: true, newsletter: true }],
  ])('the consent records %s, the subject and the legal notices', (_row, newsletter, preferences) => {
    const draft = { name: ' Ana Souza ', email: ' ana@sandbox.test ', termsAccepted: true, privacyAccepted: true, newsletter };
    expect(consentSubmission(draft)).toEqual({
      subject: { email: 'ana@sandbox.test', full_name: 'Ana Souza' },
      preferences,
      legal_notices: [{ identifier: 'privacy_policy' }, { identifier: 'term' }],
    });
  });

  it('part 1 §4: the submit records one consent with the provider and the office receives its id as iubenda_consent', async () => {
    sandboxConsentProviderArrives();
    await register();
    const { records, registrations } = sandboxConsents();
    expect(records.map((r) => [r.id, r.subject.email])).toEqual([['consent-1001', 'nova@sandbox.test']]);
    expect(registrations).toEqual([{ email: 'nova@sandbox.test', iubenda_consent: 'consent-1001' }]);
  });

  it('decision 027: without an answer from the provider the sign-up goes on after the time limit, without an id, and logs it', async () => {
    fill();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const submitted = submitRegistration();
    await vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS);
    expect(await submitted).toBeNull();
    vi.useRealTimers();
    setVerificationCode(getSandboxVerificationCode() ?? '');
    expect(await submitVerificationCode()).toBe(false);
    expect(sandboxConsents().registrations).toEqual([{ email: 'nova@sandbox.test', iubenda_consent: '' }]);
    expect(sandboxLogEntries().map((e) => e.message)).toContain('registration: the consent provider gave no consent id (registered without one)');
  });
});
