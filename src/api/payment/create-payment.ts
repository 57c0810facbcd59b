import { request } from '~/api/request';
import { gatewayResponseSchema, type GatewayResponse } from './gateway-response-schema';
import { PAYMENT_ENDPOINTS, PAYMENT_TIMEOUT_MS, type PaymentEndpoint } from './payment-endpoints';
import type { PaymentPayload } from './payment-payload-schema';

export interface PaymentCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Part 2 §7 "Main payment": POST JSON to the endpoint the routing chose. The answer is returned as data,
 * refusals included (`gateway.status` other than 'Success', with `gateway.reason`): the payment step
 * interprets it with the domain's `paymentOutcome` (part 2 §4.4, §8). Only transport, HTTP and schema failures throw.
 *
 * Retrying after a timeout or a lost answer MUST reuse `payload.idempotency_key`: the gateway then answers
 * the first attempt again instead of charging twice. The browser sends no gateway credential; the session
 * cookie and `token_checkout` identify the buyer (DESIGN.md "Security").
 *
 * @example
 * const answer = await createPayment('provider-s-card', { ...payload, token_card: 'tok_sandbox_4242' });
 * answer.gateway.type // 'payment_authorized'
 */
export function createPayment(endpoint: PaymentEndpoint, payload: PaymentPayload, options: PaymentCallOptions = {}): Promise<GatewayResponse> {
  return request({
    call: 'createPayment',
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_ENDPOINTS[endpoint].path,
    json: payload,
    schema: gatewayResponseSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal: options.signal,
  });
}
