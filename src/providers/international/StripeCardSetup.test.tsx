// @vitest-environment jsdom
/**
 * Provider S, live, for a purchase that charges nothing now (part 2 §7 "Setup intent", decision 056), tested at the
 * Stripe.js boundary like StripeFields.test.tsx: the real @stripe/react-stripe-js over a fake Stripe object whose
 * `confirmCardSetup` holds what Stripe documents, and a fake of the gateway's setup-intent call.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderFieldsProps, ProviderHandle } from '../provider';
import type { Fields as StripeFields } from './StripeFields';
import { fakeStripeElement, type FakeStripeElement } from '../../../tests/setup/fake-stripe-element';

const loader = vi.hoisted(() => ({ loadStripe: vi.fn() }));
const gateway = vi.hoisted(() => ({ createSetupIntent: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: loader.loadStripe }));
vi.mock('~/api/payment/create-setup-intent', () => ({ createSetupIntent: gateway.createSetupIntent }));
vi.mock('~/config/env', () => ({ env: {}, isSandbox: false }));
vi.mock('~/config/provider-env', () => ({ providerEnv: { PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_providerS' } }));



/**
 * Stripe's SetupIntents as Stripe.js sees them (https://docs.stripe.com/js/setup_intents/confirm_card_setup,
 * https://docs.stripe.com/payments/setupintents/lifecycle): confirmed with `payment_method.card` (a mounted card or
 * cardNumber Element) and `billing_details`; Stripe.js runs the bank's 3-D Secure inside the call; it resolves with
 * `{ setupIntent }` (`succeeded`, its `payment_method` the saved card) or `{ error }`: a declined card
 * (`card_declined`), a failed challenge (`setup_intent_authentication_failure`, the intent back in
 * `requires_payment_method`), a succeeded intent confirmed again (`setup_intent_unexpected_state`), or no answer
 * (`api_connection_error`, https://docs.stripe.com/api/errors).
 */
function fakeSetupIntents() {
  const intents = new Map<string, { id: string; status: string; paymentMethod: string | null; billingName: string | null }>();
  let bank: 'frictionless' | 'challenge-pass' | 'challenge-fail' | 'decline' | 'no-answer' | 'left-open' = 'frictionless';
  return {
    create() {
      const id = `seti_${intents.size + 1}`;
      const secret = `${id}_secret_x`;
      intents.set(secret, { id, status: 'requires_payment_method', paymentMethod: null, billingName: null });
      return secret;
    },
    get: (secret: string) => intents.get(secret),
    size: () => intents.size,
    bankAnswers(answer: typeof bank) {
      bank = answer;
    },
    confirmCardSetup(secret: string, data?: { payment_method?: { card?: FakeStripeElement; billing_details?: { name?: string } } }): unknown {
      const intent = intents.get(secret);
      if (!intent) return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent.' } };
      if (intent.status === 'succeeded') return { error: { type: 'invalid_request_error', code: 'setup_intent_unexpected_state', message: 'You cannot confirm this SetupIntent because it has already succeeded.' } };
      const card = data?.payment_method?.card;
      if (!card || !['card', 'cardNumber'].includes(card.type) || card.destroyed) throw new Error('IntegrationError: confirmCardSetup needs a mounted card or cardNumber Element.');
      if (bank === 'no-answer') return { error: { type: 'api_connection_error', message: 'Failed to fetch' } };
      intent.billingName = data?.payment_method?.billing_details?.name ?? null;
      if (bank === 'decline') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
      if (bank === 'challenge-fail') {
        Object.assign(intent, { status: 'requires_payment_method', paymentMethod: null });
        return { error: { type: 'card_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.', setup_intent: { id: intent.id, status: intent.status } } };
      }
      if (bank === 'left-open') return { setupIntent: { id: intent.id, status: 'requires_action', payment_method: 'pm_card_1' } };
      Object.assign(intent, { status: 'succeeded', paymentMethod: `pm_card_${intent.id}` });
      return { setupIntent: { id: intent.id, status: intent.status, payment_method: intent.paymentMethod } };
    },
  };
}

