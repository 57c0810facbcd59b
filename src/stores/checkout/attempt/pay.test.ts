import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { sandboxServer } from '~/sandbox/node';
import { sandboxBankReturn } from '~/sandbox/handlers/payment-answers';
import { resetStores } from '~/stores/reset';
import { EMPTY_FIELDS_STATUS, type AuthenticationRequest, type CollectResult, type ProviderHandle } from '~/providers/registry';
import { paymentsCreatedCount, sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { $step } from '../steps';
import { $invoice } from '../session';
import { openAttempt } from './attempt-key';
import { reportFieldsStatus, setHolderName, setProviderHandle } from '../choice/fields';
import { pay } from './pay';
import { $paymentResult } from '../payment-result';
import { $paymentStatus } from './status';
import { chooseMethod, chooseSavedCard, startMethodSelection, stopMethodSelection } from '../choice/selection';

/** A provider handle standing for provider S's fields, collecting the sandbox token of a test card. */
function cardHandle(token: string, authenticate?: ProviderHandle['authenticate']): ProviderHandle {
  return { collect: async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: token } }), authenticate };
}

async function openPaymentStep(user: string, slug = 'premium-plus-plan') {
  setScenario({ user });
  await runLoadSequence(loadInput(slug));
  $step.set('payment');
  startMethodSelection();
}

function fillCard(token: string, authenticate?: ProviderHandle['authenticate']) {
  chooseMethod('creditCard');
  setHolderName('John Miller');
  reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
  setProviderHandle(cardHandle(token, authenticate));
}

afterEach(() => {
  stopMethodSelection();
  setScenario({ fault: null, faultPath: '', faultTimes: 0 });
});

