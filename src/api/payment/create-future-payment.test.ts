import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, PaymentOutcomeUnknownError, SchemaError } from '~/api/errors';
import { paymentsCreatedCount } from '~/sandbox/handlers/payment-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { createFuturePayment, type FuturePaymentPayload } from './create-future-payment';
import { newIdempotencyKey } from './idempotency-key';
import { PAYMENT_PATHS } from './payment-endpoints';

const future = (patch: Partial<FuturePaymentPayload> = {}): FuturePaymentPayload => ({
  application: 'OFFICE',
  idempotency_key: newIdempotencyKey(),
  business_gateway: 'stripe',
  gateway_identifier: 'gw_sandbox_1',
  is_recurring: true,
  interval: 1,
  product: { id: 3104, slug: 'premium-plus-plan-trial', title: 'Premium Plus' },
  period: 'MONTH',
  amount: { currency: 'USD', value: 6900 },
  my_data: { office_fatura: '50003' },
  notification_url: 'https://office.example.com/notifications/payment',
  trial_days: 14,
  discount: { code: 'HALF', value: 50, type: 'PERCENTAGE', period: 'FIRST_MONTH' },
  ...patch,
});

beforeEach(() => void setScenario({ user: 'us' }));

describe('createFuturePayment (part 2 §4.4, §7 "Future payment")', () => {
  it('part 2 §4.4: schedules the recurring payment once per key', async () => {
    const payload = future();
    await expect(createFuturePayment(payload)).resolves.toMatchObject({ gateway: { status: 'Success' } });
    await createFuturePayment(payload);
    expect(paymentsCreatedCount()).toBe(1);
  });

  it.each([
    ['part 2 §9: a period other than MONTH', { period: 'YEAR' }],
    ['part 2 §7: a discount type outside DISCOUNT_FIXED and PERCENTAGE', { discount: { code: 'X', value: 1, type: 'FIXED_VALUE', period: 'FOREVER' } }],
    ['part 2 §7: a discount period outside FIRST_MONTH and FOREVER', { discount: { code: 'X', value: 1, type: 'PERCENTAGE', period: 'TIME_MONTH' } }],
  ])('the sandbox answers 400 to %s', async (_name, patch) => {
    const error = await createFuturePayment({ ...future(), ...(patch as object) }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(400);
  });

  it.each([
    ['a payload missing a field', { gateway: {} }, 'gateway.status'],
    ['a wrong type', { gateway: { status: true } }, 'gateway.status'],
  ])('turns %s into an unknown outcome whose SchemaError names the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_PATHS.futurePayment), () => HttpResponse.json(body)));
    const error = await createFuturePayment(future(), { retryDelaysMs: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentOutcomeUnknownError);
    const last = (error as PaymentOutcomeUnknownError).lastError;
    expect(last).toBeInstanceOf(SchemaError);
    expect((last as SchemaError).field).toBe(field);
    expect(last).not.toBeInstanceOf(HttpError);
  });
});
