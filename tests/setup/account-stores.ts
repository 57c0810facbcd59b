/*
 * Test-only helpers for the account step (imported by *.test.ts(x) files, never by the page).
 */
import { vi } from 'vitest';
import type { LoggedUser } from '~/api/account/user-schema';
import { loggedUserSchema } from '~/api/account/user-schema';
import { getScenario } from '~/sandbox/scenario';
import type { CheckoutProduct } from '~/domain/checkout-product';
import { $accountNotice, $accountScreen, $continueError } from '../../src/stores/checkout/account/account';
import { $registrationCountries } from '../../src/stores/checkout/account/countries';
import { $loginForm, $loginStatus } from '../../src/stores/checkout/account/login';
import { $recoveryEmail, $recoveryStatus } from '../../src/stores/checkout/account/recovery';
import { $registrationDraft, $registrationErrors, EMPTY_REGISTRATION } from '../../src/stores/checkout/account/registration';
import { $registrationStatus, $verificationCode, $verificationStatus } from '../../src/stores/checkout/account/sign-up';
import { $pendingSignUp } from '../../src/stores/checkout/account/switch';
import { $aid, $flow, $ipLocale, $officeLang, $product, $user } from '../../src/stores/checkout/session';
import { $step } from '../../src/stores/checkout/steps';
import { forgetVatFormats } from '../../src/stores/checkout/vat/formats-loader';

/** Every account-step store back to a fresh visitor's page. */
export function resetAccountStores(): void {
  $accountScreen.set('registration');
  $accountNotice.set(null);
  $continueError.set(null);
  $registrationCountries.set({ state: 'loading' });
  $loginForm.set({ email: '', password: '' });
  $loginStatus.set({ state: 'editing' });
  $recoveryEmail.set('');
  $recoveryStatus.set({ state: 'editing' });
  $registrationDraft.set({ ...EMPTY_REGISTRATION });
  $registrationErrors.set([]);
  forgetVatFormats();
  $registrationStatus.set({ state: 'editing' });
  $verificationCode.set('');
  $verificationStatus.set({ state: 'waiting' });
  $pendingSignUp.set(null);
  $user.set(null);
  $flow.set({ kind: 'plan' });
  $product.set(null);
  $aid.set('');
  $ipLocale.set(null);
  $officeLang.set('pt');
  $step.set('planOrFee');
}

/** A product as the load sequence builds it; only what the account step reads matters. */
export function testProduct(overrides: Partial<CheckoutProduct> = {}): CheckoutProduct {
  return {
    kind: 'plan', id: 12, title: 'Premium Plus', slug: 'premium-plus-plan', description: null, currency: 'BRL',
    amount: 14900, annualMonthlyAmount: null, fakeAmount: null, amountFirstMonth: null, trialDays: 0, trialDaysAmount: 0,
    interval: 'MONTHLY', resources: { domains: 1, subdomains: 1, storageKb: 0 }, tools: [], suggestions: [], redirect: null,
    firstPaymentToUpline: false, planToActivate: null, domain: null, storageKb: 0, domainExtraQuantity: 0, paymentGateways: [],
    isThirdParty: false, visible: true, redirOnInactive: null, ...overrides,
  };
}

/** A logged-in buyer as login-status answers it. */
export function testUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  const base = loggedUserSchema.parse({
    isLogged: true, name: 'Ana Souza', email: 'ana@sandbox.test', country: 'BR', cryptId: 'c-1', user_identifier: '1001', lang: 'pt',
  });
  return { ...base, ...overrides };
}

/**
 * While a sandbox `timeout` fault is pending, makes the request helper's 15 s time limit `ms`, so the
 * faulted call ends quickly (AbortSignal.timeout runs on the platform's own timer, which fake timers do
 * not reach). Other calls, and the retry after the fault, keep the real limit.
 */
export function fastTimeouts(ms = 250): void {
  const original = AbortSignal.timeout.bind(AbortSignal);
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((requested) => {
    const { fault, faultTimes } = getScenario();
    return original(fault === 'timeout' && faultTimes > 0 ? ms : requested);
  });
}
