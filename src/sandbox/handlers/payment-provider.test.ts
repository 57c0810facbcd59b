import { describe, expect, it } from 'vitest';
import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { getPaymentAttempt } from '~/api/payment/payment-attempt-status';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { samplePaymentPayload } from '~/sandbox/fixtures/payments';
import { setScenario } from '~/sandbox/scenario';
import { paymentIntent, savePaymentIntent } from './payment-state';

/*
 * The sandbox provider S's payment-intent confirmation, as the wallet twin and the card twin call it, holding Stripe's
 * documented contract (decision 041): the intent keeps what the gateway created it to charge, a wallet confirmation
 * whose Elements amount differs is refused with nothing charged, and an intent that can no longer be confirmed answers
 * Stripe's payment_intent_unexpected_state with the intent attached.
 */

type Sheet = { amount?: number; currency?: string };

async function confirm(clientSecret: string, sheet: Sheet = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(sandboxProviderUrl('s/payment-intents/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, payment_method: 'pm_sandbox_wallet', ...sheet }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A wallet's payment intent created by the gateway for a body of `amount` (part 2 §7), and its client secret. */
async function walletIntent(amount: { currency: string; value: number; first_month?: number }): Promise<{ secret: string; key: string }> {
  const payload = samplePaymentPayload({ token_card: undefined, amount: amount as never });
  const answer = await createPaymentIntent(payload);
  return { secret: answer.gateway.client_secret ?? '', key: payload.idempotency_key };
}

describe('the wallet intent keeps its amount (decision 041 "Wallet amount", https://docs.stripe.com/api/payment_intents/create)', () => {
  it.each([
    ['the charge in cents', { currency: 'USD', value: 6900 }, { amount: 6900, currency: 'usd' }],
    ['the first month when the plan has one', { currency: 'USD', value: 6900, first_month: 3450 }, { amount: 3450, currency: 'usd' }],
    ['whole yen: JPY is zero-decimal at Stripe (https://docs.stripe.com/currencies#zero-decimal)', { currency: 'JPY', value: 150000 }, { amount: 1500, currency: 'jpy' }],
  ] as const)('%s', async (_name, sent, kept) => {
    setScenario({ user: 'us' });
    const { secret } = await walletIntent(sent);
    expect(paymentIntent(secret)).toMatchObject({ status: 'requires_payment_method', ...kept });
  });
});

describe('a wallet confirmation holds the sheet’s Elements amount against the intent’s', () => {
  it('the same amount and currency: succeeded, and the answer is the intent with its amount', async () => {
    setScenario({ user: 'us' });
    const { secret, key } = await walletIntent({ currency: 'USD', value: 6900 });
    const answer = await confirm(secret, { amount: 6900, currency: 'usd' });
    expect(answer).toEqual({ status: 200, body: expect.objectContaining({ object: 'payment_intent', status: 'succeeded', amount: 6900, currency: 'usd' }) });
    expect((await getPaymentAttempt(key)).attempt?.state).toBe('paid');
  });

  it.each([
    ['another amount (the sheet showed the full price, the intent charges the first month)', { currency: 'USD', value: 6900, first_month: 3450 }, { amount: 6900, currency: 'usd' }],
    ['another currency', { currency: 'USD', value: 6900 }, { amount: 6900, currency: 'eur' }],
    ['office cents where Stripe takes whole yen', { currency: 'JPY', value: 150000 }, { amount: 150000, currency: 'jpy' }],
  ] as const)('%s: refused in Stripe\'s request-error shape (400 invalid_request_error, param amount; Stripe documents no error of its own, decision 041), nothing charged', async (_name, sent, sheet) => {
    setScenario({ user: 'us' });
    const { secret, key } = await walletIntent(sent);
    const answer = await confirm(secret, sheet);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { type: 'invalid_request_error', param: 'amount', message: expect.stringContaining('do not match'), payment_intent: expect.objectContaining({ status: 'requires_payment_method' }) },
    });
    expect(paymentIntent(secret)?.status).toBe('requires_payment_method');
    // Nothing was charged, and the attempt is closed as such.
    expect((await getPaymentAttempt(key)).attempt?.state).toBe('refused');
  });
});

describe('an intent that can no longer be confirmed (https://docs.stripe.com/error-codes#payment-intent-unexpected-state)', () => {
  it('a second wallet confirmation of a paid intent: 400 payment_intent_unexpected_state with error.payment_intent, and it stays paid once', async () => {
    setScenario({ user: 'us' });
    const { secret, key } = await walletIntent({ currency: 'USD', value: 6900 });
    expect((await confirm(secret, { amount: 6900, currency: 'usd' })).status).toBe(200);
    const second = await confirm(secret, { amount: 6900, currency: 'usd' });
    expect(second).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: expect.stringContaining('it has a status of succeeded'),
          payment_intent: expect.objectContaining({ id: secret.replace(/_secret_.*$/, ''), object: 'payment_intent', status: 'succeeded', amount: 6900, currency: 'usd' }),
        },
      },
    });
    expect((await getPaymentAttempt(key)).attempt?.state).toBe('paid');
  });

  it.each(['processing', 'canceled'] as const)('an intent %s is refused the same way, its status attached', async (status) => {
    setScenario({ user: 'us' });
    const { secret } = await walletIntent({ currency: 'USD', value: 6900 });
    savePaymentIntent(secret, { ...paymentIntent(secret)!, status });
    const answer = await confirm(secret, { amount: 6900, currency: 'usd' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { status } } });
    expect(paymentIntent(secret)?.status).toBe(status);
  });
});
