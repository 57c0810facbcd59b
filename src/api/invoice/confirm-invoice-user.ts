import * as z from 'zod/mini';
import { officeFlag, officeInt } from '~/api/catalog/office-fields';
import { request } from '~/api/request';

export const confirmInvoiceUserResponseSchema = z.union([
  z.object({ valid: z.literal(true), data: z.object({ id: officeInt, recorrente_ativo: officeFlag }) }),
  z.object({ valid: z.literal(false), data: z.optional(z.null()) }),
]);

export type InvoiceOwnership = z.output<typeof confirmInvoiceUserResponseSchema>;

/**
 * Part 1 §7: GET br/office/invoices/confirm-user/{invoice}/{userId}. `valid` false means the invoice is
 * not this user's (or does not exist); the load sequence then creates a new one and shows the 6-second
 * notice. A valid invoice with `recorrente_ativo` true is not reused either (part 1 §4).
 * @example await confirmInvoiceUser(5001, '1001') // { valid: true, data: { id: 5001, recorrente_ativo: false } }
 */
export function confirmInvoiceUser(invoiceId: number, userId: string, signal?: AbortSignal): Promise<InvoiceOwnership> {
  return request({
    call: 'confirmInvoiceUser',
    base: 'office',
    method: 'GET',
    path: `/br/office/invoices/confirm-user/${invoiceId}/${encodeURIComponent(userId)}`,
    schema: confirmInvoiceUserResponseSchema,
    signal,
  });
}
