import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { sendPaymentAttempt, type PaymentCallOptions } from './payment-attempt';
import { gatewayResponseSchema } from './gateway-response-schema';
import { PAYMENT_PATHS, PAYMENT_TIMEOUT_MS } from './payment-endpoints';
import type { PaymentPayload } from './payment-payload-schema';

/** The answer must carry the client secret the wallet confirms with (part 2 §4.4). */
export const paymentIntentSchema = z.extend(gatewayResponseSchema, {
  gateway: z.extend(gatewayResponseSchema.shape.gateway, { client_secret: nonEmptyText }),
});

/**
 * Part 2 §7 "Payment intent": same body as the main payment; answers `gateway.client_secret`, which the
 * wallet (provider S Express Checkout) confirms with. The wallet's own amount is in minor units (x 100,
 * part 2 §4.4); this body's amount is in cents like every payment body. Carries the attempt's idempotency key:
 * an ambiguous failure resends the same body, then throws `PaymentOutcomeUnknownError` (payment-attempt.ts).
 *
 * @example (await createPaymentIntent(payload)).gateway.client_secret // 'pi_sandbox_1_secret_…'
 */
export function createPaymentIntent(payload: PaymentPayload, options: PaymentCallOptions = {}) {
  const call = 'createPaymentIntent';
  return sendPaymentAttempt(call, payload.idempotency_key, (signal) => request({
    call,
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_PATHS.paymentIntent,
    json: payload,
    schema: paymentIntentSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal,
  }), options);
}
