// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayment } from '~/api/payment/create-payment';
import { getPaymentAttempt } from '~/api/payment/payment-attempt-status';
import { SANDBOX_SLOW_ANSWER_MS, samplePaymentPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { attemptRecord, settledAnswer } from './payment-state';
import { paymentsCreatedCount } from './payment-store';

/*
 * The sandbox gateway takes a payment when the request arrives and only then lets the answer wait (decision 012:
 * a reload after the payment request left must find the payment). The handler runs in the page, so a reload kills
 * it during the wait: what counts is what was written before. A reload (or a second tab's sandbox) is a fresh copy
 * of the sandbox modules over the same localStorage (vi.resetModules).
 */

const DELAY_MS = 5000;

/** Starts a card payment and tells whether its answer came back yet. */
function startPayment(number: string) {
  const payload = samplePaymentPayload({ token_card: sandboxCardToken(number) });
  const call = { payload, answered: false, answer: createPayment('provider-s-card', payload) };
  void call.answer.then(() => (call.answered = true));
  return call;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  setScenario({ user: 'us', gatewayDelayMs: DELAY_MS });
});
afterEach(() => void vi.useRealTimers());

describe('the gateway takes the payment first, then its answer waits (decision 012)', () => {
  it('decision 012: with sandbox-gateway-delay the payment and its final answer are recorded before the wait elapses', async () => {
    const call = startPayment('4242424242424242');
    const key = call.payload.idempotency_key;
    await vi.waitFor(() => expect(attemptRecord(key)).toBeDefined());
    expect(call.answered).toBe(false);
    expect(attemptRecord(key)).toMatchObject({ call: 'provider-s-card', outcome: 'payment_authorized', method: 'creditCard' });
    expect(settledAnswer(key)?.answer.body).toMatchObject({ gateway: { status: 'Success', type: 'payment_authorized' } });
    // The office's lookup already says paid while the answer is on its way.
    await expect(getPaymentAttempt(key)).resolves.toMatchObject({ attempt: { state: 'paid' } });

    await vi.advanceTimersByTimeAsync(DELAY_MS);
    const answer = await call.answer;
    expect(answer.gateway_identifier).toBe(attemptRecord(key)?.gatewayIdentifier);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it('decision 012: a page reloaded during the wait finds the payment, and its resend gets the same answer at once and creates nothing', async () => {
    const call = startPayment('4242424242424242');
    const key = call.payload.idempotency_key;
    await vi.waitFor(() => expect(attemptRecord(key)).toBeDefined());

    vi.resetModules();
    const reloaded = { state: await import('./payment-state'), store: await import('./payment-store'), payment: await import('./payment') };
    expect(reloaded.state.attemptRecord(key)).toMatchObject({ outcome: 'payment_authorized' });
    // The reloaded page's sandbox (or a second tab's) has no answer in flight: it answers the recorded one.
    sandboxServer.use(...reloaded.payment.paymentHandlers);
    const again = await createPayment('provider-s-card', call.payload);
    expect(again.gateway).toMatchObject({ status: 'Success', type: 'payment_authorized' });
    expect(reloaded.store.paymentsCreatedCount()).toBe(1);
    expect(call.answered).toBe(false);

    await vi.advanceTimersByTimeAsync(DELAY_MS);
    await expect(call.answer).resolves.toEqual(again);
  });

  it('decision 012: the slow test card 4000 0000 0000 0077 is taken at once and answered after its 1.5 s', async () => {
    setScenario({ gatewayDelayMs: null });
    const call = startPayment('4000000000000077');
    await vi.waitFor(() => expect(attemptRecord(call.payload.idempotency_key)).toMatchObject({ outcome: 'payment_authorized' }));
    expect(call.answered).toBe(false);
    await vi.advanceTimersByTimeAsync(SANDBOX_SLOW_ANSWER_MS);
    await expect(call.answer).resolves.toMatchObject({ gateway: { type: 'payment_authorized' } });
  });

  it('decision 012: a refusal is recorded before its wait too (the lookup says refused, nothing to pay again)', async () => {
    const call = startPayment('4000000000000002');
    await vi.waitFor(() => expect(attemptRecord(call.payload.idempotency_key)).toBeDefined());
    expect(call.answered).toBe(false);
    await expect(getPaymentAttempt(call.payload.idempotency_key)).resolves.toMatchObject({ attempt: { state: 'refused' } });
    await vi.advanceTimersByTimeAsync(DELAY_MS);
    await expect(call.answer).resolves.toMatchObject({ gateway: { status: 'Error' } });
  });
});
