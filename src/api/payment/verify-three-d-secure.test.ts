import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { paymentOutcome, type PaymentContext } from '~/domain/payment-response';
import { samplePaymentPayload, sandboxCardToken } from '~/sandbox/fixtures/payments';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { createPayment } from './create-payment';
import { PAYMENT_PATHS } from './payment-endpoints';
import { verifyThreeDSecureReturn } from './verify-three-d-secure';

const card: PaymentContext = { method: 'creditCard', currency: 'USD', isTrial: false, coupon: null, previousFraudAttempts: 0 };

async function redirectIdentify(number: string): Promise<string> {
  const answer = await createPayment('provider-a-card', samplePaymentPayload({ token_card: sandboxCardToken(number), address: { zipCode: '1', city: 'C', street: 'S', country: 'US' } }));
  return answer.gateway.others?.redirect?.fields.identify ?? '';
}

beforeEach(() => void setScenario({ user: 'us' }));

describe('verifyThreeDSecureReturn (part 2 §4.4, §7 "3-D Secure return")', () => {
  it.each([
    ['part 2 §4.4: 3063 is authorized on return', '4000 0000 0000 3063', 'authorized'],
    ['part 2 §4.4: 1629 is refused on return', '4000 0084 0000 1629', 'refused'],
  ])('%s', async (_name, number, kind) => {
    const identify = await redirectIdentify(number);
    const answer = await verifyThreeDSecureReturn({ identify, userId: '1002', currency: 'USD' });
    expect(paymentOutcome(answer.gateway, card).kind).toBe(kind);
  });

  it('DESIGN.md: a reload on the return page verifies again with the same answer and no new payment', async () => {
    const identify = await redirectIdentify('4000000000003063');
    const first = await verifyThreeDSecureReturn({ identify, userId: '1002', currency: 'USD' });
    const again = await verifyThreeDSecureReturn({ identify, userId: '1002', currency: 'USD' });
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
