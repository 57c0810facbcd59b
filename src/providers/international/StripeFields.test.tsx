// @vitest-environment jsdom
/**
 * Provider S, live, tested at the Stripe.js boundary (DESIGN.md "Payments"): the `@stripe/stripe-js/pure` loader
 * answers a fake Stripe object that records every call and answers what each test sets; the real
 * @stripe/react-stripe-js components run on top of it, as react-stripe-js tests itself.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allResources } from '~/i18n/resources';
import { createTranslator, type Messages } from '~/i18n/translator';
import type { AuthenticationRequest, ProviderFieldsProps, ProviderHandle, WalletBridge } from '../provider';
import type { Fields as StripeFields } from './StripeFields';
import { fakeStripeElement, type FakeStripeElement } from '../../../tests/setup/fake-stripe-element';

const loader = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: loader.loadStripe }));
vi.mock('~/config/env', () => ({ env: {}, isSandbox: false }));
vi.mock('~/config/provider-env', () => ({ providerEnv: { PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_providerS' } }));



/**
 * Stripe's payment intents as Stripe.js sees them, holding the documented contract:
 * - confirming needs a payment method: an intent back in `requires_payment_method` (Stripe's state after the
 *   `authentication_required` error, https://docs.stripe.com/payments/paymentintents/lifecycle) confirmed without
 *   `payment_method` is refused (https://docs.stripe.com/api/payment_intents/confirm);
 * - a succeeded intent cannot be confirmed again (same page);
 * - `handleNextAction` only finishes an intent in `requires_action`
 *   (https://docs.stripe.com/js/payment_intents/handle_next_action);
 * - a failed 3-D Secure challenge leaves the intent in `requires_payment_method` without its payment method, with the
 *   `payment_intent_authentication_failure` error (https://docs.stripe.com/declines/codes).
 */
function fakeIntents() {
  const intents = new Map<string, { id: string; status: string; paymentMethod: string | null }>();
  let bank: 'pass' | 'fail' = 'pass';
  // Stripe attaches the intent to an error on a request that involved it (https://docs.stripe.com/api/errors).
  const unexpected = (message: string, intent?: { id: string; status: string }) => ({
    error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message, ...(intent && { payment_intent: { id: intent.id, status: intent.status } }) },
  });
  const challenge = (intent: { id: string; status: string; paymentMethod: string | null }) => {
    if (bank === 'pass') {
      intent.status = 'succeeded';
      return { paymentIntent: { id: intent.id, status: intent.status } };
    }
    Object.assign(intent, { status: 'requires_payment_method', paymentMethod: null });
    return { error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } };
  };
  return {
    /** An intent as the gateway leaves it: `requires_payment_method` after authentication_required, or `requires_action`. */
    add(secret: string, status: 'requires_payment_method' | 'requires_action', paymentMethod: string | null = null) {
      intents.set(secret, { id: secret.replace(/_secret_.*$/, ''), status, paymentMethod });
    },
    status: (secret: string) => intents.get(secret)?.status,
    bankAnswers(answer: 'pass' | 'fail') {
      bank = answer;
    },
    confirmCardPayment(secret: string, data?: { payment_method?: unknown }): unknown {
      const intent = intents.get(secret);
      if (!intent) return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent.' } };
      if (intent.status === 'succeeded') return unexpected('You cannot confirm this PaymentIntent because it has a status of succeeded.', intent);
      const paymentMethod = typeof data?.payment_method === 'string' ? data.payment_method : intent.paymentMethod;
      if (!paymentMethod) return unexpected("You cannot confirm this PaymentIntent because it's missing a payment method.");
      intent.paymentMethod = paymentMethod;
      return challenge(intent);
    },
    handleNextAction(options: { clientSecret: string }): unknown {
      const intent = intents.get(options.clientSecret);
      if (!intent) return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent.' } };
      if (intent.status !== 'requires_action') return unexpected(`The PaymentIntent has a status of ${intent.status}; handleNextAction needs requires_action.`, intent);
      return challenge(intent);
    },
  };
}

