import type * as z from 'zod/mini';
import type { GatewayResponseInput } from '~/api/payment/gateway-response-schema';
import type { PaymentEndpoint } from '~/api/payment/payment-endpoints';
import type { paymentPayloadSchema } from '~/api/payment/payment-payload-schema';
import type { GatewayArtifacts } from '~/domain/methods/artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { ChargeQaState } from './qa-states';

export type Payload = z.output<typeof paymentPayloadSchema>;

/** What a pending answer is made from: its gateway identifier, the amount, and the scenario's image choice. */
export interface PendingContext {
  id: string;
  currency: string;
  cents: number;
  /** `sandbox-pix-image=missing`: a QR image address the sandbox does not serve (decision 046). */
  imageMissing: boolean;
  /** The next number of the sandbox's id sequence (payment-state.ts). */
  next: () => number;
  /** The office's URL, where the documents a pending answer points to are hosted (`PUBLIC_OFFICE_URL`). */
  office: string;
}

/**
 * How the sandbox gateway takes one kind of charge (a charge of PAYMENT_ENDPOINTS), beside the checkout's method
 * descriptors (src/domain/methods): the method it is, the currencies it takes (part 2 §4.2), the fields it needs
 * beyond the common shape (part 2 §5), an early refusal, and the document its pending answer carries (part 2 §3).
 * Written from the spec, not from the checkout's own tables, so a routing or payload bug of the client is caught.
 */
export interface SandboxCharge {
  /** The checkout's method behind the charge (the office's attempt lookup names it). */
  method: PaymentMethod;
  /** The currencies the method takes; absent: any (cards). */
  currencies?: readonly string[];
  /** The field paths the body lacks for this charge at this endpoint; empty when complete. */
  missing: (payload: Payload, endpoint: PaymentEndpoint) => string[];
  /** A refusal decided from the body alone (a rejected document or IBAN), or null to go on. */
  refuses?: (payload: Payload) => GatewayResponseInput | null;
  /**
   * The gateway field its pending answer fills (the document kept on the invoice for the pending-payment lookup);
   * absent for a charge whose pending answer has nothing to show (Yape) or that is never pending.
   */
  document?: keyof GatewayArtifacts;
  /** The payment_pending answer's artifact, set on its gateway object; absent: the charge is answered done (SEPA). */
  pending?: (gateway: Record<string, unknown>, context: PendingContext) => { hashToken?: string } | void;
  /** The named QA states its answers make visible: its methods' forms at step 2, its documents at step 3 (qa-states.ts). */
  states: readonly ChargeQaState[];
}

/** The missing fields among `fields`, by name: those absent or null in the body. */
export function absent(payload: Payload, fields: readonly (keyof Payload)[]): string[] {
  return fields.filter((field) => payload[field] === undefined || payload[field] === null);
}