describe('paying by card with provider S (part 2 §4.4; DESIGN.md one payment per attempt)', () => {
  it('part 2 §4.4: an authorized card pays once and opens the confirmation', async () => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect($step.get()).toBe('paymentConfirmation');
    expect($paymentResult.get()).toMatchObject({ method: 'creditCard', kind: 'paid' });
    expect(sandboxPaymentRecords().map((r) => r.call)).toEqual(['provider-s-card']);
    expect(openAttempt()).toBeNull();
  });

  it('ten presses while the slow card is answered make exactly one payment', async () => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_0077');
    await Promise.all(Array.from({ length: 10 }, () => pay()));
    expect($paymentStatus.get().state).toBe('paid');
    expect(paymentsCreatedCount()).toBe(1);
  });

  it.each([
    ['part 2 §8 payment_refused', 'tok_sandbox_0002', 'payment:errors.payment_refused'],
    ['part 2 §8 not_supported', 'tok_sandbox_0047', 'payment:errors.not_supported'],
    ['part 2 §8 cvc_declined', 'tok_sandbox_0127', 'payment:errors.cvc_declined'],
  ])('%s: refused with its message, and the next press is a new attempt', async (_name, token, key) => {
    await openPaymentStep('us');
    fillCard(token);
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key, params: {}, detail: null } });
    expect(openAttempt()).toBeNull();
    await pay();
    expect(paymentsCreatedCount()).toBe(2);
  });

  // The test cards of docs/sandbox.md (their browser rows: docs/moved-browser-rows.md); each makes one payment.
  it.each([
    ['4000 0000 0000 9995', 'payment:errors.payment_refused'],
    ['6200 0000 0000 0047', 'payment:errors.not_supported'],
    ['3566 0020 2036 0505', 'payment:errors.payment_details_are_not_supported'],
    ['4242 4242 4242 4241', 'payment:errors.invalid_card_number'],
    ['4000 0000 0000 0069', 'payment:errors.expiry_date_invalid'],
    ['4000 0000 0000 0127', 'payment:errors.cvc_declined'],
    ['4000 0000 0000 9979', 'payment:errors.user_block_blacklist'],
    ['4000 0000 0000 0101', 'payment:errors.unable_to_determine_variant'],
    ['4000 0000 0000 0341', 'payment:errors.card_holder_missing'],
    ['4000 0000 0000 0036', 'payment:errors.cvc_is_not_the_right_length'],
  ])('part 2 §8: the test card %s ends with %s, one payment', async (number, key) => {
    await openPaymentStep('us');
    fillCard(`tok_sandbox_${number.slice(-4)}`);
    await pay();
    const status = $paymentStatus.get();
    expect(status.state === 'refused' || status.state === 'failed' ? status.message.key : status.state).toBe(key);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it.each(['5555 5555 5555 4444', '3782 822463 10005', '6011 1111 1111 1117', '3056 9300 0902 0004'])(
    'part 2 §4.4: the test card %s pays once',
    async (number) => {
      await openPaymentStep('us');
      fillCard(`tok_sandbox_${number.slice(-4)}`);
      await pay();
      expect($paymentStatus.get().state).toBe('paid');
      expect(paymentsCreatedCount()).toBe(1);
    },
  );

  it('part 2 §8 user_block_blacklist: the buyer is told; the gateway, not the page, refuses again', async () => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_9979');
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key: 'payment:errors.user_block_blacklist' } });
    await pay();
    expect(paymentsCreatedCount()).toBe(2);
  });

  it('part 2 §4.4 payment_authentication_required: paid only when the challenge passes', async () => {
    await openPaymentStep('us');
    const answers: AuthenticationRequest[] = [];
    fillCard('tok_sandbox_3155', async (request) => {
      answers.push(request);
      return { ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: 'declined' } } };
    });
    await pay();
    expect(answers).toHaveLength(1);
    // Part 2 §7: the intent's secret, the card's payment method and the intent's state reach provider S.
    expect(answers[0]).toEqual({ clientSecret: expect.stringMatching(/^pi_sandbox_\d+_secret_sandbox$/), paymentMethodId: expect.stringMatching(/^pm_sandbox_\d+$/), intentStatus: 'requires_payment_method' });
    expect($paymentStatus.get()).toEqual({ state: 'refused', message: { key: 'payment:errors.card_authentication_error', params: { message: 'declined' } } });
  });

  it('part 2 §4.4 payment_redirect_user: the 3-D Secure page is checked and kept for the auto-submit, the attempt stays open', async () => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_3063');
    await pay();
    const status = $paymentStatus.get();
    expect(status.state).toBe('redirecting');
    if (status.state !== 'redirecting') return;
    expect(status.redirect.kind).toBe('threeDSecure');
    // Adyen's GET redirect action: the page goes to its url as given, query and all.
    expect(new URL(status.redirect.url).pathname).toBe('/sandbox/three-d-secure');
    expect(new URL(status.redirect.url).searchParams.get('identify')).toMatch(/^3ds_sandbox_/);
    expect(status.redirect.fields).toEqual({});
    expect(openAttempt()).not.toBeNull();
  });

  it.each([
    ['with the redirectResult the bank appended, the verification finishes the payment', true, 'paid'],
    ['without it the payment cannot be finished: refused, nothing charged', false, 'refused'],
  ] as const)('provider A’s return from 3-D Secure (Adyen appends redirectResult): %s', async (_case, withResult, state) => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_3063');
    await pay();
    const status = $paymentStatus.get();
    if (status.state !== 'redirecting') throw new Error(`expected a redirect, got ${status.state}`);
    const bank = sandboxBankReturn({ others: { action: { url: status.redirect.url } } });
    expect(bank.redirectResult).toMatch(/^rr_sandbox_/);
    // The buyer comes back: a new page, its URL as the bank built it.
    resetStores('page');
    const query = new URLSearchParams({ threeSecure: '1', identify: bank.identify, ...(withResult ? { redirectResult: bank.redirectResult! } : {}) });
    await runLoadSequence(loadInput('premium-plus-plan', `?${query}`));
    await (await import('./pay-entry')).resumeReturnFromThreeDSecure();
    expect($paymentStatus.get().state).toBe(state);
  });

  describe('provider A’s action as Adyen gives it (others.action, https://docs.adyen.com/api-explorer/Checkout/latest/post/payments#responses-200-action)', () => {
    const answerWith = (action: unknown) =>
      sandboxServer.use(http.post(apiUrl('gateway', '/payment/provider-s/card'), () => HttpResponse.json({ gateway: { status: 'Success', type: 'payment_redirect_user', others: { action } } }), { once: true }));

    it('a POST redirect is a form with the action’s data as its fields', async () => {
      await openPaymentStep('us');
      answerWith({ type: 'redirect', method: 'POST', url: 'http://localhost/sandbox/three-d-secure', data: { MD: 'M1', PaReq: 'P2', TermUrl: 'http://localhost/payment/x' }, paymentMethodType: 'scheme' });
      fillCard('tok_sandbox_4242');
      await pay();
      expect($paymentStatus.get()).toEqual({
        state: 'redirecting',
        redirect: { kind: 'threeDSecure', url: 'http://localhost/sandbox/three-d-secure', method: 'POST', fields: { MD: 'M1', PaReq: 'P2', TermUrl: 'http://localhost/payment/x' } },
      });
    });

    it.each([
      ['an action the page cannot follow (native 3-D Secure 2)', { type: 'threeDS2', token: 'eyJ0', subtype: 'fingerprint' }],
      ['a redirect to an origin off the 3-D Secure list', { type: 'redirect', method: 'GET', url: 'https://evil.example.net/acs' }],
      ['no action at all', undefined],
    ])('%s: the attempt fails, nothing followed', async (_case, action) => {
      await openPaymentStep('us');
      answerWith(action);
      fillCard('tok_sandbox_4242');
      await pay();
      expect($paymentStatus.get()).toEqual({ state: 'failed', message: { key: 'payment:errors.payment_request_failed' } });
    });
  });

  it('a 500 on every send ends in "checking", and checking again sends the same key: one payment', async () => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_4242');
    setScenario({ fault: 'http500', faultPath: '/payment/provider-s', faultTimes: 3 });
    await pay();
    expect($paymentStatus.get().state).toBe('checking');
    const key = openAttempt()?.key;
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(sandboxPaymentRecords().map((r) => r.key)).toEqual([key]);
  }, 15_000);
});

