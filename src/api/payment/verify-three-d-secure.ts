import * as z from 'zod/mini';
import { APPLICATION, idString } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import type { PaymentCallOptions } from './payment-attempt';
import { gatewayResponseSchema, type GatewayResponse } from './gateway-response-schema';
import { PAYMENT_PATHS, PAYMENT_TIMEOUT_MS } from './payment-endpoints';
import { currencyCode } from './payment-payload-parts';

/**
 * Part 2 §7 "3-D Secure return" payload. `identify_cache` is the `identify` URL parameter the buyer came
 * back with; it names the attempt, so the gateway answers a repeated verification (a reload) with the
 * same result: no idempotency key is needed here.
 */
export const threeDSecureReturnPayloadSchema = z.strictObject({
  application: z.literal(APPLICATION),
  is_3d_secure: z.literal(true),
  identify_cache: nonEmptyText,
  id_user: idString,
  amount: z.strictObject({ currency: currencyCode }),
  /**
   * Provider A: what Adyen appended to the return URL, which the gateway passes to Adyen's /payments/details
   * (https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/web-drop-in/#handle-the-redirect). Not in
   * part 2 §7's list: without it Adyen cannot finish the payment. Absent when the return had none.
   */
  redirectResult: z.optional(nonEmptyText),
});

export type ThreeDSecureReturnPayload = z.input<typeof threeDSecureReturnPayloadSchema>;

/**
 * Part 2 §4.4, §7: the final verification after the buyer returns from 3-D Secure (`threeSecure` and
 * `identify` in the URL). Answers the payment's gateway response; a refusal is data, not an error.
 *
 * @example (await verifyThreeDSecureReturn({ identify: '3ds_1', userId: '1001', currency: 'USD' })).gateway.message // 'payment_authorized'
 */
export function verifyThreeDSecureReturn(
  input: { identify: string; redirectResult?: string | null; userId: string; currency: ThreeDSecureReturnPayload['amount']['currency'] },
  options: PaymentCallOptions = {},
): Promise<GatewayResponse> {
  const json: ThreeDSecureReturnPayload = {
    application: APPLICATION,
    is_3d_secure: true,
    identify_cache: input.identify,
    id_user: input.userId,
    amount: { currency: input.currency },
    ...(input.redirectResult ? { redirectResult: input.redirectResult } : {}),
  };
  return request({
    call: 'verifyThreeDSecureReturn',
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_PATHS.threeDSecureReturn,
    json,
    schema: gatewayResponseSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal: options.signal,
  });
}
