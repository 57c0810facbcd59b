import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, PaymentOutcomeUnknownError, SchemaError } from '~/api/errors';
import { paymentOutcome, type PaymentContext } from '~/domain/payment-response';
import { samplePaymentPayload, sampleProviderAPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { missingPaymentFields } from '~/sandbox/methods';
import { paymentPayloadSchema } from './payment-payload-schema';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { tokenizeCard } from './tokenize-card';
import { createPayment } from './create-payment';
import { PAYMENT_ENDPOINTS } from './payment-endpoints';

const card: PaymentContext = { method: 'creditCard', currency: 'USD', isTrial: false, coupon: null, previousFraudAttempts: 0 };
const payWith = (number: string) => createPayment('provider-s-card', samplePaymentPayload({ token_card: sandboxCardToken(number) }));

beforeEach(() => void setScenario({ user: 'us' }));

describe('createPayment: card outcomes by test number (part 2 §4.4, §8)', () => {
  it.each([
    ['part 2 §4.4: 4242 succeeds', '4242 4242 4242 4242', 'authorized', null],
    ['part 2 §4.4: a Mastercard succeeds', '5555 5555 5555 4444', 'authorized', null],
    ['part 2 §8: 0002 is refused', '4000 0000 0000 0002', 'refused', 'payment_refused'],
    ['part 2 §8: insufficient funds is refused', '4000 0000 0000 9995', 'refused', 'payment_refused'],
    ['part 2 §8: possible fraud', '4100 0000 0000 0019', 'refused', 'possible_fraud'],
    ['part 2 §8: blacklisted user', '4000 0000 0000 9979', 'refused', 'user_block_blacklist'],
    ['part 2 §8: card not supported', '6200 0000 0000 0047', 'refused', 'not_supported'],
    ['part 2 §8: brand not available', '3566 0020 2036 0505', 'refused', 'payment_details_are_not_supported'],
    ['part 2 §8: invalid card number', '4242 4242 4242 4241', 'refused', 'invalid_card_number'],
    ['part 2 §8: expired card', '4000 0000 0000 0069', 'refused', 'expiry_date_invalid'],
    ['part 2 §8: CVC declined', '4000 0000 0000 0127', 'refused', 'cvc_declined'],
    ['part 2 §4.4: 3155 asks for authentication', '4000 0025 0000 3155', 'authenticationRequired', null],
    ['part 2 §4.4: 3063 starts a 3-D Secure redirect', '4000 0000 0000 3063', 'threeDSecureRedirect', null],
    ['part 2 §4.4: a card not in the table is refused', '4111 1111 1111 1111', 'refused', 'payment_refused'],
  ])('%s', async (_name, number, kind, reason) => {
    const answer = await payWith(number);
    const outcome = paymentOutcome(answer.gateway, card);
    expect(outcome.kind).toBe(kind);
    if (reason) expect(outcome.kind === 'refused' && outcome.reason).toBe(reason);
  });

  it('part 2 §4.4: the authentication answer carries the client secret and payment method', async () => {
    const { gateway } = await payWith('4000002500003155');
    expect(gateway.others?.error?.payment_intent?.client_secret).toMatch(/^pi_sandbox_\d+_secret_/);
    expect(gateway.others?.error?.payment_method?.id).toMatch(/^pm_sandbox_/);
  });

  it('part 2 §4.4: the redirect goes to the sandbox bank, which returns to the redir_url_after_payment it was given (query kept)', async () => {
    const { gateway } = await payWith('4000000000003063');
    const action = gateway.others?.action as { type: string; url: string; method: string };
    expect(action).toMatchObject({ type: 'redirect', method: 'GET' });
    const url = new URL(action.url);
    expect(url.origin + url.pathname).toBe('http://localhost/sandbox/three-d-secure');
    expect(url.searchParams.get('return')).toBe('http://localhost/payment/premium-plus-plan?aid=777');
    expect(url.searchParams.get('identify')).toMatch(/^3ds_sandbox_/);
  });

  it('part 2 §4.4: a 3-D Secure card sent without redir_url_after_payment is a 400 naming it (the bank has nowhere to return to), nothing created', async () => {
    const error = await createPayment('provider-s-card', samplePaymentPayload({ token_card: sandboxCardToken('4000000000003063'), redir_url_after_payment: undefined })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect(paymentsCreatedCount()).toBe(0);
  });

  it.each([
    ['part 2 §4.3: provider A card reads the encrypted fields', 'provider-a-card', { token_card: undefined, 'card-encrypt': { encryptedCardNumber: 'tok_sandbox_4242', encryptedExpiryMonth: 'x', encryptedExpiryYear: 'y' }, browserInfo: { colorDepth: 24, language: 'de-DE' }, address: { zipCode: '10115', city: 'Berlin', street: 'Musterstraße 1', country: 'DE' }, amount: { currency: 'EUR', value: 5900 } }],
    ['part 2 §4.3: provider S reads source_token', 'provider-s-card', { token_card: undefined, source_token: 'tok_sandbox_4242' }],
    ['part 2 §7: the generic recurrent endpoint', 'recurrent', {}],
  ] as const)('%s', async (_name, endpoint, patch) => {
    const answer = await createPayment(endpoint, samplePaymentPayload(patch));
    expect(answer.gateway.type).toBe('payment_authorized');
  });

  it('part 2 §4.3: provider U card charges a token its tokeniser issued (single-use, card-token-store.ts)', async () => {
    const token = await tokenizeCard('latinAmerican', { number: '4242424242424242', holder_name: 'Sofia Lopez', exp_month: 12, exp_year: 2034, cvv: '123' });
    const answer = await createPayment('provider-u-card', samplePaymentPayload({ token_card: token.ok ? token.token : '', amount: { currency: 'MXN', value: 129900 } }));
    expect(answer.gateway.type).toBe('payment_authorized');
  });
});

describe('provider A’s contract (https://docs.adyen.com/online-payments/3d-secure/native-3ds2/web-component/#make-a-payment)', () => {
  it.each([
    ['a plain card token instead of the secured fields’ output', { 'card-encrypt': undefined, token_card: 'tok_sandbox_4242' }, 'card-encrypt'],
    ['the secured fields’ output without the browser’s fields', { browserInfo: undefined }, 'browserInfo'],
  ] as const)('%s is refused (400), nothing charged', async (_case, patch, field) => {
    const payload = sampleProviderAPayload('4242424242424242', patch);
    expect(missingPaymentFields('provider-a-card', 'card', paymentPayloadSchema.parse(payload))).toEqual([field]);
    const error = await createPayment('provider-a-card', payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect(paymentsCreatedCount()).toBe(0);
  });
});

describe('createPayment: one payment per attempt (DESIGN.md "one payment at a time")', () => {
  it('answers a retry with the same key from memory and charges once', async () => {
    const payload = samplePaymentPayload();
    const first = await createPayment('provider-s-card', payload);
    const retry = await createPayment('provider-s-card', payload);
    expect(retry).toEqual(first);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it('turns ten rapid clicks on the slow card into one payment', async () => {
    const payload = samplePaymentPayload({ token_card: sandboxCardToken('4000 0000 0000 0077') });
    const answers = await Promise.all(Array.from({ length: 10 }, () => createPayment('provider-s-card', payload)));
    expect(new Set(answers.map((a) => a.gateway_identifier)).size).toBe(1);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it.each([
    ['an HTTP 500', 'http500'],
    ['a dropped connection', 'offline'],
    ['an answer lost after the gateway took the payment', 'lost'],
  ] as const)('resends after %s with the same key and ends with one payment', async (_name, fault) => {
    setScenario({ fault, faultTimes: 1, faultPath: '/payment/' });
    const payload = samplePaymentPayload();
    await expect(createPayment('provider-s-card', payload, { retryDelaysMs: [1] })).resolves.toMatchObject({ gateway: { type: 'payment_authorized' } });
    expect(paymentsCreatedCount()).toBe(1);
  });

  it('creates a second payment for a new attempt with a new key', async () => {
    await createPayment('provider-s-card', samplePaymentPayload());
    await createPayment('provider-s-card', samplePaymentPayload());
    expect(paymentsCreatedCount()).toBe(2);
  });

  it('answers 409 to the same key with another body, without charging: an unknown outcome, not a refusal', async () => {
    const payload = samplePaymentPayload();
    await createPayment('provider-s-card', payload);
    const error = await createPayment('provider-s-card', { ...payload, amount: { currency: 'USD', value: 1 } }, { retryDelaysMs: [1] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    expect((error as PaymentOutcomeUnknownError).lastError).toMatchObject({ status: 409 });
    expect(paymentsCreatedCount()).toBe(1);
  });
});

describe('createPayment: what the sandbox gateway refuses to take', () => {
  it.each([
    ['DESIGN.md Security: a raw card object', { card: { number_card: '4242424242424242', security_code: '123' } }],
    ['DESIGN.md Security: an idempotency key that is not a UUID', { idempotency_key: 'click-1' }],
    ['part 2 §9: a period other than MONTH', { period: 'YEAR' }],
    ['part 2 §7: an amount in a float', { amount: { currency: 'USD', value: 69.9 } }],
    ['DESIGN.md Security: an http notification_url', { notification_url: 'http://evil.example/notify' }],
    ['DESIGN.md Security: a notification_url with user-info', { notification_url: 'https://office.example.com@evil.example/notify' }],
    ['DESIGN.md Security: an http redir_url_after_payment', { redir_url_after_payment: 'http://evil.example/back' }],
    ['DESIGN.md Security: a javascript: redir_url_after_payment', { redir_url_after_payment: 'javascript:alert(1)' }],
  ])('answers 400 to %s', async (_name, patch) => {
    const error = await createPayment('provider-s-card', { ...samplePaymentPayload(), ...(patch as object) }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(400);
    expect(paymentsCreatedCount()).toBe(0);
  });

  it('part 2 §6: answers 401 to a visitor and 403 to another user id', async () => {
    setScenario({ user: null });
    expect(((await createPayment('provider-s-card', samplePaymentPayload()).catch((e: unknown) => e)) as HttpError).status).toBe(401);
    setScenario({ user: 'br' });
    expect(((await createPayment('provider-s-card', samplePaymentPayload()).catch((e: unknown) => e)) as HttpError).status).toBe(403);
  });

  it('DESIGN.md Security: sends no authorization header to the gateway', async () => {
    let seen: string | null = 'unset';
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_ENDPOINTS['provider-s-card'].path), ({ request }) => ((seen = request.headers.get('authorization')), undefined)));
    await createPayment('provider-s-card', samplePaymentPayload());
    expect(seen).toBeNull();
  });
});

describe('createPayment schema (part 2 §3 "Gateway response")', () => {
  it.each([
    ['a payload missing a field', { gateway: { type: 'payment_authorized' } }, 'gateway.status'],
    ['a wrong type', { gateway: { status: 'Success', pix: { qrCode: ['x'] } } }, 'gateway.pix.qrCode'],
  ])('turns %s into an unknown outcome whose SchemaError names the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_ENDPOINTS.single.path), () => HttpResponse.json(body)));
    const error = await createPayment('single', samplePaymentPayload(), { retryDelaysMs: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    const last = (error as PaymentOutcomeUnknownError).lastError;
    expect(last).toBeInstanceOf(SchemaError);
    expect((last as SchemaError).field).toBe(field);
  });
});
