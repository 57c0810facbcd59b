import { updateInvoice } from '~/api/invoice/update-invoice';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import { INVOICE_NOTE_CLEAR_DELAY_MS } from '~/domain/constants';
import { setsInvoiceNonRecurring } from '~/domain/methods';
import { onReset } from '~/stores/reset';
import { clearInvoiceNotes } from '../invoice-notes';
import type { PaymentResult } from '../payment-result';
import { $invoice } from '../session';

let done: PaymentResult | null = null;
let noteTimer: ReturnType<typeof setTimeout> | null = null;
onReset('page', () => {
  done = null;
  if (noteTimer !== null) clearTimeout(noteTimer);
  noteTimer = null;
});

function logFailure(what: string, error: unknown): void {
  void sendLog({ env: env.PUBLIC_MODE, message: `confirmation: ${what} failed`, data: { invoice: $invoice.get()?.id, error: String(error) } });
}

/**
 * What step 3 does to the invoice on entry (part 2 §4.5): boleto, pix, cash, bank transfer, Nequi, Yape and Google Pay
 * make it non-recurring (recorrente 0, recorrente_ativo 0); every method clears its note 300 ms later. Once per
 * payment, however often the step renders. The buyer has paid: a failed update is logged for the office, not shown.
 */
export async function updateInvoiceOnEntry(result: PaymentResult): Promise<void> {
  const invoice = $invoice.get();
  if (invoice === null || done === result) return;
  done = result;
  if (setsInvoiceNonRecurring(result.method)) {
    await updateInvoice(invoice.id, { recorrente: 0, recorrente_ativo: 0 }).catch((error: unknown) => logFailure('non-recurring invoice', error));
  }
  await new Promise<void>((resolve) => {
    noteTimer = setTimeout(resolve, INVOICE_NOTE_CLEAR_DELAY_MS);
  });
  noteTimer = null;
  clearInvoiceNotes();
  await updateInvoice(invoice.id, { note: null }).catch((error: unknown) => logFailure('clearing the invoice note', error));
}
