import * as z from 'zod/mini';
import { APPLICATION } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { idempotencyKeySchema, newIdempotencyKey } from './idempotency-key';
import { sendPaymentAttempt, type PaymentCallOptions } from './payment-attempt';
import { PAYMENT_PATHS, PAYMENT_TIMEOUT_MS } from './payment-endpoints';

/**
 * Part 2 §7 "Setup intent": the body is `application OFFICE`; the idempotency key is ours (decision 012), as on every
 * call that creates something at the provider.
 */
export const setupIntentPayloadSchema = z.strictObject({
  application: z.literal(APPLICATION),
  idempotency_key: idempotencyKeySchema,
});

export type SetupIntentPayload = z.input<typeof setupIntentPayloadSchema>;

/**
 * The answer must carry the SetupIntent's client secret, which provider S's card step confirms with
 * (`stripe.confirmCardSetup`, https://docs.stripe.com/js/setup_intents/confirm_card_setup). Stripe's client secrets
 * read `seti_…_secret_…` (https://docs.stripe.com/api/setup_intents/object#setup_intent_object-client_secret).
 */
export const setupIntentSchema = z.object({
  gateway: z.object({ client_secret: nonEmptyText }),
});

/**
 * Creates a SetupIntent for a purchase that charges nothing now (a trial or a 100 % coupon, decision 056). A SetupIntent
 * charges nothing (https://docs.stripe.com/payments/setup-intents: "similar to a payment, but no charge is created"),
 * yet it creates an object at Stripe, so a lost answer is resent with the same key (payment-attempt.ts): one intent
 * per press. After the last resend it throws `PaymentOutcomeUnknownError` like the payment calls; the card step reads
 * that as a request failure, since nothing can have been charged.
 *
 * @example (await createSetupIntent()).gateway.client_secret // 'seti_sandbox_1_secret_sandbox'
 */
export function createSetupIntent(key: string = newIdempotencyKey(), options: PaymentCallOptions = {}) {
  const call = 'createSetupIntent';
  const payload: SetupIntentPayload = { application: APPLICATION, idempotency_key: key };
  return sendPaymentAttempt(call, key, (signal) => request({
    call,
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_PATHS.setupIntent,
    json: payload,
    schema: setupIntentSchema,
    timeoutMs: options.timeoutMs ?? PAYMENT_TIMEOUT_MS,
    signal,
  }), options);
}