function fakeStripe() {
  const created: FakeStripeElement[] = [];
  const setups = fakeSetupIntents();
  const stripe = {
    elements: vi.fn(() => ({
      create: vi.fn((type: string) => {
        const element = fakeStripeElement(type);
        created.push(element);
        return element;
      }),
      getElement: vi.fn((type: string) => created.find((e) => e.type === type && !e.destroyed) ?? null),
      update: vi.fn(),
      submit: vi.fn(async () => ({})),
    })),
    createToken: vi.fn(async () => ({ token: { id: 'tok_visa_4242' } })),
    confirmCardSetup: vi.fn(async (secret: string, data?: never) => setups.confirmCardSetup(secret, data)),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmPayment: vi.fn(),
    handleNextAction: vi.fn(),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  const element = async (type: string): Promise<FakeStripeElement> => {
    let found: FakeStripeElement | undefined;
    await waitFor(() => {
      found = created.find((e) => e.type === type && !e.destroyed && e.listeners('change') > 0);
      expect(found).toBeDefined();
    });
    return found!;
  };
  return { stripe, setups, element };
}

let fake: ReturnType<typeof fakeStripe>;
let Fields: typeof StripeFields;

beforeEach(async () => {
  vi.resetModules();
  ({ Fields } = await import('./StripeFields'));
  fake = fakeStripe();
  loader.loadStripe.mockReset().mockResolvedValue(fake.stripe);
  gateway.createSetupIntent.mockReset().mockImplementation(async () => ({ gateway: { client_secret: fake.setups.create() } }));
});
afterEach(() => cleanup());

/** The card fields, complete, and the handle they gave the step. */
async function readyCard(): Promise<{ handle: ProviderHandle; number: FakeStripeElement }> {
  const onHandle = vi.fn<ProviderFieldsProps['onHandle']>();
  const props: ProviderFieldsProps = { method: 'creditCard', lang: 'en', currency: 'USD', amountCents: 0, t: (key) => key, onStatus: vi.fn(), onHandle };
  render(<Fields {...props} />);
  const number = await fake.element('cardNumber');
  for (const type of ['cardNumber', 'cardExpiry', 'cardCvc']) await (await fake.element(type)).emit('change', { complete: true, empty: false });
  await waitFor(() => expect(onHandle.mock.lastCall?.[0]).toBeTruthy());
  return { handle: onHandle.mock.lastCall![0]!, number };
}

const cardAuthenticationError = (message: string) => ({ ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message } }, log: true });
const requestFailed = { ok: false, message: { key: 'payment:errors.payment_request_failed' }, log: true };

describe('part 2 §7 "Setup intent": a purchase that charges nothing now saves the card through a SetupIntent (decision 056)', () => {
  it('creates a setup intent, confirms it with the number element and the holder as billing name, and answers the saved payment_method, no token', async () => {
    const { handle, number } = await readyCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: true })).resolves.toEqual({ ok: true, payment: { payment_method: 'pm_card_seti_1' } });
    expect(gateway.createSetupIntent).toHaveBeenCalledTimes(1);
    expect(fake.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', { payment_method: { card: number, billing_details: { name: 'Ada Lovelace' } } });
    expect(fake.setups.get('seti_1_secret_x')).toMatchObject({ status: 'succeeded', billingName: 'Ada Lovelace' });
    expect(fake.stripe.createToken).not.toHaveBeenCalled();
  });

  it('the 3-D Secure challenge Stripe.js shows inside confirmCardSetup, passed: the card is set up', async () => {
    fake.setups.bankAnswers('challenge-pass');
    const { handle } = await readyCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: true })).resolves.toMatchObject({ ok: true, payment: { payment_method: expect.stringMatching(/^pm_/) } });
  });

  it('a purchase charged now still tokenises, with no setup intent', async () => {
    const { handle } = await readyCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: false })).resolves.toEqual({ ok: true, payment: { source_token: 'tok_visa_4242' } });
    expect(gateway.createSetupIntent).not.toHaveBeenCalled();
    expect(fake.stripe.confirmCardSetup).not.toHaveBeenCalled();
  });

  it.each([
    ['a failed 3-D Secure challenge', 'challenge-fail', 'We are unable to authenticate your payment method.'],
    ['a declined card', 'decline', 'Your card was declined.'],
    ['a challenge left open (requires_action)', 'left-open', 'requires_action'],
  ] as const)('part 2 §8: %s is a refusal: "Erro na autenticação do cartão: {message}", logged, no payment method', async (_name, bank, message) => {
    fake.setups.bankAnswers(bank);
    const { handle } = await readyCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: true })).resolves.toEqual(cardAuthenticationError(message));
  });

  it('no answer from Stripe (api_connection_error) is not a refusal: the request failure, and the next press sets up anew', async () => {
    fake.setups.bankAnswers('no-answer');
    const { handle } = await readyCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: true })).resolves.toEqual(requestFailed);
    fake.setups.bankAnswers('frictionless');
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: true })).resolves.toMatchObject({ ok: true });
    expect(fake.setups.size()).toBe(2);
  });

  it('the gateway’s setup intent call throws (no answer after its resends): the request failure, never a throw, Stripe not called', async () => {
    gateway.createSetupIntent.mockRejectedValueOnce(new Error('PaymentOutcomeUnknownError'));
    const { handle } = await readyCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace', chargesNothingNow: true })).resolves.toEqual(requestFailed);
    expect(fake.stripe.confirmCardSetup).not.toHaveBeenCalled();
  });
});
