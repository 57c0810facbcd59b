import * as z from 'zod/mini';
import { APPLICATION, idString } from '~/api/account/form-fields';
import { request } from '~/api/request';

/** Part 2 §7: POST /info/payments on the gateway. */
export const PAYMENT_LOOKUP_PATH = '/info/payments';

export const PAYMENT_LOOKUP_METHODS = ['credit_card', 'boleto'] as const;
export const PAYMENT_LOOKUP_TYPES = ['failed', 'success', 'all'] as const;

/** What the admin page sends; the sandbox validates with it. */
export const paymentLookupPayloadSchema = z.strictObject({
  application: z.literal(APPLICATION),
  id_user: idString,
  business_gateway: z.literal('pagarme'),
  method_payment: z.enum(PAYMENT_LOOKUP_METHODS),
  type_payment: z.enum(PAYMENT_LOOKUP_TYPES),
});

/** One row of the lookup (part 2 §2 "Internal payment lookup"); `charge` is the provider's charge id. */
export const paymentLookupRowSchema = z.object({
  id_pagarme_payment: z.coerce.string(),
  type: z.string(),
  message: z.nullable(z.string()),
  charge: z.nullable(z.string()),
  first_six_digits: z.nullable(z.string().check(z.regex(/^\d{6}$/))),
  last_four_digit: z.nullable(z.string().check(z.regex(/^\d{4}$/))),
  brand: z.nullable(z.string()),
  created_at: z.string(),
});

/** A missing or null `gateway` means "no payments" (part 2 §8 "Não veio nenhum retorno de pagamentos"). */
export const paymentLookupSchema = z.object({
  gateway: z.pipe(
    z.nullish(z.array(paymentLookupRowSchema)),
    z.transform((rows) => rows ?? []),
  ),
});

export type PaymentLookupRow = z.output<typeof paymentLookupRowSchema>;
export type PaymentLookupQuery = {
  userId: string | number;
  method: (typeof PAYMENT_LOOKUP_METHODS)[number];
  type: (typeof PAYMENT_LOOKUP_TYPES)[number];
};

/**
 * Part 2 §2, §7: the internal payment lookup (/pAdmn). DESIGN.md "Security" replaces the spec's fixed
 * password prompt: the admin signs in at the office, which issues a token it validates; it is sent as
 * `authorization: Bearer <adminToken>`. A missing or wrong token answers HTTP 401 (HttpError).
 * An empty list is the "no payments" case, not an error.
 *
 * @example (await lookupPayments({ userId: 1001, method: 'credit_card', type: 'all' }, adminToken)).length // 3
 */
export async function lookupPayments(query: PaymentLookupQuery, adminToken: string, signal?: AbortSignal): Promise<PaymentLookupRow[]> {
  const body = await request({
    call: 'lookupPayments',
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_LOOKUP_PATH,
    json: {
      application: APPLICATION,
      id_user: String(query.userId),
      business_gateway: 'pagarme',
      method_payment: query.method,
      type_payment: query.type,
    } satisfies z.input<typeof paymentLookupPayloadSchema>,
    headers: { authorization: `Bearer ${adminToken}` },
    schema: paymentLookupSchema,
    signal,
  });
  return body.gateway;
}
