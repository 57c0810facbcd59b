import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { CheckoutError, HttpError, SchemaError } from '~/api/errors';
import { SANDBOX_INVOICE_IDS } from '~/sandbox/fixtures/invoices';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { updateInvoice } from './update-invoice';

const url = apiUrl('office', '/br/office/update-invoice/:invoiceId');
const { reusable, someoneElses } = SANDBOX_INVOICE_IDS;

describe('updateInvoice (part 2 §4.5, §7)', () => {

  it('stores the notes (part 2 §3: support, sales, vat_details, upline_first_payment)', async () => {
    setScenario({ user: 'br' });
    const note = { support: 'cs-42', sales: 'camila', vat_details: { number_completed: 'NL123456789B01', number: '123456789B01', country: 'NL', fee: 21 }, upline_first_payment: true };
    await updateInvoice(reusable, { note });
    expect(sandboxInvoice(reusable)?.note).toEqual(note);
  });

  it('sets the invoice non-recurring and clears the note (part 2 §4.5)', async () => {
    setScenario({ user: 'br' });
    await updateInvoice(reusable, { note: { sales: 'x' } });
    await updateInvoice(reusable, { recorrente: 0, recorrente_ativo: 0, note: null });
    expect(sandboxInvoice(reusable)).toMatchObject({ recorrente: 0, recorrente_ativo: 0, note: null });
  });

  it.each([
    ['part 1 §8: someone else\'s invoice', 'br', someoneElses, 403],
    ['part 1 §8: a missing invoice', 'br', 999, 404],
    ['part 1 §6: a visitor', null, reusable, 401],
  ])('is refused for %s', async (_row, user, id, status) => {
    setScenario({ user });
    const error = await updateInvoice(id, { recorrente: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });

  it('answers 400 to an empty update', async () => {
    setScenario({ user: 'br' });
    await expect(updateInvoice(reusable, {})).rejects.toBeInstanceOf(HttpError);
  });

  it('throws CheckoutError when the office answers success false', async () => {
    sandboxServer.use(http.post(url, () => HttpResponse.json({ success: false })));
    const error = await updateInvoice(reusable, { recorrente: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect((error as CheckoutError).reason).toBe('invoice_update_refused');
  });

  it.each([
    ['a payload missing a field', {}, 'success'],
    ['a wrong type', { success: 'yes' }, 'success'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await updateInvoice(reusable, { recorrente: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
