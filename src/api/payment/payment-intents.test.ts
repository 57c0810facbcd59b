import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { PaymentOutcomeUnknownError, SchemaError } from '~/api/errors';
import { samplePaymentPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { createPayment } from './create-payment';
import { createPaymentIntent } from './create-payment-intent';
import { PAYMENT_PATHS } from './payment-endpoints';
import { sandboxProviderUrl } from './provider-endpoints';

/**
 * The sandbox provider S confirmation the sandbox adapter calls (handlers/payment-provider.ts), with the payment
 * method Stripe needs to confirm an intent (https://docs.stripe.com/api/payment_intents/confirm).
 */
async function confirm(clientSecret: string, paymentMethod: string, challenge?: 'pass' | 'fail'): Promise<{ status: string }> {
  const response = await fetch(sandboxProviderUrl('s/payment-intents/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, challenge, payment_method: paymentMethod }),
  });
  return (await response.json()) as { status: string };
}

beforeEach(() => void setScenario({ user: 'us' }));

describe('createPaymentIntent (part 2 §4.4, §7)', () => {
  it('part 2 §4.4: the payment intent answers a client secret the wallet confirms', async () => {
    const { gateway } = await createPaymentIntent(samplePaymentPayload({ token_card: undefined }));
    expect(gateway.client_secret).toMatch(/^pi_sandbox_\d+_secret_/);
    await expect(confirm(gateway.client_secret, 'pm_sandbox_wallet')).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('DESIGN.md: a retried payment intent with the same key is created once', async () => {
    const payload = samplePaymentPayload({ token_card: undefined });
    const [a, b] = await Promise.all([createPaymentIntent(payload), createPaymentIntent(payload)]);
    expect(a.gateway.client_secret).toBe(b.gateway.client_secret);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it.each([
    ['part 2 §4.4: the buyer passes the sandbox challenge: succeeded', 'pass', 'succeeded'],
    ['part 2 §4.4: the buyer fails it: not paid', 'fail', 'requires_payment_method'],
  ] as const)('%s', async (_name, challenge, status) => {
    const { gateway } = await createPayment('provider-s-card', samplePaymentPayload({ token_card: sandboxCardToken('4000002500003155') }));
    const secret = gateway.others?.error?.payment_intent?.client_secret ?? '';
    await expect(confirm(secret, gateway.others?.error?.payment_method?.id ?? '', challenge)).resolves.toMatchObject({ status });
  });

  it.each([
    ['payment intent: a payload missing a field', PAYMENT_PATHS.paymentIntent, { gateway: { status: 'Success' } }, 'gateway.client_secret'],
    ['payment intent: a wrong type', PAYMENT_PATHS.paymentIntent, { gateway: { status: 'Success', client_secret: 7 } }, 'gateway.client_secret'],
  ])('turns %s into an unknown outcome whose last error is a SchemaError naming the field', async (_name, path, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', path), () => HttpResponse.json(body)));
    const error = await createPaymentIntent(samplePaymentPayload(), { retryDelaysMs: [] }).catch((e: unknown) => e);
    // A payment intent may have been created: its unreadable answer is an unknown outcome, not a failure.
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    const schemaError = (error as PaymentOutcomeUnknownError).lastError;
    expect(schemaError).toBeInstanceOf(SchemaError);
    expect((schemaError as SchemaError).field).toBe(field);
  });
});
