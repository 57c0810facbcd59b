import { describe, expect, it } from 'vitest';
import { HttpError } from '~/api/errors';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { setScenario } from '~/sandbox/scenario';
import { $invoiceNotes, sendInvoiceNotes, setInvoiceNote } from './invoice-notes';
import { $invoice } from './session';

describe('invoice notes (part 1 §4, part 2 §3, §5)', () => {
  it.each([
    ['part 2 §3: sales from the URL', [{ sales: 'camila' }], { sales: 'camila' }],
    ['part 2 §3: parts add up', [{ support: 'Carla Ribeiro' }, { upline_first_payment: true }], { support: 'Carla Ribeiro', upline_first_payment: true }],
    ['part 2 §5: an empty value is dropped', [{ sales: 'camila' }, { sales: '' }], {}],
    ['part 2 §5: null removes a part (VAT choice undone)', [{ vat_details: { country: 'DE', fee: 19 } }, { vat_details: null }], {}],
  ] as const)('%s', (_row, patches, expected) => {
    for (const patch of patches) setInvoiceNote(patch);
    expect($invoiceNotes.get()).toEqual(expected);
  });

  it.each([
    ['part 1 §4: no invoice for a visitor', null, { sales: 'x' }, 'no_invoice'],
    ['part 1 §4: nothing to store', 5001, {}, 'nothing_to_send'],
  ] as const)('%s', async (_row, invoiceId, note, expected) => {
    $invoice.set(invoiceId === null ? null : { id: invoiceId, replacedInvoiceId: null });
    setInvoiceNote(note);
    await expect(sendInvoiceNotes()).resolves.toBe(expected);
  });

  it('part 1 §7: stores the note on the invoice with update-invoice', async () => {
    setScenario({ user: 'br' });
    $invoice.set({ id: 5001, replacedInvoiceId: null });
    setInvoiceNote({ sales: 'camila', vat_details: { country: 'DE', fee: 19 } });
    await expect(sendInvoiceNotes()).resolves.toBe('sent');
    expect(sandboxInvoice(5001)?.note).toEqual({ sales: 'camila', vat_details: { country: 'DE', fee: 19 } });
  });

  it('throws the transport error to the caller (HTTP 500)', async () => {
    // On the update call only: a call some earlier test left running must not take the fault.
    setScenario({ user: 'br', fault: 'http500', faultPath: '/update-invoice', faultTimes: 1 });
    $invoice.set({ id: 5001, replacedInvoiceId: null });
    setInvoiceNote({ sales: 'camila' });
    await expect(sendInvoiceNotes()).rejects.toBeInstanceOf(HttpError);
  });
});