describe('after the payment (part 2 §4.4, §6, §8)', () => {
  it('part 2 §4.4: an authorized trial creates the recurring future payment first, with its own key', async () => {
    await openPaymentStep('us', 'premium-plus-plan-trial');
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    const records = sandboxPaymentRecords();
    expect(records.map((r) => r.call)).toEqual(['provider-s-card', 'future-payment']);
    expect(new Set(records.map((r) => r.key)).size).toBe(2);
  });

  it('part 2 §6, §8 possible_fraud: each refusal is reported; warned with the attempts left until the office blocks, then sent to the office', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: 'http://localhost', assign });
    try {
      await openPaymentStep('us');
      fillCard('tok_sandbox_0019');
      const remaining: unknown[] = [];
      for (let i = 0; i < 3; i += 1) {
        await pay();
        const status = $paymentStatus.get();
        remaining.push(status.state === 'refused' ? status.message.params?.remaining : status.state);
      }
      expect(remaining).toEqual([3, 2, 1]);
      await pay();
      expect($paymentStatus.get()).toMatchObject({ state: 'refused', message: { key: 'payment:errors.possible_fraud_blocked' } });
      expect(assign).toHaveBeenCalledWith('https://office.example.com');
      expect(paymentsCreatedCount()).toBe(4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('part 2 §8 "Não existe invoice"', () => {
  it.each([
    ['a card', () => fillCard('tok_sandbox_4242')],
    ['a saved card', () => chooseSavedCard('card_sandbox_visa_usd')],
    ['PayPal', () => chooseMethod('paypal')],
  ])('paying with %s without the purchase\'s invoice sends nothing and says the invoice does not exist', async (_method, choose) => {
    await openPaymentStep('saved-cards');
    choose();
    $invoice.set(null);
    await pay();
    expect($paymentStatus.get()).toMatchObject({ state: 'failed', message: { key: 'errors:load.missing_invoice' } });
    expect(sandboxPaymentRecords()).toEqual([]);
  });
});

describe('paying with a saved card (part 2 §2 myCards, §7 saved-card debit)', () => {
  it('debits the chosen card once', async () => {
    await openPaymentStep('saved-cards');
    chooseSavedCard('card_sandbox_visa_usd');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(sandboxPaymentRecords().map((r) => r.call)).toEqual(['saved-card-debit']);
  });
});

describe('a press with card fields missing (part 2 §5; WCAG 3.3.1: the button stays focusable)', () => {
  it('part 2 §5: the fields name what is missing and nothing is collected or sent', async () => {
    await openPaymentStep('us');
    chooseMethod('creditCard');
    setHolderName('John Miller');
    reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true });
    const collect = vi.fn(async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: 'tok_sandbox_4242' } }));
    const showMissing = vi.fn(() => ({ key: 'payment:card_fix.missing', params: { fields: 'Expiry date (MM/YY) and CVC' } }));
    setProviderHandle({ collect, showMissing });
    await pay();
    expect(showMissing).toHaveBeenCalledTimes(1);
    expect($paymentStatus.get()).toMatchObject({ state: 'invalid', message: { key: 'payment:card_fix.missing', params: { fields: 'Expiry date (MM/YY) and CVC' } } });
    expect(collect).not.toHaveBeenCalled();
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('WCAG 3.3.1: a press with our own form incomplete (no showMissing) marks every refused input and the alert counts them; nothing is sent', async () => {
    await openPaymentStep('us');
    chooseMethod('creditCard');
    setHolderName('John Miller');
    reportFieldsStatus({ ...EMPTY_FIELDS_STATUS });
    const collect = vi.fn(async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: 'tok_sandbox_4242' } }));
    const check = vi.fn(() => 2);
    setProviderHandle({ collect, check });
    await pay();
    expect(check).toHaveBeenCalledTimes(1);
    expect($paymentStatus.get()).toMatchObject({ state: 'invalid', message: { key: 'payment:validation.summary', params: { count: 2 }, fields: true } });
    expect(collect).not.toHaveBeenCalled();
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('a press while a payment is in flight is refused before the fields are asked', async () => {
    await openPaymentStep('us');
    fillCard('tok_sandbox_0077');
    const first = pay();
    const showMissing = vi.fn(() => null);
    reportFieldsStatus({ ...EMPTY_FIELDS_STATUS });
    setProviderHandle({ ...cardHandle('tok_sandbox_0077'), showMissing });
    await pay();
    await first;
    expect(showMissing).not.toHaveBeenCalled();
    expect(paymentsCreatedCount()).toBe(1);
  });
});
