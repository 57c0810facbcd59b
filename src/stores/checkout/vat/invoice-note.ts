import { updateInvoice } from '~/api/invoice/update-invoice';
import { sendLog } from '~/api/misc/logger';
import { env } from '~/config/env';
import { vatInvoiceNote, vatStateFromChoice, type VatInvoiceNote } from '~/domain/vat';
import { $invoiceNotes, setInvoiceNote } from '../invoice-notes';
import { $invoice, $product } from '../session';
import { $step } from '../steps';
import { $vatChoice } from './state';
import { onReset } from '~/stores/reset';

/*
 * The VAT choice on the invoice's note (part 2 §3 "vat_details", §5 "added to the invoice only for EUR, with empty
 * values dropped"). Loaded by the first press that pays an EUR purchase (the pay button or the wallet, once the
 * purchase is claimed, attempt/claim.ts), not with the page: the
 * checkout's JavaScript before a method is chosen has no room for it (decision 054, addendum). From that press on, the
 * note is written with the choice of the moment (which step 1's guard requires, part 1 §4) and again whenever the
 * choice changes; an undone choice takes vat_details off. One write at a time, each sending the note as it is when it
 * leaves, so the office ends with the latest choice. A failed write never holds the buyer (it is a note, and the
 * payment body carries the same vat_details, payment-body.ts): it is tried again at the next press or move to the
 * payment step, and a second failure is logged for the office.
 */

// vat_details has no amounts (number, country, fee only): the state is built on zero bases.
const NO_AMOUNTS = { amount: 0, amountFirstMonth: 0, amountWithoutCoupon: 0 };

/** The vat_details the note should hold now (null: none), by the domain's rule (EUR only, empty values dropped). */
function currentVatNote(): VatInvoiceNote | null {
  const product = $product.get();
  const choice = $vatChoice.get();
  return product && choice ? vatInvoiceNote(product.currency, vatStateFromChoice(choice, NO_AMOUNTS)) : null;
}

/** A running writer: `stop` ends it; `again` writes what a failed write left out (nothing when all is written). */
interface VatNoteWriter {
  stop(): void;
  again(): void;
}

/**
 * Starts writing the VAT choice to the invoice `$invoice` names now. A choice already made (on step 1, or put back
 * after a payment redirect) is written at once.
 */
function followVatInvoiceNote(): VatNoteWriter {
  const invoiceId = $invoice.get()?.id ?? null;
  // What the office holds of vat_details, as written by this follow (JSON; 'null' when none).
  let written = 'null';
  let stopped = false;
  let queue = Promise.resolve();

  const write = async (retry: boolean): Promise<void> => {
    const note = currentVatNote();
    const wanted = JSON.stringify(note);
    if (stopped || invoiceId === null || $invoice.get()?.id !== invoiceId || wanted === written) return;
    setInvoiceNote({ vat_details: note });
    // The office keeps the note it is sent, whole: one left empty by an undone choice is cleared (null).
    const whole = $invoiceNotes.get();
    try {
      await updateInvoice(invoiceId, { note: Object.keys(whole).length > 0 ? whole : null });
      written = wanted;
    } catch (error) {
      // The first failure waits for the move to payment; the second is the office's to know about.
      if (retry) void sendLog({ env: env.PUBLIC_MODE, message: 'checkout: writing the VAT note to the invoice failed twice', data: { invoice: invoiceId, error: String(error) } });
    }
  };
  const enqueue = (retry: boolean): void => {
    queue = queue.then(() => write(retry));
  };

  const stopChoice = $vatChoice.subscribe(() => {
    if (JSON.stringify(currentVatNote()) !== written) enqueue(false);
  });
  // Queued behind a write still under way, so one that fails while the buyer moves on is tried again too.
  const stopStep = $step.listen((step) => {
    if (step === 'payment') enqueue(true);
  });
  return {
    stop: () => {
      stopped = true;
      stopChoice();
      stopStep();
    },
    again: () => enqueue(true),
  };
}

/** This load's writer, once a press started it (a new load has its own invoice and note). */
let following: VatNoteWriter | null = null;
onReset('load', () => {
  following?.stop();
  following = null;
});

/**
 * A payment's entry (attempt/claim.ts, EUR only): starts writing the VAT choice to this load's invoice note, or, when
 * already started, writes what a failed write left out. Example: writeVatInvoiceNote().
 */
export function writeVatInvoiceNote(): void {
  if (following) following.again();
  else following = followVatInvoiceNote();
}
