import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { ERRORS } from '~/domain/error-catalogue';
import { EMPTY_FIELDS_STATUS, type CollectResult, type ProviderHandle } from '~/providers/registry';
import { answerOnce, sandboxPaymentRecords } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { reportFieldsStatus, setHolderName, setProviderHandle } from '../choice/fields';
import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { runLoadSequence } from '../load/load-sequence';
import { goNext } from '../steps';
import { openAttempt } from './attempt-key';
import { pay } from './pay';
import { $paymentStatus } from './status';

/*
 * What closes a payment attempt (decision 012): a definite answer closes it, so the next press is a new attempt with
 * a new idempotency key and a changed body (a new single-use card token) never goes out under an old key; an unknown
 * outcome keeps the attempt and its exact body for "check again". Run against the sandbox gateway, which answers
 * once per key and answers 409 to the same key with another body.
 */

const CARD_PATH = '/payment/provider-s/card';

interface Sent {
  key: string;
  token: string;
  status: number | null;
}

/** Every provider S card request the page sent (key and card token) and the status it got. */
function recordSends(): Sent[] {
  const sent: Sent[] = [];
  const byId = new Map<string, Sent>();
  sandboxServer.events.on('request:start', async ({ request, requestId }) => {
    if (!request.url.endsWith(CARD_PATH)) return;
    const body = (await request.clone().json()) as { idempotency_key: string; source_token?: string };
    const entry = { key: body.idempotency_key, token: String(body.source_token), status: null };
    byId.set(requestId, entry);
    sent.push(entry);
  });
  sandboxServer.events.on('response:mocked', ({ response, requestId }) => {
    const entry = byId.get(requestId);
    if (entry) entry.status = response.status;
  });
  return sent;
}

function cardHandle(token: string, authenticate?: ProviderHandle['authenticate']): ProviderHandle {
  return { collect: async (): Promise<CollectResult> => ({ ok: true, payment: { source_token: token } }), authenticate };
}

function fillCard(token: string, authenticate?: ProviderHandle['authenticate']): void {
  chooseMethod('creditCard');
  setHolderName('John Miller');
  reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
  setProviderHandle(cardHandle(token, authenticate));
}

/** The gateway refuses the next card request with a validation error, kept under its key like any answer. */
function refuseNextCardWith422(): void {
  sandboxServer.use(
    http.post(
      apiUrl('gateway', CARD_PATH),
      async ({ request }) => {
        const body = (await request.json()) as { idempotency_key: string };
        return answerOnce(body.idempotency_key, body, { call: 'provider-s-card', userId: 'validation' }, async () => ({ status: 422, body: { error: 'invalid_request' } }));
      },
      { once: true },
    ),
  );
}

let sends: Sent[];
beforeEach(async () => {
  sends = recordSends();
  setScenario({ user: 'us' });
  await runLoadSequence(loadInput('premium-plus-plan'));
  goNext();
  startMethodSelection();
});
afterEach(() => {
  stopMethodSelection();
  sandboxServer.events.removeAllListeners();
  setScenario({ fault: null, faultPath: '', faultTimes: 0 });
});

describe('a definite answer closes the attempt (decision 012)', () => {
  it('part 2 §8: a validation 4xx closes it: another card then pays under a NEW key, and no 409 is ever answered', async () => {
    refuseNextCardWith422();
    fillCard('tok_sandbox_0002');
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'failed', message: { key: ERRORS.paymentRequestFailed } });
    expect(openAttempt()).toBeNull();
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(sends.map((s) => [s.token, s.status])).toEqual([['tok_sandbox_0002', 422], ['tok_sandbox_4242', 200]]);
    expect(sends[0]!.key).not.toBe(sends[1]!.key);
    expect(sandboxPaymentRecords().at(-1)).toMatchObject({ key: sends[1]!.key, outcome: 'payment_authorized' });
  });

  it('part 2 §8 payment_refused: a refusal closes it: another card then pays under a NEW key', async () => {
    fillCard('tok_sandbox_0002');
    await pay();
    expect($paymentStatus.get().state).toBe('refused');
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(sandboxPaymentRecords().map((r) => r.outcome)).toEqual(['payment_refused', 'payment_authorized']);
    expect(new Set(sends.map((s) => s.key)).size).toBe(2);
  });

  it('part 2 §4.4: a failed 3-D Secure challenge closes it: another card then pays under a NEW key', async () => {
    fillCard('tok_sandbox_3155', async () => ({ ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message: 'declined' } } }));
    await pay();
    expect($paymentStatus.get().state).toBe('refused');
    expect(openAttempt()).toBeNull();
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(new Set(sends.map((s) => s.key)).size).toBe(2);
  });

  it("part 2 §8: the tokeniser's refusal sends nothing and opens no attempt; the next card pays", async () => {
    chooseMethod('creditCard');
    setHolderName('John Miller');
    reportFieldsStatus({ ...EMPTY_FIELDS_STATUS, numberComplete: true, expiryComplete: true, cvcComplete: true });
    setProviderHandle({ collect: async () => ({ ok: false, message: { key: 'payment:errors.card_declined_by_provider', params: { message: 'x' } } }) });
    await pay();
    expect($paymentStatus.get()).toEqual({ state: 'invalid', message: { key: 'payment:errors.card_declined_by_provider', params: { message: 'x' } } });
    expect([sends.length, openAttempt()]).toEqual([0, null]);
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
  });
});

describe('an unknown outcome keeps the attempt and its exact body (decision 012)', () => {
  it('a lost answer on every send ends in "checking"; "check again" resends the SAME body and key: one payment', async () => {
    setScenario({ fault: 'lost', faultPath: CARD_PATH, faultTimes: 3 });
    fillCard('tok_sandbox_4242');
    await pay();
    expect($paymentStatus.get().state).toBe('checking');
    const key = openAttempt()?.key;
    // The buyer cannot change the card under a checking attempt: the press resends what went out.
    setProviderHandle(cardHandle('tok_sandbox_0002'));
    await pay();
    expect($paymentStatus.get().state).toBe('paid');
    expect(sends.map((s) => [s.key, s.token])).toEqual(Array.from({ length: 4 }, () => [key, 'tok_sandbox_4242']));
    expect(sandboxPaymentRecords().map((r) => r.key)).toEqual([key]);
  }, 15_000);
});
