import { http, HttpResponse } from 'msw';
import { sandboxBankReturn } from '~/sandbox/handlers/payment-answers';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { paymentOutcome, type PaymentContext } from '~/domain/payment-response';
import { sampleProviderAPayload } from '~/sandbox/fixtures/payments';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { createPayment } from './create-payment';
import { PAYMENT_PATHS } from './payment-endpoints';
import { verifyThreeDSecureReturn } from './verify-three-d-secure';

const card: PaymentContext = { method: 'creditCard', currency: 'USD', isTrial: false, coupon: null, previousFraudAttempts: 0 };

/** The return the sandbox bank gives after the redirect: identify and Adyen's redirectResult. */
async function bankReturn(number: string): Promise<{ identify: string; redirectResult: string | null }> {
  const answer = await createPayment('provider-a-card', sampleProviderAPayload(number));
  return sandboxBankReturn(answer.gateway);
}

beforeEach(() => void setScenario({ user: 'us' }));

describe('verifyThreeDSecureReturn (part 2 §4.4, §7 "3-D Secure return")', () => {
  it.each([
    ['part 2 §4.4: 3063 is authorized on return', '4000 0000 0000 3063', 'authorized'],
    ['part 2 §4.4: 1629 is refused on return', '4000 0084 0000 1629', 'refused'],
  ])('%s', async (_name, number, kind) => {
    const back = await bankReturn(number);
    const answer = await verifyThreeDSecureReturn({ ...back, userId: '1002', currency: 'USD' });
    expect(paymentOutcome(answer.gateway, card).kind).toBe(kind);
  });

  it('provider A: without the redirectResult the return carried the payment cannot be finished (Adyen /payments/details), nothing is charged', async () => {
    const { identify } = await bankReturn('4000000000003063');
    const answer = await verifyThreeDSecureReturn({ identify, userId: '1002', currency: 'USD' });
    expect(paymentOutcome(answer.gateway, card).kind).toBe('refused');
  });

  it('DESIGN.md: a reload on the return page verifies again with the same answer and no new payment', async () => {
    const back = await bankReturn('4000000000003063');
    const first = await verifyThreeDSecureReturn({ ...back, userId: '1002', currency: 'USD' });
    const again = await verifyThreeDSecureReturn({ ...back, userId: '1002', currency: 'USD' });
    expect(again).toEqual(first);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it('part 2 §8: an unknown identify is refused', async () => {
    const answer = await verifyThreeDSecureReturn({ identify: 'forged', userId: '1002', currency: 'USD' });
    expect(paymentOutcome(answer.gateway, card).kind).toBe('refused');
  });

  it('part 2 §7: sends the spec payload', async () => {
    let body: unknown;
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.threeDSecureReturn), async ({ request }) => ((body = await request.clone().json()), undefined)));
    await verifyThreeDSecureReturn({ identify: 'x', userId: '1002', currency: 'USD' });
    expect(body).toEqual({ application: 'OFFICE', is_3d_secure: true, identify_cache: 'x', id_user: '1002', amount: { currency: 'USD' } });
    // Provider A: Adyen's redirectResult travels beside the spec's fields when the return carried one.
    await verifyThreeDSecureReturn({ identify: 'x', redirectResult: 'Ab02b4c0!BQABAgA', userId: '1002', currency: 'USD' });
    expect(body).toEqual({ application: 'OFFICE', is_3d_secure: true, identify_cache: 'x', id_user: '1002', amount: { currency: 'USD' }, redirectResult: 'Ab02b4c0!BQABAgA' });
  });

  it.each([
    ['a payload missing a field', { gateway: { message: 'x' } }, 'gateway.status'],
    ['a wrong type', { gateway: { status: 200 } }, 'gateway.status'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.threeDSecureReturn), () => HttpResponse.json(body)));
    const error = await verifyThreeDSecureReturn({ identify: 'x', userId: '1002', currency: 'USD' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
