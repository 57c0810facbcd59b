import * as z from 'zod/mini';
import { officeFlag } from '~/api/catalog/office-fields';
import { CheckoutError } from '~/api/errors';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** VAT details stored on EUR invoices; empty values are dropped before sending (part 2 §5). */
export const vatDetailsNoteSchema = z.object({
  number_completed: z.optional(nonEmptyText),
  number: z.optional(nonEmptyText),
  country: z.optional(z.string().check(z.minLength(2))),
  /** VAT percentage, e.g. 21. */
  fee: z.optional(z.number().check(z.nonnegative())),
});

/** Part 2 §3 "Invoice" note: what the checkout stores on the invoice for the office's staff. */
export const invoiceNoteSchema = z.object({
  support: z.optional(nonEmptyText),
  sales: z.optional(nonEmptyText),
  vat_details: z.optional(vatDetailsNoteSchema),
  upline_first_payment: z.optional(z.boolean()),
});

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/**
 * Part 2 §7 "Update invoice", sent as JSON (the note is nested). `note: null` clears the note
 * (part 2 §4.5, 300 ms after confirmation); an absent key leaves that part unchanged.
 */
export const updateInvoicePayloadSchema = z
  .object({ recorrente: z.optional(zeroOrOne), recorrente_ativo: z.optional(zeroOrOne), note: z.nullish(invoiceNoteSchema) })
  .check(z.refine((p) => Object.values(p).some((v) => v !== undefined), { message: 'nothing to update' }));

/** The spec does not show the answer; the sandbox and this client agree on `{ success }`. */
export const updateInvoiceResponseSchema = z.object({ success: officeFlag });

export type InvoiceNote = z.input<typeof invoiceNoteSchema>;
export type UpdateInvoicePayload = z.input<typeof updateInvoicePayloadSchema>;

/**
 * Part 1 §7 / part 2 §7: POST /br/office/update-invoice/{invoiceId}. Throws CheckoutError with reason
 * `invoice_update_refused` when the office answers success false.
 * @example await updateInvoice(5001, { recorrente: 0, recorrente_ativo: 0 })
 */
export async function updateInvoice(invoiceId: number, payload: UpdateInvoicePayload, signal?: AbortSignal): Promise<void> {
  const answer = await request({
    call: 'updateInvoice',
    base: 'office',
    method: 'POST',
    path: `/br/office/update-invoice/${invoiceId}`,
    json: payload,
    schema: updateInvoiceResponseSchema,
    signal,
  });
  if (!answer.success) throw new CheckoutError('updateInvoice', 'invoice_update_refused');
}
