import * as z from 'zod/mini';
import { APPLICATION, idString } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';
import { sendPaymentAttempt, type PaymentCallOptions } from './payment-attempt';
import { idempotencyKeySchema } from './idempotency-key';
import { PAYMENT_PATHS, PAYMENT_TIMEOUT_MS } from './payment-endpoints';
import { paymentAmountSchema, paymentProductSchema } from './payment-payload-parts';

/**
 * Saved-card debit payload (part 2 §7: "payload built by a helper, not shown"; this design is ours).
 * The card is named by the token the office gave it (part 2 §3 "Saved card"), never by its number.
 * The spec's debit microservice takes a bearer token; the browser holds none (DESIGN.md "Security"),
 * so the buyer is identified by the session cookie and the checkout token instead.
 */
export const savedCardDebitPayloadSchema = z.strictObject({
  application: z.literal(APPLICATION),
  idempotency_key: idempotencyKeySchema,
  id_user: idString,
  token_checkout: nonEmptyText,
  card_token: nonEmptyText,
  invoice_id: idString,
  product: paymentProductSchema,
  amount: paymentAmountSchema,
});

export const savedCardDebitSchema = z.object({
  gateway: z.object({
    status: z.string(),
    message: nullByDefault(z.string()),
    reason: nullByDefault(z.string()),
    type: nullByDefault(z.string()),
  }),
  gateway_identifier: nullByDefault(z.coerce.string()),
});

export type SavedCardDebitPayload = z.input<typeof savedCardDebitPayloadSchema>;
export type SavedCardDebit = z.output<typeof savedCardDebitSchema>;

/**
 * Part 2 §7 "Saved-card debit" (myCards): charges a card the buyer saved before. A refusal is data
 * (`gateway.status` other than 'Success'). An ambiguous failure resends the same body and key, then throws
 * `PaymentOutcomeUnknownError` (payment-attempt.ts, decision 012).
 *
 * @example (await debitSavedCard({ ...payload, card_token: 'card_sandbox_visa_usd' })).gateway.status // 'Success'
 */
export function debitSavedCard(payload: SavedCardDebitPayload, options: PaymentCallOptions = {}): Promise<SavedCardDebit> {
  const call = 'debitSavedCard';
  return sendPaymentAttempt(call, payload.idempotency_key, (signal) => request({
    call,
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_PATHS.savedCardDebit,
    json: payload,
    schema: savedCardDebitSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal,
  }), options);
}
