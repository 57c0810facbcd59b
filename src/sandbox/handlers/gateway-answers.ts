import type { GatewayResponseInput } from '~/api/payment/gateway-response-schema';
import { nextSandboxNumber } from './payment-state';

/* The gateway's plain answers (part 2 §4.4, §8): a success of a type, a refusal with its reason. */

export const success = (type: string, id = `gw_sandbox_${nextSandboxNumber()}`): GatewayResponseInput => ({
  gateway: { status: 'Success', type, message: null, reason: null },
  gateway_identifier: id,
});

/** A refusal with the part 2 §8 reason; `message` is the server's own English text. */
export function refusal(reason: string, message = `Sandbox: payment refused (${reason})`): GatewayResponseInput {
  return { gateway: { status: 'Error', type: 'payment_refused', message, reason } };
}

export const authorized = (): GatewayResponseInput => success('payment_authorized');
export const done = (): GatewayResponseInput => success('payment_done');
