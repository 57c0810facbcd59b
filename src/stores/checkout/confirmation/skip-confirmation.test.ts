// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCheckoutOptions } from '~/domain/flow-params';
import { resetStores } from '~/stores/reset';
import { testProduct, testUser } from '../../../../tests/setup/account-stores';
import { openPaymentStepFromUrl } from '../load/step-from-url';
import type { PaymentResult } from '../payment-result';
import { $aid, $options, $product, $slug, $sponsor, $user } from '../session';
import { $step } from '../steps';
import { afterPaymentTarget } from './after-payment-target';
import { hasStoredSkipFlag, readStoredRedirect, rememberTestVisit, SKIP_FLAG_KEY, STORED_REDIRECT_KEY } from './skip-confirmation';

const OFFICE = 'https://office.example.com';
const paid: PaymentResult = { method: 'creditCard', kind: 'paid', gatewayIdentifier: 'pay_1', artifact: null };
const copTransfer: PaymentResult = { method: 'bankTransfer', kind: 'pending', gatewayIdentifier: 'pay_2', artifact: { kind: 'bankTransferCop', bankUrl: `${OFFICE}/pse/1` } as PaymentResult['artifact'] };

function load(query: string, options: { loggedIn?: boolean; redirect?: string | null } = {}): void {
  $options.set(readCheckoutOptions(new URLSearchParams(query)));
  const product = testProduct({ redirect: options.redirect === undefined ? 'https://www.example.com/produto' : options.redirect });
  $product.set(product);
  $slug.set(product.slug);
  $user.set(options.loggedIn === false ? null : testUser());
  $aid.set('77');
  $sponsor.set({ aid: '77', name: 'Bia', avatar: null, subdomain: 'bia', receivement_gateways: null });
}

/** The load sequence's last act, then step 3's entry (which stores the test visit's flag and redirect). */
function loadAndEnterStep3(): void {
  openPaymentStepFromUrl();
  if ($step.get() === 'paymentConfirmation') rememberTestVisit();
}

beforeEach(() => {
  localStorage.clear();
  resetStores('load');
});
afterEach(() => localStorage.clear());

describe('the test visit: skipStepConfirmation=testUrl and checkoutStep (part 2 §2; decision 035)', () => {
  it('part 2 §2: skipStepConfirmation=testUrl stores the skip flag and the product\'s redirect, and jumps to the confirmation', () => {
    load('skipStepConfirmation=testUrl');
    loadAndEnterStep3();
    expect([localStorage.getItem(SKIP_FLAG_KEY), localStorage.getItem(STORED_REDIRECT_KEY)]).toEqual(['1', 'https://www.example.com/produto']);
    expect($step.get()).toBe('paymentConfirmation');
  });

  it('part 2 §2: another value of skipStepConfirmation is no test visit', () => {
    load('skipStepConfirmation=1');
    loadAndEnterStep3();
    expect([hasStoredSkipFlag(), $step.get()]).toEqual([false, 'planOrFee']);
  });

  it('part 2 §2: a product without a redirect stores the flag only', () => {
    load('skipStepConfirmation=testUrl', { redirect: null });
    loadAndEnterStep3();
    expect([hasStoredSkipFlag(), readStoredRedirect()]).toEqual([true, null]);
  });

  it('part 2 §6: a visitor\'s test visit stays on step 1 (only a logged-in buyer reaches payment) and stores nothing', () => {
    load('skipStepConfirmation=testUrl', { loggedIn: false });
    loadAndEnterStep3();
    expect([hasStoredSkipFlag(), $step.get()]).toEqual([false, 'planOrFee']);
  });

  it('part 2 §2: a later checkoutStep=PaymentConfirmation visit (no skip parameter) stores nothing more', () => {
    localStorage.setItem(SKIP_FLAG_KEY, '1');
    load('checkoutStep=PaymentConfirmation', { redirect: 'https://www.example.com/other' });
    loadAndEnterStep3();
    expect([$step.get(), readStoredRedirect()]).toEqual(['paymentConfirmation', null]);
  });

  it.each([
    ['part 2 §2: checkoutStep=PaymentConfirmation without the stored flag is ignored', false, 'checkoutStep=PaymentConfirmation', 'planOrFee'],
    ['part 2 §2: checkoutStep=PaymentConfirmation with the stored flag opens the confirmation', true, 'checkoutStep=PaymentConfirmation', 'paymentConfirmation'],
    ['part 2 §2: checkoutStep=Payment always works', false, 'checkoutStep=Payment', 'payment'],
    ['part 2 §2: an unknown checkoutStep is ignored', true, 'checkoutStep=Admin', 'planOrFee'],
  ])('%s', (_name, stored, query, step) => {
    if (stored) localStorage.setItem(SKIP_FLAG_KEY, '1');
    load(query);
    loadAndEnterStep3();
    expect($step.get()).toBe(step);
  });
});

describe('the stored redirect in the after-payment target (part 2 §4.5 rule 3)', () => {
  it('part 2 §4.5 rule 3: a later payment goes to the stored redirect (with no aid added), which is then removed', () => {
    localStorage.setItem(STORED_REDIRECT_KEY, 'https://www.example.com/stored');
    load('');
    expect(afterPaymentTarget(paid)).toEqual({ url: 'https://www.example.com/stored', source: 'storedRedirect', clearStoredRedirect: true });
    expect(localStorage.getItem(STORED_REDIRECT_KEY)).toBeNull();
    expect(afterPaymentTarget(paid).source).toBe('productOrOffice');
  });

  it('part 2 §4.5 rule 3 over rules 4 and 5: the stored redirect wins over go-to-purchase-domain and return-cheetah', () => {
    localStorage.setItem(STORED_REDIRECT_KEY, 'https://www.example.com/stored');
    load('go-to-purchase-domain=1&return-cheetah=1');
    expect(afterPaymentTarget(paid).url).toBe('https://www.example.com/stored');
  });

  it('part 2 §4.5 rules 1 and 2 come first, and the stored redirect is kept for later', () => {
    localStorage.setItem(STORED_REDIRECT_KEY, 'https://www.example.com/stored');
    load('');
    expect(afterPaymentTarget(copTransfer)).toMatchObject({ url: `${OFFICE}/pse/1`, source: 'copBankUrl' });
    load('wp_upgrade_trial=1');
    expect(afterPaymentTarget(paid).source).toBe('wordpressCloudCreation');
    expect(readStoredRedirect()).toBe('https://www.example.com/stored');
  });

  it('DESIGN.md "Security": a stored redirect outside the allow-list goes to the office, and is removed all the same', () => {
    localStorage.setItem(STORED_REDIRECT_KEY, 'https://evil.example.net/');
    load('');
    expect(afterPaymentTarget(paid)).toEqual({ url: OFFICE, source: 'storedRedirect', clearStoredRedirect: true });
    expect(readStoredRedirect()).toBeNull();
  });

  it('part 2 §4.5 rule 5: return-cheetah goes to the configured Cheetah builder page', () => {
    load('return-cheetah=1');
    expect(afterPaymentTarget(paid)).toMatchObject({ url: `${OFFICE}/cheetah/builder`, source: 'cheetahBuilder' });
  });

  it('the whole test visit: the stored product redirect is where the next payment goes', () => {
    load('skipStepConfirmation=testUrl');
    loadAndEnterStep3();
    resetStores('load');
    load('', { redirect: 'https://www.example.com/other-product' });
    expect(afterPaymentTarget(paid).url).toBe('https://www.example.com/produto');
  });
});
