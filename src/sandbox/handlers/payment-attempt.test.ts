import { describe, expect, it, vi } from 'vitest';
import { sandboxBankReturn } from '~/sandbox/handlers/payment-answers';
import { HttpError } from '~/api/errors';
import { checkPixNotification } from '~/api/payment/check-pix-notification';
import { createPayment } from '~/api/payment/create-payment';
import { createPaymentIntent } from '~/api/payment/create-payment-intent';
import { debitSavedCard } from '~/api/payment/debit-saved-card';
import { newIdempotencyKey } from '~/api/payment/idempotency-key';
import { getPaymentAttempt } from '~/api/payment/payment-attempt-status';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { verifyThreeDSecureReturn } from '~/api/payment/verify-three-d-secure';
import { PIX_POLLS_BEFORE_PAID, samplePaymentPayload, sampleProviderAPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { setScenario } from '~/sandbox/scenario';
import { SANDBOX_REDIRECT_WEBHOOK_AFTER_MS } from './attempt-state';
import { paymentIntent, savePaymentIntent } from './payment-state';

/*
 * The sandbox office's attempt lookup (decision 012, "What the gateway must do with the key", point 5): the buyer
 * pays through the real API client functions, then asks the lookup by the idempotency key they sent.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const card = (number: string) => samplePaymentPayload({ token_card: sandboxCardToken(number) });
const stateOf = async (key: string) => (await getPaymentAttempt(key)).attempt?.state;

/** The sandbox provider S confirmation the sandbox adapter and the wallet call (handlers/payment-provider.ts). */
/** Provider S's confirmation, with the payment method Stripe needs (the card's after authentication_required, the wallet's). */
async function confirmIntent(clientSecret: string, paymentMethod: string, challenge?: 'pass' | 'fail'): Promise<Response> {
  return fetch(sandboxProviderUrl('s/payment-intents/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: clientSecret, challenge, payment_method: paymentMethod }),
  });
}

describe('the attempt lookup by idempotency key (decision 012 point 5)', () => {
  it('decision 012 point 5: a card the gateway authorized is paid, with its method, invoice, amount, currency, time and identifier', async () => {
    setScenario({ user: 'us' });
    const payload = card('4242424242424242');
    const before = Date.now();
    const answer = await createPayment('provider-s-card', payload);
    const { attempt } = await getPaymentAttempt(payload.idempotency_key);
    expect(attempt).toEqual({
      state: 'paid', method: 'creditCard', invoice_id: 50001, amount: 6900, currency: 'USD',
      created_at: expect.stringMatching(ISO), gateway_identifier: answer.gateway_identifier,
    });
    expect(Date.parse(attempt?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1);
  });

  it('decision 012 point 5: a refused card is refused (nothing was charged)', async () => {
    setScenario({ user: 'us' });
    const payload = card('4000000000000002');
    await createPayment('provider-s-card', payload);
    await expect(getPaymentAttempt(payload.idempotency_key)).resolves.toMatchObject({ attempt: { state: 'refused', method: 'creditCard', gateway_identifier: null } });
  });

  it('decision 012 point 5, decision 033: a pix is pending with its method and BRL amount, and paid once its notification says paid', async () => {
    setScenario({ user: 'br' });
    const payload = samplePaymentPayload({
      id_user: '1001', country_code: 'BR', token_card: undefined, amount: { currency: 'BRL', value: 14900 }, cpf_or_cnpj: '52998224725',
      my_data: { office_fatura: '6001', ip: '203.0.113.7' },
    });
    const answer = await createPayment('provider-b-pix', payload);
    await expect(getPaymentAttempt(payload.idempotency_key)).resolves.toMatchObject({
      attempt: { state: 'pending', method: 'pix', invoice_id: 6001, amount: 14900, currency: 'BRL', gateway_identifier: answer.gateway_identifier },
    });
    for (let poll = 0; poll <= PIX_POLLS_BEFORE_PAID; poll += 1) await checkPixNotification(String(answer.hash_token));
    expect(await stateOf(payload.idempotency_key)).toBe('paid');
  });

  it('decision 012 point 5: a boleto is pending', async () => {
    setScenario({ user: 'br' });
    const payload = samplePaymentPayload({
      id_user: '1001', country_code: 'BR', token_card: undefined, amount: { currency: 'BRL', value: 14900 }, cpf_or_cnpj: '52998224725',
      phone: { area_code: '11', number: '912345678' }, address: { zipCode: '01310-100', city: 'São Paulo', street: 'Avenida Paulista', stateCode: 'SP', number: '1000' },
    });
    await createPayment('provider-b-boleto', payload);
    await expect(getPaymentAttempt(payload.idempotency_key)).resolves.toMatchObject({ attempt: { state: 'pending', method: 'boleto' } });
  });

  it.each([
    ['decision 012 point 5: a 3-D Secure redirect verified on the return: paid', '4000000000003063', 'paid'],
    ['decision 012 point 5: a 3-D Secure redirect the bank refused on the return: refused', '4000008400001629', 'refused'],
  ] as const)('%s', async (_name, number, after) => {
    setScenario({ user: 'us' });
    const payload = sampleProviderAPayload(number);
    const answer = await createPayment('provider-a-card', payload);
    const verified = await verifyThreeDSecureReturn({ ...sandboxBankReturn(answer.gateway), userId: '1002', currency: 'USD' });
    const { attempt } = await getPaymentAttempt(payload.idempotency_key);
    expect(attempt?.state).toBe(after);
    // A verified payment is known by the identifier its verification answered.
    if (after === 'paid') expect(attempt?.gateway_identifier).toBe(verified.gateway_identifier);
  });

  it('decision 012 point 5: a 3-D Secure redirect asked for before any return is processing, never refused (Adyen: RedirectShopper, the outcome comes by webhook), and a late return still authorises it', async () => {
    setScenario({ user: 'us' });
    const payload = sampleProviderAPayload('4000000000003063');
    const answer = await createPayment('provider-a-card', payload);
    expect(await stateOf(payload.idempotency_key)).toBe('processing');
    // Asking again ends nothing: the lookup is no operation on the bank session.
    expect(await stateOf(payload.idempotency_key)).toBe('processing');
    const late = await verifyThreeDSecureReturn({ ...sandboxBankReturn(answer.gateway), userId: '1002', currency: 'USD' });
    expect(late.gateway).toMatchObject({ status: 'Success', type: 'payment_authorized' });
    expect(await stateOf(payload.idempotency_key)).toBe('paid');
  });

  it('decision 012 point 5: a 3-D Secure redirect nobody returned from is decided by the sandbox’s simulated AUTHORISATION webhook after its wait: refused, and a return after it cannot authorise it', async () => {
    setScenario({ user: 'us' });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const payload = sampleProviderAPayload('4000000000003063');
      const answer = await createPayment('provider-a-card', payload);
      vi.setSystemTime(Date.now() + SANDBOX_REDIRECT_WEBHOOK_AFTER_MS - 1000);
      expect(await stateOf(payload.idempotency_key)).toBe('processing');
      vi.setSystemTime(Date.now() + 1000);
      expect(await stateOf(payload.idempotency_key)).toBe('refused');
      const late = await verifyThreeDSecureReturn({ ...sandboxBankReturn(answer.gateway), userId: '1002', currency: 'USD' });
      expect(late.gateway).toMatchObject({ status: 'Error' });
      expect(await stateOf(payload.idempotency_key)).toBe('refused');
    } finally {
      vi.useRealTimers();
    }
  });

  it('decision 012 point 5: a provider S intent in requires_action is not a refusal: the buyer can still authenticate it (processing), then paid (https://docs.stripe.com/payments/paymentintents/lifecycle)', async () => {
    setScenario({ user: 'us' });
    const payload = card('4000002500003155');
    const answer = await createPayment('provider-s-card', payload);
    const secret = answer.gateway.others?.error?.payment_intent?.client_secret ?? '';
    // As Stripe leaves it once the card's confirmation asked for 3-D Secure (the live rehearsal's Stripe stand-in does).
    savePaymentIntent(secret, { ...paymentIntent(secret)!, status: 'requires_action', paymentMethod: answer.gateway.others?.error?.payment_method?.id ?? null });
    expect(await stateOf(payload.idempotency_key)).toBe('processing');
    await confirmIntent(secret, answer.gateway.others?.error?.payment_method?.id ?? '', 'pass');
    expect(await stateOf(payload.idempotency_key)).toBe('paid');
  });

  it.each([
    ['canceled', 'refused'],
    ['processing', 'processing'],
    ['requires_confirmation', 'processing'],
  ] as const)('decision 012 point 5: a provider S intent %s is %s (https://docs.stripe.com/payments/paymentintents/lifecycle)', async (status, state) => {
    setScenario({ user: 'us' });
    const payload = samplePaymentPayload({ token_card: undefined });
    const secret = (await createPaymentIntent(payload)).gateway.client_secret ?? '';
    savePaymentIntent(secret, { ...paymentIntent(secret)!, status });
    expect(await stateOf(payload.idempotency_key)).toBe(state);
  });

  it.each([
    ['decision 012 point 5: provider S’s authentication_required decline leaves no payment method (refused: nothing charged until the page confirms again), then paid when the buyer passes the challenge', 'pass', 'paid'],
    ['decision 012 point 5: provider S’s authentication_required decline leaves no payment method (refused), and refused when the buyer fails the challenge', 'fail', 'refused'],
  ] as const)('%s', async (_name, challenge, after) => {
    setScenario({ user: 'us' });
    const payload = card('4000002500003155');
    const answer = await createPayment('provider-s-card', payload);
    expect(await stateOf(payload.idempotency_key)).toBe('refused');
    const error = answer.gateway.others?.error;
    expect(error?.payment_intent?.status).toBe('requires_payment_method');
    await confirmIntent(error?.payment_intent?.client_secret ?? '', error?.payment_method?.id ?? '', challenge);
    expect(await stateOf(payload.idempotency_key)).toBe(after);
  });

  it('Stripe’s contract: after authentication_required the intent is confirmed only with a payment method (https://docs.stripe.com/api/payment_intents/confirm)', async () => {
    setScenario({ user: 'us' });
    const payload = card('4000002500003155');
    const secret = (await createPayment('provider-s-card', payload)).gateway.others?.error?.payment_intent?.client_secret ?? '';
    const response = await fetch(sandboxProviderUrl('s/payment-intents/confirm'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: secret, challenge: 'pass' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: expect.stringContaining('missing a payment method') } });
    expect(await stateOf(payload.idempotency_key)).toBe('refused');
    // A succeeded intent is final: confirming it again is refused, and it stays paid.
    expect((await confirmIntent(secret, 'pm_sandbox_1', 'pass')).status).toBe(200);
    expect((await confirmIntent(secret, 'pm_sandbox_1', 'pass')).status).toBe(400);
    expect(await stateOf(payload.idempotency_key)).toBe('paid');
  });

  it('decision 012 point 5: a wallet intent not confirmed charged nothing (refused); once the wallet confirmed it, paid', async () => {
    setScenario({ user: 'us' });
    const payload = samplePaymentPayload({ token_card: undefined });
    const answer = await createPaymentIntent(payload);
    await expect(getPaymentAttempt(payload.idempotency_key)).resolves.toMatchObject({ attempt: { state: 'refused', method: 'googlePay', amount: 6900, currency: 'USD' } });
    await confirmIntent(answer.gateway.client_secret ?? '', 'pm_sandbox_wallet');
    expect(await stateOf(payload.idempotency_key)).toBe('paid');
  });

  it('decision 012 point 5: a saved-card debit that paid is paid, method myCards, with the invoice of its body', async () => {
    setScenario({ user: 'saved-cards' });
    const key = newIdempotencyKey();
    await debitSavedCard({
      application: 'OFFICE', idempotency_key: key, id_user: '1011', token_checkout: 'chk_sandbox_1011', card_token: 'card_sandbox_visa_usd',
      invoice_id: '50002', product: { id: 3101, slug: 'premium-plus-plan', title: 'Premium Plus' }, amount: { currency: 'USD', value: 6900 },
    });
    await expect(getPaymentAttempt(key)).resolves.toEqual({
      attempt: { state: 'paid', method: 'myCards', invoice_id: 50002, amount: 6900, currency: 'USD', created_at: expect.stringMatching(ISO), gateway_identifier: expect.stringMatching(/^gw_sandbox_/) },
    });
  });

  it('decision 012 point 5: a key the gateway never received answers attempt null', async () => {
    setScenario({ user: 'us' });
    await expect(getPaymentAttempt(newIdempotencyKey())).resolves.toEqual({ attempt: null });
  });

  it("decision 012 point 5: another buyer's key answers attempt null, as an unknown one", async () => {
    setScenario({ user: 'us' });
    const payload = card('4242424242424242');
    await createPayment('provider-s-card', payload);
    setScenario({ user: 'br' });
    await expect(getPaymentAttempt(payload.idempotency_key)).resolves.toEqual({ attempt: null });
  });

  it('decision 012 point 5: without a logged-in buyer the office answers 401', async () => {
    setScenario({ user: null });
    const error = await getPaymentAttempt(newIdempotencyKey()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
  });
});
