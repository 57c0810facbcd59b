import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/**
 * The office's pending payment of an invoice. The spec names no call for it (part 2 §7): neither confirm-user nor
 * the load's other answers say that an invoice has a boleto, pix or slip waiting, so this path and its answer are
 * our choice (decision 033), served by the sandbox office.
 */
export const PENDING_PAYMENT_PATH = '/br/office/invoices/pending-payment';

/** The payment that waits: its method and currency, when it was created and the gateway's artifacts (part 2 §3). */
export const pendingPaymentSchema = z.object({
  method: nonEmptyText,
  currency: nonEmptyText,
  /** ISO 8601 date-time of the payment's creation; a pix is payable for 10 minutes from then (part 2 §4.5). */
  created_at: nonEmptyText,
  gateway_identifier: z.nullish(z.string()),
  hash_token: z.nullish(z.string()),
  /**
   * The document objects as the payment answer gave them, unread: one per field of DOCUMENT_SCHEMAS
   * (payment/document-schemas.ts; a test holds the two equal). Listed here rather than read from that map, whose
   * module would then be a chunk of its own shared by the load and the payment answer, named in the checkout's
   * first files' import lists.
   */
  gateway: z.object({
    boleto: z.optional(z.unknown()),
    pix: z.optional(z.unknown()),
    cash: z.optional(z.unknown()),
    bank_transfer: z.optional(z.unknown()),
    nequi: z.optional(z.unknown()),
  }),
});

export const pendingPaymentResponseSchema = z.object({ pending: z.nullable(pendingPaymentSchema) });

export type PendingPayment = z.output<typeof pendingPaymentSchema>;
export type PendingPaymentResponse = z.input<typeof pendingPaymentResponseSchema>;

/**
 * GET {office}/br/office/invoices/pending-payment/{invoiceId} (our choice, decision 033): the invoice's payment
 * still waiting for the buyer, or `pending: null`.
 * @example (await getPendingPayment(5001)).pending?.method // 'pix'
 */
export function getPendingPayment(invoiceId: number, signal?: AbortSignal) {
  return request({
    call: 'getPendingPayment',
    base: 'office',
    method: 'GET',
    path: `${PENDING_PAYMENT_PATH}/${invoiceId}`,
    schema: pendingPaymentResponseSchema,
    signal,
  });
}
