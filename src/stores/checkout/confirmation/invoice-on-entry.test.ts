import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_INVOICE_IDS } from '~/sandbox/fixtures/invoices';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { $invoiceNotes, setInvoiceNote } from '../invoice-notes';
import type { PaymentResult } from '../payment-result';
import { $invoice } from '../session';
import { updateInvoiceOnEntry } from './invoice-on-entry';

// br's invoice 5002 is recurring (recorrente 1, recorrente_ativo 1) with a sales note; the global set-up resets the store.
const INVOICE = SANDBOX_INVOICE_IDS.activeRecurrence;
const result = (method: PaymentResult['method']): PaymentResult => ({ method, kind: 'paid', gatewayIdentifier: 'g', artifact: null });

describe('the invoice on entering confirmation (part 2 §4.5, §9)', () => {
  beforeEach(() => {
    resetStores('page');
    setScenario({ user: 'br' });
    $invoice.set({ id: INVOICE, replacedInvoiceId: null });
    setInvoiceNote({ sales: 'camila' });
  });
  afterEach(() => vi.useRealTimers());

  it.each(['googlePay', 'pix', 'boleto', 'cash', 'bankTransfer', 'nequi', 'yape'] as const)(
    '§4.5: %s makes the invoice non-recurring (recorrente 0, recorrente_ativo 0)',
    async (method) => {
      await updateInvoiceOnEntry(result(method));
      expect(sandboxInvoice(INVOICE)).toMatchObject({ recorrente: 0, recorrente_ativo: 0 });
    },
  );

  it('§4.5: a card payment keeps the recurrence', async () => {
    await updateInvoiceOnEntry(result('creditCard'));
    expect(sandboxInvoice(INVOICE)).toMatchObject({ recorrente: 1, recorrente_ativo: 1 });
  });

  it('§9: the note is cleared 300 ms after entry, not before, and once however often the step renders', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const paid = result('creditCard');
    const entering = updateInvoiceOnEntry(paid);
    void updateInvoiceOnEntry(paid);
    await vi.advanceTimersByTimeAsync(299);
    expect(sandboxInvoice(INVOICE)?.note).toEqual({ sales: 'camila' });
    await vi.advanceTimersByTimeAsync(1);
    await entering;
    expect(sandboxInvoice(INVOICE)?.note).toBeNull();
    expect($invoiceNotes.get()).toEqual({});
  });

  it('a failed update is logged, never thrown at the buyer who has paid', async () => {
    setScenario({ fault: 'http500', faultPath: '/br/office/update-invoice', faultTimes: 2 });
    await expect(updateInvoiceOnEntry(result('pix'))).resolves.toBeUndefined();
    expect(sandboxInvoice(INVOICE)).toMatchObject({ recorrente: 1 });
    setScenario({ fault: null, faultPath: '', faultTimes: 0 });
  });
});
