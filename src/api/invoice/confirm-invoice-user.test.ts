import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { SANDBOX_INVOICE_IDS } from '~/sandbox/fixtures/invoices';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { confirmInvoiceUser } from './confirm-invoice-user';

const url = apiUrl('office', '/br/office/invoices/confirm-user/:invoiceId/:userId');
const { reusable, activeRecurrence, someoneElses } = SANDBOX_INVOICE_IDS;

describe('confirmInvoiceUser (part 1 §4 "Invoice reuse", §7)', () => {
  it.each([
    ['part 1 §4: br\'s invoice without recurrence is valid and reusable', reusable, { valid: true, data: { id: reusable, recorrente_ativo: false } }],
    ['part 1 §4: br\'s invoice with an active recurrence is valid but recurring', activeRecurrence, { valid: true, data: { id: activeRecurrence, recorrente_ativo: true } }],
    ['part 1 §8: another user\'s invoice is not valid', someoneElses, { valid: false, data: null }],
    ['part 1 §8: an unknown invoice is not valid', 424242, { valid: false, data: null }],
  ])('%s', async (_row, invoice, expected) => {
    setScenario({ user: 'br' });
    await expect(confirmInvoiceUser(invoice, '1001')).resolves.toEqual(expected);
  });

  it('is not valid when the user id in the path is not the session\'s (part 1 §8)', async () => {
    setScenario({ user: 'us' });
    await expect(confirmInvoiceUser(reusable, '1001')).resolves.toMatchObject({ valid: false });
  });

  it('answers 401 to a visitor', async () => {
    await expect(confirmInvoiceUser(reusable, '1001')).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { valid: true, data: { id: 1 } }, 'data.recorrente_ativo'],
    ['a wrong type', { valid: 'yes' }, 'valid'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await confirmInvoiceUser(1, '1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
