import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import {
  AbortedError, CheckoutError, errorMessageKey, HttpError, NetworkError, PaymentOutcomeUnknownError, SchemaError, TimeoutError,
  UnreadableBodyError,
} from '~/api/errors';
import { samplePaymentPayload } from '~/sandbox/fixtures/payments';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario, type SandboxFault } from '~/sandbox/scenario';
import { createFuturePayment } from './create-future-payment';
import { createPayment } from './create-payment';
import { createPaymentIntent } from './create-payment-intent';
import { debitSavedCard } from './debit-saved-card';
import { newIdempotencyKey } from './idempotency-key';
import { isOutcomeUnknown, PAYMENT_RETRY_DELAYS_MS, type PaymentCallOptions } from './payment-attempt';
import { PAYMENT_ENDPOINTS, PAYMENT_PATHS } from './payment-endpoints';

describe('isOutcomeUnknown: which failures leave a payment ambiguous (DESIGN.md "one payment at a time")', () => {
  it.each<[string, unknown, boolean]>([
    ['no answer', new NetworkError('pay', 'reset'), true],
    ['a timeout', new TimeoutError('pay', 30_000), true],
    ['a 500', new HttpError('pay', 500), true],
    ['a 502', new HttpError('pay', 502), true],
    ['a 503', new HttpError('pay', 503), true],
    ['a 409 (the gateway holds this key)', new HttpError('pay', 409), true],
    ['an unreadable 2xx', new UnreadableBodyError('pay', 'Unexpected end of JSON input'), true],
    ['a 2xx the schema rejects', new SchemaError('pay', 'gateway.status missing'), true],
    ['a 400: the request was refused before it was taken', new HttpError('pay', 400), false],
    ['a 401', new HttpError('pay', 401), false],
    ['a 403', new HttpError('pay', 403), false],
    ['a 422', new HttpError('pay', 422), false],
    ['the caller abort', new AbortedError('pay', undefined), false],
    ['a business refusal', new CheckoutError('pay', 'payment_refused'), false],
    ['a programming error', new TypeError('x is undefined'), false],
  ])('%s -> %s', (_name, error, unknown) => {
    expect(isOutcomeUnknown(error)).toBe(unknown);
  });

  it('bounds the resends with growing waits', () => {
    expect(PAYMENT_RETRY_DELAYS_MS.length).toBeGreaterThan(0);
    expect(PAYMENT_RETRY_DELAYS_MS.length).toBeLessThanOrEqual(3);
    expect([...PAYMENT_RETRY_DELAYS_MS]).toEqual([...PAYMENT_RETRY_DELAYS_MS].sort((a, b) => a - b));
  });

  it('an unknown outcome reads "being checked", never a refusal', () => {
    const unknown = new PaymentOutcomeUnknownError('createPayment', newIdempotencyKey(), new HttpError('createPayment', 503), 3);
    expect(errorMessageKey(unknown)).toBe('errors:request.payment_checking');
  });
});

// The four payment-creating calls of part 2 §7, each with a body its sandbox buyer may send.
const product = { id: 3101, slug: 'premium-plus-plan', title: 'Premium Plus' };
const amount = { currency: 'USD', value: 6900 } as const;
type Run = (key: string, options: PaymentCallOptions) => Promise<unknown>;
const calls: Record<string, { path: string; user: string; run: Run }> = {
  'main payment': {
    path: PAYMENT_ENDPOINTS['provider-s-card'].path,
    user: 'us',
    run: (key, o) => createPayment('provider-s-card', samplePaymentPayload({ idempotency_key: key }), o),
  },
  'payment intent': {
    path: PAYMENT_PATHS.paymentIntent,
    user: 'us',
    run: (key, o) => createPaymentIntent(samplePaymentPayload({ idempotency_key: key, token_card: undefined }), o),
  },
  'saved-card debit': {
    path: PAYMENT_PATHS.savedCardDebit,
    user: 'saved-cards',
    run: (key, o) => debitSavedCard({
      application: 'OFFICE', idempotency_key: key, id_user: '1011', token_checkout: 'chk_sandbox_1011', card_token: 'card_sandbox_visa_usd',
      invoice_id: '50002', product, amount,
    }, o),
  },
  'future payment': {
    path: PAYMENT_PATHS.futurePayment,
    user: 'us',
    run: (key, o) => createFuturePayment({
      application: 'OFFICE', idempotency_key: key, business_gateway: 'stripe', gateway_identifier: 'gw_sandbox_1', is_recurring: true,
      interval: 1, product, period: 'MONTH', amount, my_data: { office_fatura: '50003' },
      notification_url: 'https://office.example.com/notifications/payment', trial_days: 14,
    }, o),
  },
};
const callNames = Object.keys(calls);

