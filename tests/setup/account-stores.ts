/*
 * Test-only helpers for the account step (imported by *.test.ts(x) files, never by the page).
 */
import { vi } from 'vitest';
import type { LoggedUser } from '~/api/account/user-schema';
import { loggedUserSchema } from '~/api/account/user-schema';
import { getScenario } from '~/sandbox/scenario';
import type { CheckoutProduct } from '~/domain/checkout-product';
import { $flow, $officeLang } from '~/stores/checkout/session';
import { resetStores } from '~/stores/reset';

/**
 * A fresh visitor's page at step 1: every store reset (each store registers its own reset, src/stores/reset.ts),
 * then the flow and office language an ordinary plan purchase has.
 */
export function seedAccountStep(): void {
  resetStores('page');
  $flow.set({ kind: 'plan' });
  $officeLang.set('pt');
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
