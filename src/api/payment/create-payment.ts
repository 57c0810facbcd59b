import { request } from '~/api/request';
import { gatewayResponseSchema, type GatewayResponse } from './gateway-response-schema';
import { sendPaymentAttempt, type PaymentCallOptions } from './payment-attempt';
import { PAYMENT_ENDPOINTS, PAYMENT_TIMEOUT_MS, type PaymentEndpoint } from './payment-endpoints';
import type { PaymentPayload } from './payment-payload-schema';

export type { PaymentCallOptions } from './payment-attempt';

/**
 * Part 2 §7 "Main payment": POST JSON to the endpoint the routing chose. The answer is returned as data,
 * refusals included (`gateway.status` other than 'Success', with `gateway.reason`): the payment step
 * interprets it with the domain's `paymentOutcome` (part 2 §4.4, §8).
 *
 * An ambiguous failure (network error, timeout, 5xx, 409, unreadable 2xx) resends the same body, so the same
 * `payload.idempotency_key`, a bounded number of times: the gateway answers the first attempt again instead of
 * charging twice (decision 012). If it stays ambiguous, throws `PaymentOutcomeUnknownError`, never a refusal.
 * Other 4xx throw `HttpError`; a caller's abort throws `AbortedError`. The browser sends no gateway credential;
 * the session cookie and `token_checkout` identify the buyer (DESIGN.md "Security").
 *
 * @example
 * const answer = await createPayment('provider-s-card', { ...payload, token_card: 'tok_sandbox_4242' });
 * answer.gateway.type // 'payment_authorized'
 */
export function createPayment(endpoint: PaymentEndpoint, payload: PaymentPayload, options: PaymentCallOptions = {}): Promise<GatewayResponse> {
  const call = 'createPayment';
  return sendPaymentAttempt(call, payload.idempotency_key, (signal) => request({
    call,
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_ENDPOINTS[endpoint].path,
    json: payload,
    schema: gatewayResponseSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal,
  }), options);
}