/** The fake Stripe object: `answers` holds what each method resolves with, the `vi.fn`s record the calls. */
function fakeStripe() {
  const created: FakeStripeElement[] = [];
  const intents = fakeIntents();
  const answers = {
    createToken: { token: { id: 'tok_visa_4242' } } as unknown,
    confirmPayment: { paymentIntent: { id: 'pi_wallet_1', status: 'succeeded' } } as unknown,
    submit: {} as unknown,
  };
  const groups: { options: unknown; submit: ReturnType<typeof vi.fn> }[] = [];
  const stripe = {
    elements: vi.fn((options?: unknown) => {
      const group = {
        options,
        create: vi.fn((type: string, elementOptions?: unknown) => {
          const element = fakeStripeElement(type, elementOptions);
          created.push(element);
          return element;
        }),
        getElement: vi.fn((type: string) => created.find((e) => e.type === type && !e.destroyed) ?? null),
        update: vi.fn(),
        submit: vi.fn(async () => answers.submit),
      };
      groups.push(group);
      return group;
    }),
    createToken: vi.fn(async () => answers.createToken),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(async (secret: string, data?: { payment_method?: unknown }) => intents.confirmCardPayment(secret, data)),
    handleNextAction: vi.fn(async (options: { clientSecret: string }) => intents.handleNextAction(options)),
    confirmPayment: vi.fn(async () => answers.confirmPayment),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  /** The live (not destroyed) element of a type, once React has mounted it and attached its listeners. */
  const element = async (type: string, event = 'change'): Promise<FakeStripeElement> => {
    let found: FakeStripeElement | undefined;
    await waitFor(() => {
      found = created.find((e) => e.type === type && !e.destroyed && e.listeners(event) > 0);
      expect(found).toBeDefined();
    });
    return found!;
  };
  return { stripe, answers, intents, created, groups, element };
}
type FakeStripe = ReturnType<typeof fakeStripe>;

const translator = createTranslator('en', { en: (allResources() as Messages).en ?? {} }, 'payment');
const t: ProviderFieldsProps['t'] = (key, params) => translator.t(key, { ...params });

let fake: FakeStripe;
let Fields: typeof StripeFields;

// Each test is a new page: the adapter's modules are loaded afresh, so Stripe.js is not loaded yet.
beforeEach(async () => {
  vi.resetModules();
  ({ Fields } = await import('./StripeFields'));
  fake = fakeStripe();
  loader.loadStripe.mockReset().mockResolvedValue(fake.stripe);
});
afterEach(() => cleanup());

function renderFields(overrides: Partial<ProviderFieldsProps> = {}) {
  const props: ProviderFieldsProps = {
    method: 'creditCard',
    lang: 'en',
    currency: 'USD',
    amountCents: 6900,
    t,
    onStatus: vi.fn(),
    onHandle: vi.fn(),
    ...overrides,
  };
  return { props, view: render(<Fields {...props} />) };
}

/** The handle the fields gave the step, once Stripe and its elements are ready. */
async function handleOf(props: ProviderFieldsProps): Promise<ProviderHandle> {
  await waitFor(() => expect(vi.mocked(props.onHandle).mock.lastCall?.[0]).toBeTruthy());
  return vi.mocked(props.onHandle).mock.lastCall![0]!;
}

function walletBridge() {
  return {
    requestClientSecret: vi.fn<WalletBridge['requestClientSecret']>(async () => 'pi_wallet_1_secret_x'),
    onAvailability: vi.fn<WalletBridge['onAvailability']>(),
    onResult: vi.fn<WalletBridge['onResult']>(),
    returnUrl: vi.fn<WalletBridge['returnUrl']>(async () => 'https://checkout.example.com/payment/premium-plus-plan'),
  };
}

describe('DESIGN.md "Payments": Stripe.js comes from js.stripe.com, once per page, only when the panel is shown', () => {
  it('loads nothing before the fields render, then calls the loader once with the publishable key and the page language', async () => {
    expect(loader.loadStripe).not.toHaveBeenCalled();
    renderFields({ lang: 'de' });
    renderFields({ lang: 'de' });
    await fake.element('cardNumber');
    expect(loader.loadStripe).toHaveBeenCalledTimes(1);
    expect(loader.loadStripe).toHaveBeenCalledWith('pk_test_providerS', { locale: 'de' });
  });

  it('gives Stripe Brazil’s Portuguese (pt-BR) for a pt page, never Portugal’s', async () => {
    renderFields({ lang: 'pt' });
    await fake.element('cardNumber');
    expect(loader.loadStripe).toHaveBeenCalledWith('pk_test_providerS', { locale: 'pt-BR' });
  });

  it('forgets a failed load, so the next panel shown loads Stripe.js again', async () => {
    loader.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    const first = renderFields();
    await screen.findByRole('alert');
    first.view.unmount();
    renderFields();
    await fake.element('cardNumber');
    expect(loader.loadStripe).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['rejects', () => loader.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'))],
    ['answers no Stripe object', () => loader.loadStripe.mockResolvedValueOnce(null)],
  ])('part 2 §8 request failure: when the loader %s, shows the message and a retry that loads Stripe.js again', async (_case, fail) => {
    fail();
    const { props } = renderFields();
    expect((await screen.findByRole('alert')).textContent).toBe('Request error – something went wrong with the request. Please try again later.');
    expect(props.onHandle).not.toHaveBeenCalled();
    expect(props.onStatus).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await fake.element('cardNumber');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader.loadStripe).toHaveBeenCalledTimes(2);
    expect(await handleOf(props)).toBeTruthy();
  });
});

describe('part 2 §2 creditCard with provider S: card fields only inside Stripe frames', () => {
  it('mounts the number, expiry and CVC elements, each under its visible label', async () => {
    renderFields();
    for (const [type, label] of [['cardNumber', 'Card number'], ['cardExpiry', 'Expiry date (MM/YY)'], ['cardCvc', 'CVC']] as const) {
      const element = await fake.element(type);
      const container = element.mount.mock.calls[0]![0] as HTMLElement;
      expect(screen.getByText(label).tagName).toBe('LABEL');
      expect(screen.getByText(label).getAttribute('for')).toBe(container.id);
    }
    expect(document.querySelectorAll('input')).toHaveLength(0);
  });

  it('reports completeness only; a field error is shown under its field, not as the step’s summary', async () => {
    const { props } = renderFields();
    const lastStatus = () => vi.mocked(props.onStatus).mock.lastCall![0];
    await (await fake.element('cardNumber')).emit('change', { elementType: 'cardNumber', complete: true, empty: false, brand: 'visa' });
    expect(lastStatus()).toMatchObject({ numberComplete: true, expiryComplete: false, cvcComplete: false, error: null });
    const expiry = await fake.element('cardExpiry');
    await expiry.emit('change', { complete: false, empty: false, error: { type: 'validation_error', code: 'invalid_expiry_year_past', message: 'Your card expired.' } });
    await (await fake.element('cardCvc')).emit('change', { complete: true, empty: false });
    await expiry.emit('change', { complete: true, empty: false });
    expect(lastStatus()).toEqual({ numberComplete: true, expiryComplete: true, cvcComplete: true, accountComplete: false, error: null });
  });

  describe('part 2 §8: each field’s error in the spec’s words, under it, once the buyer left it or pressed pay', () => {
    /** What each field says to do (locales/en/payment.json card_fix). */
    const FIX = {"number": "Enter every digit on the front of the card: usually 16, or 15 for American Express.", "expiry": "Enter the month and year printed on the card, in the format its label shows; it must be this month or later.", "cvc": "Enter the 3 digits on the back of the card, or the 4 on the front for American Express.", "missing": "Fill in: {{fields}}."};
    const errorUnder = (label: string) => {
      const field = screen.getByText(label).nextElementSibling; // the element's container, then its error
      return field?.nextElementSibling as HTMLElement;
    };

    it.each([
      ['cardNumber', 'Card number', 'invalid_number', `The card number is invalid. ${FIX.number}`],
      ['cardExpiry', 'Expiry date (MM/YY)', 'invalid_expiry_year_past', `The card's expiry year is invalid. ${FIX.expiry}`],
      ['cardExpiry', 'Expiry date (MM/YY)', 'invalid_expiry_month_past', `The card's expiry month is invalid. ${FIX.expiry}`],
      ['cardExpiry', 'Expiry date (MM/YY)', 'incomplete_expiry', `Invalid expiry date. ${FIX.expiry}`],
      ['cardCvc', 'CVC', 'incomplete_cvc', `The CVC is invalid. ${FIX.cvc}`],
    ])('%s %s: "%s" shows only after the field is left, with what to do (WCAG 3.3.3)', async (type, label, code, text) => {
      renderFields();
      const element = await fake.element(type);
      await element.emit('change', { complete: false, empty: false, error: { type: 'validation_error', code, message: 'Stripe’s own words' } });
      const error = errorUnder(label);
      expect(error.getAttribute('aria-live')).toBe('polite');
      expect(error.textContent).toBe('');
      await element.emit('blur');
      expect(error.textContent).toBe(text);
      await element.emit('change', { complete: true, empty: false });
      expect(error.textContent).toBe('');
    });

    it('an untouched empty form shows nothing; pressing pay names every incomplete field and tokenises nothing', async () => {
      const { props } = renderFields();
      await fake.element('cardCvc');
      for (const label of ['Card number', 'Expiry date (MM/YY)', 'CVC']) expect(errorUnder(label).textContent).toBe('');
      const result = await (await handleOf(props)).collect({ holderName: 'Ada' });
      expect(result).toEqual({ ok: false, message: { key: 'payment:errors.card_field_error' } });
      await waitFor(() => expect(errorUnder('Card number').textContent).toBe(`The card number is invalid. ${FIX.number}`));
      expect(errorUnder('Expiry date (MM/YY)').textContent).toBe(`Invalid expiry date. ${FIX.expiry}`);
      expect(errorUnder('CVC').textContent).toBe(`The CVC is invalid. ${FIX.cvc}`);
      expect(fake.stripe.createToken).not.toHaveBeenCalled();
    });
  });

  it('part 2 §5: a press with fields missing names each, shows their texts and focuses the first incomplete Element; nothing is tokenised', async () => {
    const { props } = renderFields();
    const number = await fake.element('cardNumber');
    await number.emit('change', { complete: true, empty: false });
    const expiry = await fake.element('cardExpiry');
    const handle = await handleOf(props);
    let message;
    act(() => {
      message = handle.showMissing!();
    });
    expect(message).toEqual({ key: 'payment:card_fix.missing', params: { fields: 'Expiry date (MM/YY) and CVC' } });
    expect(expiry.focus).toHaveBeenCalledTimes(1);
    expect(number.focus).not.toHaveBeenCalled();
    expect(fake.stripe.createToken).not.toHaveBeenCalled();
  });

  /** The three elements report complete, as Stripe does once the buyer typed a whole card. */
  async function completeCard() {
    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc']) await (await fake.element(type)).emit('change', { complete: true, empty: false });
  }

  it('collect tokenises the number element with our holder name and answers source_token', async () => {
    const { props } = renderFields();
    const handle = await handleOf(props);
    const number = await fake.element('cardNumber');
    await completeCard();
    await expect(handle.collect({ holderName: 'Ada Lovelace' })).resolves.toEqual({ ok: true, payment: { source_token: 'tok_visa_4242' } });
    expect(fake.stripe.createToken).toHaveBeenCalledWith(number, { name: 'Ada Lovelace' });
  });

  it('part 2 §8: a token error gives "Erro na autenticação do cartão: {message}", flagged to be logged', async () => {
    fake.answers.createToken = { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    const { props } = renderFields();
    const handle = await handleOf(props);
    await completeCard();
    const result = await handle.collect({ holderName: 'Ada Lovelace' });
    expect(result).toEqual({ ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: 'Your card was declined.' } }, log: true });
    if (result.ok) throw new Error('unreachable');
    expect(t(result.message.key, result.message.params)).toBe('Card authentication error: Your card was declined.');
  });

  describe('part 2 §4.4 payment_authentication_required: authenticate succeeds only when the payment intent is succeeded', () => {
    const secret = 'pi_card_1_secret_1';
    const request = (overrides: Partial<AuthenticationRequest> = {}): AuthenticationRequest => ({ clientSecret: secret, paymentMethodId: 'pm_card_9', intentStatus: 'requires_payment_method', ...overrides });

    it('after Stripe’s authentication_required the intent has no payment method: it is confirmed again with the card’s (part 2 §7 others.error.payment_method.id)', async () => {
      fake.intents.add(secret, 'requires_payment_method');
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request())).resolves.toEqual({ ok: true });
      expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith(secret, { payment_method: 'pm_card_9' });
      expect(fake.intents.status(secret)).toBe('succeeded');
    });

    it('the same when the gateway sent no intent status', async () => {
      fake.intents.add(secret, 'requires_payment_method');
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request({ intentStatus: null }))).resolves.toEqual({ ok: true });
    });

    it('an intent handed over in requires_action is finished with handleNextAction, never confirmed again', async () => {
      fake.intents.add(secret, 'requires_action', 'pm_card_9');
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request({ intentStatus: 'requires_action' }))).resolves.toEqual({ ok: true });
      expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: secret });
      expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();
    });

    it('without the payment method nothing is sent to Stripe (it would refuse the confirmation) and the attempt fails', async () => {
      fake.intents.add(secret, 'requires_payment_method');
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request({ paymentMethodId: null }))).resolves.toEqual({
        ok: false,
        message: { key: 'payment:errors.card_authentication_error', params: { message: 'missing payment method' } },
      });
      expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();
    });

    it('a failed challenge fails with Stripe’s message', async () => {
      fake.intents.add(secret, 'requires_payment_method');
      fake.intents.bankAnswers('fail');
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request())).resolves.toEqual({
        ok: false,
        message: { key: 'payment:errors.card_authentication_error', params: { message: 'We are unable to authenticate your payment method.' } },
      });
      expect(fake.intents.status(secret)).toBe('requires_payment_method');
    });

    it('an intent that a lost answer already confirmed is paid: Stripe refuses the second confirmation with the succeeded intent attached', async () => {
      fake.intents.add(secret, 'requires_payment_method');
      const { props } = renderFields();
      const handle = await handleOf(props);
      await handle.authenticate!(request());
      await expect(handle.authenticate!(request())).resolves.toEqual({ ok: true });
      expect(fake.stripe.confirmCardPayment).toHaveBeenCalledTimes(2);
    });

    // Decision 012: an error that may hide a payment is unknown, never a refusal (https://docs.stripe.com/api/errors
    // "Types": only card_error, invalid_request_error and validation_error say Stripe took nothing).
    it.each([
      ['the connection to Stripe broke', async () => ({ error: { type: 'api_connection_error', message: 'Network' } })],
      ['Stripe itself failed', async () => ({ error: { type: 'api_error', message: 'Internal' } })],
      ['the intent is processing', async () => ({ paymentIntent: { id: 'pi_card_1', status: 'processing' } })],
      ['the intent waits for capture, attached to an error', async () => ({ error: { type: 'api_error', message: 'x', payment_intent: { id: 'pi_card_1', status: 'requires_capture' } } })],
      ['confirmCardPayment throws', async () => Promise.reject(new Error('socket hang up'))],
    ])('the outcome is unknown, not a refusal, when %s', async (_case, answer) => {
      fake.stripe.confirmCardPayment.mockImplementationOnce(answer as never);
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request())).resolves.toEqual({ ok: 'unknown' });
    });

    it('a card error with the intent back in requires_payment_method stays a refusal', async () => {
      fake.stripe.confirmCardPayment.mockResolvedValueOnce({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: { id: 'pi_card_1', status: 'requires_payment_method' } } } as never);
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request())).resolves.toEqual({
        ok: false,
        message: { key: 'payment:errors.card_authentication_error', params: { message: 'Your card was declined.' } },
      });
    });

    it('a status other than succeeded fails with the status as the message', async () => {
      fake.stripe.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { id: 'pi_card_1', status: 'requires_payment_method' } });
      const { props } = renderFields();
      await expect((await handleOf(props)).authenticate!(request())).resolves.toEqual({
        ok: false,
        message: { key: 'payment:errors.card_authentication_error', params: { message: 'requires_payment_method' } },
      });
    });
  });

  it('tear down: unmounting gives the step null and destroys every element, its listeners removed', async () => {
    const { props, view } = renderFields();
    await handleOf(props);
    const elements = await Promise.all(['cardNumber', 'cardExpiry', 'cardCvc'].map((type) => fake.element(type)));
    view.unmount();
    expect(vi.mocked(props.onHandle).mock.lastCall).toEqual([null]);
    for (const element of elements) {
      expect(element.destroy).toHaveBeenCalledTimes(1);
      expect(element.listeners('change')).toBe(0);
    }
  });

  it('under React StrictMode the step ends with a live handle and one set of mounted frames', async () => {
    const onHandle = vi.fn();
    render(<StrictMode><Fields method="creditCard" lang="en" currency="USD" amountCents={6900} t={t} onStatus={vi.fn()} onHandle={onHandle} /></StrictMode>);
    await fake.element('cardNumber');
    await waitFor(() => expect(onHandle.mock.lastCall?.[0]).toBeTruthy());
    expect(fake.created.filter((e) => !e.destroyed).map((e) => e.type).sort()).toEqual(['cardCvc', 'cardExpiry', 'cardNumber']);
    await completeCard();
    await expect((onHandle.mock.lastCall![0] as ProviderHandle).collect({ holderName: 'Ada' })).resolves.toMatchObject({ ok: true });
  });
});

