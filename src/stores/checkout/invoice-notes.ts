import { atom } from 'nanostores';
import { updateInvoice, type InvoiceNote } from '~/api/invoice/update-invoice';
import { $invoice } from './session';
import { resettable } from '~/stores/reset';

/**
 * The invoice note (part 1 §4 "store notes and update invoice", part 2 §3 "Invoice"): support (cs_code cookie),
 * sales (the `sales` parameter), vat_details (EUR, written by vat/invoice-note.ts) and upline_first_payment.
 */
export const $invoiceNotes = resettable(atom<InvoiceNote>({}), 'load');

/**
 * Merges parts into the note; a part set to undefined, null or '' is dropped, as the spec drops empty values.
 * Example: setInvoiceNote({ sales: 'camila' }); setInvoiceNote({ vat_details: { country: 'DE', fee: 19 } }).
 */
export function setInvoiceNote(patch: { [K in keyof InvoiceNote]?: InvoiceNote[K] | null }): void {
  const next: Record<string, unknown> = { ...$invoiceNotes.get() };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === null || value === '') delete next[key];
    else next[key] = value;
  }
  $invoiceNotes.set(next as InvoiceNote);
}

/** Empties the note: step 3 clears it once the payment is done (part 2 §4.5). */
export function clearInvoiceNotes(): void {
  $invoiceNotes.set({});
}

export type NotesSent = 'sent' | 'nothing_to_send' | 'no_invoice';

/**
 * Sends the note to the invoice being paid (update-invoice, part 1 §7). Nothing is sent without an invoice
 * (a visitor) or with an empty note. Transport failures throw the client's errors; the caller decides.
 * Example: await sendInvoiceNotes() // 'sent'
 */
export async function sendInvoiceNotes(signal?: AbortSignal): Promise<NotesSent> {
  const invoice = $invoice.get();
  if (invoice === null) return 'no_invoice';
  const note = $invoiceNotes.get();
  if (Object.keys(note).length === 0) return 'nothing_to_send';
  await updateInvoice(invoice.id, { note }, signal);
  return 'sent';
}
