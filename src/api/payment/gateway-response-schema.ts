import * as z from 'zod/mini';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';
import { absoluteUrl, recordOf } from '~/api/value-formats';
import { nullishDocuments } from './document-schemas';

/*
 * The gateway's answer to a payment call (part 2 §3 "Gateway response", "Payment artifacts", §4.4). Its documents
 * (document-schemas.ts) are read by the domain's `pendingArtifact`; the outcome is read by the domain's
 * `paymentOutcome` from status, type and reason.
 */
/**
 * Where a `payment_redirect_user` answer sends the buyer (part 2 §4.4: a form auto-submitted after 2 s). The spec does
 * not show the field; the gateway passes on provider A's action as Adyen gives it in `others.action`
 * (https://docs.adyen.com/api-explorer/Checkout/latest/post/payments#responses-200-action, CheckoutRedirectAction:
 * `type: 'redirect'`, `url`, `method` GET or POST, `data` the POST form's fields). A GET target carries its query in
 * `url`. The target still passes the 3-D Secure list (payment-redirects.ts).
 */
export const redirectActionSchema = z.object({
  type: z.literal('redirect'),
  url: absoluteUrl,
  method: z.enum(['GET', 'POST']),
  data: z._default(recordOf((value): value is string => typeof value === 'string'), {}),
  paymentMethodType: z.optional(z.string()),
});

/** Part 2 §3 gateway.others: provider S's "authentication required" details, or provider A's action. */
export const othersSchema = z.object({
  error: z.optional(
    z.object({
      /** Stripe's PaymentIntent as the error carries it (https://docs.stripe.com/api/errors#errors-payment_intent). */
      payment_intent: z.optional(z.object({ client_secret: nonEmptyText, status: z.optional(z.string()) })),
      payment_method: z.optional(z.object({ id: nonEmptyText })),
    }),
  ),
  /** Any Adyen action is received (a `threeDS2` or `await` action too); only a redirect one is followed (outcome.ts). */
  action: z.optional(z.looseObject({ type: z.string() })),
});

export const gatewaySchema = z.object({
  /** 'Success' when the gateway took the payment; anything else is a refusal (part 2 §4.4). */
  status: z.string(),
  /** The server's own text; shown as text only (part 2 §8 "Erro no analise" with the server message). */
  message: nullByDefault(z.string()),
  /** The refusal reason of part 2 §8 (payment_refused, possible_fraud, ...). */
  reason: nullByDefault(z.string()),
  /**
   * The outcome code the domain's `paymentOutcome` reads: payment_authorized, payment_done, payment_pending,
   * payment_redirect_user, payment_authentication_required (part 2 §4.4).
   */
  type: nullByDefault(z.string()),
  /** The pending answer's document, in its own field (gateway.boleto, .pix, ...: document-schemas.ts). */
  ...nullishDocuments(),
  others: z.nullish(othersSchema),
  /** Wallets (provider S): the payment intent's client secret (part 2 §4.4). */
  client_secret: z.nullish(z.string()),
});

export const gatewayResponseSchema = z.object({
  gateway: gatewaySchema,
  /** The gateway's id of this payment; the future payment refers to it (part 2 §7). */
  gateway_identifier: nullByDefault(z.coerce.string()),
  /** Pix: the token the notification poll uses (part 2 §4.5, §7). */
  hash_token: nullByDefault(z.string()),
});

export type GatewayResponse = z.output<typeof gatewayResponseSchema>;
export type GatewayResponseInput = z.input<typeof gatewayResponseSchema>;
