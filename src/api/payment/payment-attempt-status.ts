import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/**
 * The gateway's answer for one payment attempt, by its idempotency key (decision 012, "What the gateway must do with
 * the key", point 5). The spec names no call for it (part 2 §7); this path and its answer are our choice, served by
 * the sandbox office, so that a page that was reloaded, or lost every answer, resumes the attempt from the gateway
 * instead of paying again.
 */
export const PAYMENT_ATTEMPT_PATH = '/br/office/payment-attempts';

/**
 * What became of the attempt:
 * - `paid`: the gateway took the payment (authorized, done, a wallet's succeeded intent);
 * - `pending`: a document or code waits for the buyer (pix, boleto, a cash slip, a transfer): the invoice's pending
 *   payment (decision 033) has it;
 * - `refused`: a definite refusal, nothing was charged;
 * - `processing`: the gateway has it and does not know yet (a wallet's `processing` intent, a method that settles
 *   later): the buyer must not pay again. An authentication the buyer left (a 3-D Secure challenge or bank page
 *   nobody came back from) is `refused`: nothing is charged without the buyer, and the gateway ends that session so
 *   a late return cannot authorise it.
 */
export const ATTEMPT_STATES = ['paid', 'pending', 'refused', 'processing'] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

export const paymentAttemptSchema = z.object({
  state: z.enum(ATTEMPT_STATES),
  /** The checkout's method name (part 2 §4.2), e.g. 'creditCard', 'pix', 'myCards'. */
  method: nonEmptyText,
  /** The invoice it paid, when the attempt had one. */
  invoice_id: z.nullish(z.number()),
  /** The charge in cents of `currency`. */
  amount: z.number(),
  currency: nonEmptyText,
  /** ISO 8601 date-time at which the gateway received the attempt. */
  created_at: nonEmptyText,
  gateway_identifier: z.nullish(z.string()),
});

/** `attempt: null`: the gateway never received that key (nothing was charged under it). */
export const paymentAttemptResponseSchema = z.object({ attempt: z.nullable(paymentAttemptSchema) });

export type PaymentAttempt = z.output<typeof paymentAttemptSchema>;
export type PaymentAttemptResponse = z.input<typeof paymentAttemptResponseSchema>;

/**
 * GET {office}/br/office/payment-attempts/{idempotencyKey} (our choice, decision 012): the attempt's state, or
 * `attempt: null` when the gateway never received it. Only the buyer who made the attempt gets it.
 * @example (await getPaymentAttempt('3b241101-…')).attempt?.state // 'paid'
 */
export function getPaymentAttempt(key: string, signal?: AbortSignal) {
  return request({
    call: 'getPaymentAttempt',
    base: 'office',
    method: 'GET',
    path: `${PAYMENT_ATTEMPT_PATH}/${encodeURIComponent(key)}`,
    schema: paymentAttemptResponseSchema,
    signal,
  });
}
