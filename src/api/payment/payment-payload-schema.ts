import * as z from 'zod/mini';
import { APPLICATION, idString } from '~/api/account/form-fields';
import { emailText, nonEmptyText } from '~/api/schema-helpers';
import { CPF_OR_CNPJ_PATTERN } from '~/domain/validation';
import { idempotencyKeySchema } from './idempotency-key';
import {
  addressSchema,
  bankTransferSchema,
  browserInfoSchema,
  bumpSellSchema,
  callbackUrlSchema,
  cardEncryptSchema,
  riskDataSchema,
  gatewayDiscountSchema,
  myDataSchema,
  paymentAmountSchema,
  paymentProductSchema,
  phoneSchema,
  vatFeeSchema,
} from './payment-payload-parts';

/**
 * Part 2 §7 "Main payment" payload, also the payment-intent body. Sent as JSON to the gateway.
 *
 * Deliberately NOT here: the spec's `card` object (name, number_card, expiration_date, security_code).
 * DESIGN.md "Security" overrides the spec: for providers S and A the card lives only in their iframes, and
 * for B and U we tokenise straight to the provider, so a card number or CVC never reaches the office or
 * the gateway. The card travels as `token_card` (B, U, S tokens), `source_token` or, set up for a purchase that charges nothing now,
 * `payment_method` (S), or `card-encrypt` (A).
 * The object is strict: a body carrying `card` (or any unknown field) is rejected by the sandbox with 400.
 *
 * `idempotency_key` is our addition (DESIGN.md "one payment at a time"): the same attempt, retried,
 * carries the same key and the gateway answers it once.
 */
export const paymentPayloadSchema = z.strictObject({
  application: z.literal(APPLICATION),
  idempotency_key: idempotencyKeySchema,
  product: paymentProductSchema,
  country_code: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO country code')),
  name: z.string().check(z.trim(), z.minLength(1)),
  id_user: idString,
  email: emailText,
  address: z.nullish(addressSchema),
  my_data: myDataSchema,
  amount: paymentAmountSchema,
  notification_url: callbackUrlSchema,
  token_checkout: nonEmptyText,
  token_card: z.optional(nonEmptyText),
  source_token: z.optional(nonEmptyText),
  /**
   * Provider S, a purchase that charges nothing now (`first_payment_without_charge`): the card's PaymentMethod (`pm_…`)
   * that a succeeded SetupIntent saved for off-session use, sent instead of `source_token` (decision 056).
   */
  payment_method: z.optional(z.string().check(z.regex(/^pm_\w+$/, 'must be a Stripe PaymentMethod id (pm_…)'))),
  'card-encrypt': z.optional(cardEncryptSchema),
  phone: z.optional(phoneSchema),
  /** Compact (compactCpfOrCnpj): a CPF's 11 digits or a CNPJ's 14 characters, alphanumeric CNPJs included. */
  cpf_or_cnpj: z.optional(z.string().check(z.regex(CPF_OR_CNPJ_PATTERN, 'must be a CPF (11 digits) or a CNPJ (14 characters) without punctuation'))),
  dni: z.optional(z.string().check(z.trim(), z.minLength(1))),
  browserInfo: z.optional(browserInfoSchema),
  /** Provider A: Adyen Web's device fingerprint. */
  riskData: z.optional(riskDataSchema),
  owner_name: z.optional(z.string().check(z.trim(), z.minLength(1))),
  iban_number: z.optional(z.string().check(z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'must be an IBAN without spaces'))),
  bankTransfer: z.optional(bankTransferSchema),
  redir_url_after_payment: z.optional(callbackUrlSchema),
  /** The payer's state, 2 letters, for provider U's cash, bank transfer, Nequi and Yape (part 2 §5; decision 036). */
  state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be 2 letters'))),
  yape_code: z.optional(z.string().check(z.regex(/^\d{6}$/, 'must be the 6-digit Yape approval code'))),
  is_recurring: z.boolean(),
  /** Months per charge: 1 monthly, 12 yearly; the period is always MONTH (part 2 §9). */
  interval: z.number().check(z.int(), z.positive()),
  period: z.literal('MONTH'),
  discount: z.nullish(gatewayDiscountSchema),
  first_payment_without_charge: z.optional(z.boolean()),
  bumpsell: z.optional(z.array(bumpSellSchema)),
  fee: z.nullish(vatFeeSchema),
});

export type PaymentPayload = z.input<typeof paymentPayloadSchema>;

/** The card token a payload carries, whichever provider field holds it (sandbox and tests read it). */
export function cardTokenOf(payload: z.output<typeof paymentPayloadSchema>): string | null {
  return payload.token_card ?? payload.source_token ?? payload.payment_method ?? payload['card-encrypt']?.encryptedCardNumber ?? null;
}
