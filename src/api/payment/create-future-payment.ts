import * as z from 'zod/mini';
import { APPLICATION, idString } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';
import { sendPaymentAttempt, type PaymentCallOptions } from './payment-attempt';
import { idempotencyKeySchema } from './idempotency-key';
import { PAYMENT_PATHS, PAYMENT_TIMEOUT_MS } from './payment-endpoints';
import { callbackUrlSchema, cents, currencyCode, gatewayDiscountSchema, myDataSchema, paymentProductSchema, vatFeeSchema } from './payment-payload-parts';

/**
 * Part 2 §7 "Future payment" payload: the recurring charge scheduled after a trial, a 100 % coupon or a
 * plan activation (part 2 §4.4). Amounts in cents; the period is always MONTH (part 2 §9).
 */
export const futurePaymentPayloadSchema = z.strictObject({
  application: z.literal(APPLICATION),
  idempotency_key: idempotencyKeySchema,
  /** The gateway that took the first payment (e.g. 'stripe', 'adyen', 'pagarme'). */
  business_gateway: nonEmptyText,
  /** From the first payment's answer. */
  gateway_identifier: nonEmptyText,
  id_user: z.optional(idString),
  is_recurring: z.boolean(),
  interval: z.number().check(z.int(), z.positive()),
  product: paymentProductSchema,
  period: z.literal('MONTH'),
  amount: z.strictObject({ currency: currencyCode, value: cents }),
  my_data: myDataSchema,
  notification_url: callbackUrlSchema,
  trial_days: z.number().check(z.int(), z.nonnegative()),
  fee: z.nullish(vatFeeSchema),
  discount: z.nullish(gatewayDiscountSchema),
});

/** The spec does not show the answer; we read the gateway status like the other calls. */
export const futurePaymentSchema = z.object({
  gateway: z.object({
    status: z.string(),
    message: nullByDefault(z.string()),
    reason: nullByDefault(z.string()),
    type: nullByDefault(z.string()),
  }),
});

export type FuturePaymentPayload = z.input<typeof futurePaymentPayloadSchema>;

/**
 * Part 2 §4.4, §7: schedules the recurring payment. Its outcome is data; scheduling twice is prevented
 * by the idempotency key: an ambiguous failure resends the same body and key, then throws
 * `PaymentOutcomeUnknownError` (payment-attempt.ts, decision 012).
 *
 * @example (await createFuturePayment(payload)).gateway.status // 'Success'
 */
export function createFuturePayment(payload: FuturePaymentPayload, options: PaymentCallOptions = {}) {
  const call = 'createFuturePayment';
  return sendPaymentAttempt(call, payload.idempotency_key, (signal) => request({
    call,
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_PATHS.futurePayment,
    json: payload,
    schema: futurePaymentSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal,
  }), options);
}