describe('part 2 §2 and §4.4: wallets through the Express Checkout Element', () => {
  async function renderWallet(wallet = walletBridge()) {
    renderFields({ method: 'googlePay', currency: 'EUR', amountCents: 5900, wallet });
    return { wallet, button: await fake.element('expressCheckout', 'confirm') };
  }
  const confirmEvent = () => ({ elementType: 'expressCheckout', expressPaymentType: 'google_pay', paymentFailed: vi.fn() });

  it('uses deferred Elements with the amount in minor units and the lower-case currency; Apple Pay, Google Pay, Amazon Pay on, Link and PayPal off', async () => {
    const { button } = await renderWallet();
    expect(fake.groups.at(-1)!.options).toEqual({ mode: 'payment', amount: 5900, currency: 'eur' });
    expect(button.options).toMatchObject({ paymentMethods: { applePay: 'auto', googlePay: 'auto', amazonPay: 'auto', link: 'never', paypal: 'never' } });
  });

  it.each([
    ['JPY (zero-decimal at Stripe): office cents become whole yen', 'JPY', 150000, 1500],
    ['KRW rounds half up', 'KRW', 149950, 1500],
    ['BRL keeps its cents', 'BRL', 19900, 19900],
  ] as const)('the sheet’s amount is in Stripe’s units (https://docs.stripe.com/currencies#zero-decimal): %s', async (_case, currency, amountCents, amount) => {
    renderFields({ method: 'googlePay', currency, amountCents, wallet: walletBridge() });
    await fake.element('expressCheckout', 'confirm');
    expect(fake.groups.at(-1)!.options).toEqual({ mode: 'payment', amount, currency: currency.toLowerCase() });
  });

  it.each([
    ['Google Pay offered', { applePay: false, googlePay: true, amazonPay: false, link: true, paypal: false, klarna: false }, true],
    ['Apple Pay offered', { applePay: true, googlePay: false, amazonPay: false, link: false, paypal: false, klarna: false }, true],
    ['only Link offered (off for us)', { applePay: false, googlePay: false, amazonPay: false, link: true, paypal: true, klarna: false }, false],
    ['nothing offered', undefined, false],
  ])('tells the step whether a wallet is available: %s', async (_case, availablePaymentMethods, available) => {
    const { wallet } = await renderWallet();
    await (await fake.element('expressCheckout', 'ready')).emit('ready', { elementType: 'expressCheckout', availablePaymentMethods });
    expect(wallet.onAvailability).toHaveBeenCalledExactlyOnceWith(available);
  });

  it('a wallet that fails to load is not available', async () => {
    const { wallet } = await renderWallet();
    await (await fake.element('expressCheckout', 'loaderror')).emit('loaderror', { elementType: 'expressCheckout', error: { type: 'api_error' } });
    expect(wallet.onAvailability).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('confirm: submits, asks the step for the client secret, confirms without leaving the page and reports the payment intent id', async () => {
    const { wallet, button } = await renderWallet();
    const order: string[] = [];
    const group = fake.groups.at(-1)!;
    group.submit.mockImplementation(async () => (order.push('submit'), {}));
    wallet.requestClientSecret.mockImplementation(async () => (order.push('clientSecret'), 'pi_wallet_1_secret_x'));
    fake.stripe.confirmPayment.mockImplementation(async () => (order.push('confirmPayment'), { paymentIntent: { id: 'pi_wallet_1', status: 'succeeded' } }));
    await button.emit('confirm', confirmEvent());
    await waitFor(() => expect(wallet.onResult).toHaveBeenCalledExactlyOnceWith({ ok: true, gatewayIdentifier: 'pi_wallet_1' }));
    expect(order).toEqual(['submit', 'clientSecret', 'confirmPayment']);
    expect(fake.stripe.confirmPayment).toHaveBeenCalledWith({
      elements: expect.objectContaining({ submit: group.submit }),
      clientSecret: 'pi_wallet_1_secret_x',
      redirect: 'if_required',
      // DESIGN.md "Security": the return URL comes from the step's configuration, never from the page URL.
      confirmParams: { return_url: 'https://checkout.example.com/payment/premium-plus-plan' },
    });
  });

  it.each([
    ['confirmPayment answers an error', (w: ReturnType<typeof walletBridge>) => void w, { error: { type: 'card_error', message: 'Declined' } }, true],
    ['the payment intent is not succeeded', (w: ReturnType<typeof walletBridge>) => void w, { paymentIntent: { id: 'pi_wallet_1', status: 'requires_payment_method' } }, true],
    ['the client secret cannot be had', (w: ReturnType<typeof walletBridge>) => w.requestClientSecret.mockRejectedValue(new Error('500')), undefined, false],
    ['Elements refuses the submit', () => fake.groups.at(-1)!.submit.mockResolvedValue({ error: { type: 'validation_error', message: 'Incomplete' } }), undefined, false],
  ])('part 2 §8 "Failed payment with wallet" when %s', async (_case, arrange, confirmAnswer, confirms) => {
    const { wallet, button } = await renderWallet();
    arrange(wallet);
    if (confirmAnswer) fake.answers.confirmPayment = confirmAnswer;
    const event = confirmEvent();
    await button.emit('confirm', event);
    await waitFor(() => expect(wallet.onResult).toHaveBeenCalledExactlyOnceWith({ ok: false, message: { key: 'payment:errors.wallet_failed' } }));
    expect(fake.stripe.confirmPayment).toHaveBeenCalledTimes(confirms ? 1 : 0);
    if (!confirms) expect(event.paymentFailed).toHaveBeenCalledOnce();
    expect(t('payment:errors.wallet_failed')).toBe('Wallet payment failed');
  });

  it.each([
    ['a second confirmation of an intent that succeeded (payment_intent_unexpected_state, the intent attached)', { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'already succeeded', payment_intent: { id: 'pi_wallet_1', status: 'succeeded' } } }, { ok: true, gatewayIdentifier: 'pi_wallet_1' }],
    ['an error whose attached intent is processing', { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'x', payment_intent: { id: 'pi_wallet_1', status: 'processing' } } }, { ok: 'unknown' }],
    ['a card error whose attached intent is back in requires_payment_method', { error: { type: 'card_error', code: 'card_declined', message: 'Declined', payment_intent: { id: 'pi_wallet_1', status: 'requires_payment_method' } } }, { ok: false, message: { key: 'payment:errors.wallet_failed' } }],
  ] as const)('the wallet reads the intent Stripe attaches to an error: %s', async (_case, confirmAnswer, expected) => {
    const { wallet, button } = await renderWallet();
    fake.answers.confirmPayment = confirmAnswer;
    await button.emit('confirm', confirmEvent());
    await waitFor(() => expect(wallet.onResult).toHaveBeenCalledExactlyOnceWith(expected));
  });

  // Decision 012: unknown is never "failed". Stripe's intent lifecycle (https://docs.stripe.com/payments/paymentintents/lifecycle):
  // processing and requires_capture may still end paid; an api_connection_error or api_error may hide a payment
  // (https://docs.stripe.com/api/errors); a throw after the buyer confirmed may have reached Stripe.
  it.each([
    ['the intent is processing', { paymentIntent: { id: 'pi_wallet_1', status: 'processing' } }],
    ['the intent is requires_capture', { paymentIntent: { id: 'pi_wallet_1', status: 'requires_capture' } }],
    ['the connection to Stripe broke', { error: { type: 'api_connection_error', message: 'Network' } }],
    ['Stripe itself failed', { error: { type: 'api_error', message: 'Internal' } }],
    ['confirmPayment throws', 'throws'],
  ] as const)('the wallet\'s outcome is unknown, not failed, when %s', async (_case, confirmAnswer) => {
    const { wallet, button } = await renderWallet();
    if (confirmAnswer === 'throws') fake.stripe.confirmPayment.mockRejectedValue(new Error('socket hang up'));
    else fake.answers.confirmPayment = confirmAnswer;
    await button.emit('confirm', confirmEvent());
    await waitFor(() => expect(wallet.onResult).toHaveBeenCalledExactlyOnceWith({ ok: 'unknown' }));
  });

  it('gives the step no card handle', async () => {
    const { props } = renderFields({ method: 'googlePay', wallet: walletBridge() });
    await fake.element('expressCheckout', 'confirm');
    expect(props.onHandle).not.toHaveBeenCalledWith(expect.objectContaining({ collect: expect.any(Function) }));
  });
});