/** The idempotency keys of every send the gateway received on `path`, in order. */
function keysSentTo(path: string): string[] {
  const keys: string[] = [];
  sandboxServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) {
      void request.clone().json().then((body: { idempotency_key: string }) => keys.push(body.idempotency_key), () => keys.push('(unreadable)'));
    }
  });
  return keys;
}

/**
 * Resends without waiting; a send answers within its time limit however busy the machine (the answers are local),
 * so only the time-out fault is cut by it: a second there, enough for the resend's answer on a loaded machine.
 */
const fast: PaymentCallOptions = { retryDelaysMs: [1, 1], timeoutMs: 10_000 };
const optionsFor = (fault: SandboxFault): PaymentCallOptions => (fault === 'timeout' ? { ...fast, timeoutMs: 1_000 } : fast);

let key = newIdempotencyKey();
beforeEach(() => {
  key = newIdempotencyKey();
  setScenario({ user: 'us' });
});
afterEach(() => {
  sandboxServer.events.removeAllListeners();
});

describe.each(callNames)('%s: an ambiguous answer is resent with the same key (decision 012)', (name) => {
  const { path, user, run } = calls[name]!;
  beforeEach(() => void setScenario({ user }));

  it.each<[string, SandboxFault, number]>([
    ['a network error', 'offline', 0],
    ['a 5xx', 'http500', 0],
    ['a timeout', 'timeout', 0],
    ['an unreadable 2xx', 'malformed', 0],
    ['an answer lost after the gateway took it', 'lost', 1],
  ])('after %s once, the resend gets the answer and the gateway holds one payment', async (_name, fault) => {
    const keys = keysSentTo(path);
    setScenario({ fault, faultTimes: 1, faultPath: path });
    await expect(run(key, optionsFor(fault))).resolves.toMatchObject({ gateway: { status: 'Success' } });
    expect(paymentsCreatedCount()).toBe(1);
    await expect.poll(() => keys).toEqual([key, key]);
  });

  it.each<[string, SandboxFault, new (...args: never[]) => Error, number]>([
    ['no answer', 'offline', NetworkError, 0],
    ['a 5xx', 'http500', HttpError, 0],
    ['an unreadable 2xx', 'malformed', UnreadableBodyError, 0],
    ['answers lost after the gateway took the first', 'lost', NetworkError, 1],
  ])('after %s on every send, reports an unknown outcome, never a refusal', async (_name, fault, lastType, payments) => {
    const keys = keysSentTo(path);
    setScenario({ fault, faultTimes: 10, faultPath: path });
    const error = await run(key, optionsFor(fault)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    expect(error).toMatchObject({ idempotencyKey: key, sends: 3 });
    expect((error as PaymentOutcomeUnknownError).lastError).toBeInstanceOf(lastType);
    expect(paymentsCreatedCount()).toBe(payments);
    await expect.poll(() => keys).toEqual([key, key, key]);
  });

  it('a 409 on every send is an unknown outcome', async () => {
    sandboxServer.use(http.post(apiUrl('gateway', path), () => HttpResponse.json({ error: 'idempotency_key_in_use' }, { status: 409 })));
    const error = await run(key, fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    expect((error as PaymentOutcomeUnknownError).lastError).toMatchObject({ status: 409 });
  });

  it('a 400 is a definite answer: thrown as it came, not resent', async () => {
    const keys = keysSentTo(path);
    sandboxServer.use(http.post(apiUrl('gateway', path), () => HttpResponse.json({ errors: [] }, { status: 400 })));
    const error = await run(key, fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400 });
    await expect.poll(() => keys).toEqual([key]);
  });
});

describe('the waits between sends', () => {
  it('waits the configured delays before each resend', async () => {
    const times: number[] = [];
    sandboxServer.events.on('request:start', () => times.push(performance.now()));
    setScenario({ fault: 'http500', faultTimes: 10, faultPath: '/payment/' });
    await calls['main payment']!.run(key, { retryDelaysMs: [60, 120] }).catch(() => undefined);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(55);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(115);
  });

  it('stops at once with an AbortedError when the caller aborts during a wait, and sends nothing more', async () => {
    let sends = 0;
    sandboxServer.events.on('request:start', () => void (sends += 1));
    setScenario({ fault: 'http500', faultTimes: 10, faultPath: '/payment/' });
    const caller = new AbortController();
    const pending = calls['main payment']!.run(key, { retryDelaysMs: [5_000], signal: caller.signal });
    await expect.poll(() => sends).toBe(1);
    caller.abort('left the step');
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(sends).toBe(1);
  });
});
