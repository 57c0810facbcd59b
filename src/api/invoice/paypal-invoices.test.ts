import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { FIRST_NEW_INVOICE_ID } from '~/sandbox/fixtures/invoices';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { createPaypalConnectionInvoice, PAYPAL_CONNECTION_INVOICE_PATH } from './create-paypal-connection-invoice';
import { createPaypalDomainInvoice, PAYPAL_DOMAIN_INVOICE_PATH } from './create-paypal-domain-invoice';
import { createPaypalStorageInvoice, PAYPAL_STORAGE_INVOICE_PATH } from './create-paypal-storage-invoice';

const calls = [
  ['domain', PAYPAL_DOMAIN_INVOICE_PATH, (userId: string) => createPaypalDomainInvoice({ userId, currency: 'USD', priceCents: 1798, domain: 'minhaloja.com', connectTo: 'site-7', reference: null }),
    { user_id: '1001', currency: 'USD', price: '17.98', domain: 'minhaloja.com', connect_to: 'site-7' }],
  ['storage', PAYPAL_STORAGE_INVOICE_PATH, (userId: string) => createPaypalStorageInvoice({ userId, currency: 'USD', priceCents: 1000, qtd: 2 }),
    { user_id: '1001', currency: 'USD', price: '10.00', qtd: '2' }],
  ['extra connection', PAYPAL_CONNECTION_INVOICE_PATH, (userId: string) => createPaypalConnectionInvoice({ userId, currency: 'USD', priceCents: 900, qtd: 3 }),
    { user_id: '1001', currency: 'USD', price: '9.00', qtd: '3' }],
] as const;

describe('PayPal add-on invoices (part 2 §7, form-encoded)', () => {

  it.each(calls)('creates the %s invoice from the form the spec names', async (_name, _path, call, form) => {
    setScenario({ user: 'br' });
    await expect(call('1001')).resolves.toBe(FIRST_NEW_INVOICE_ID);
    const invoice = sandboxInvoice(FIRST_NEW_INVOICE_ID);
    expect(invoice?.origin.kind === 'paypal' && invoice.origin.form).toEqual(form);
  });

  it.each(calls)('refuses a %s invoice for another user id (403)', async (_name, _path, call) => {
    setScenario({ user: 'br' });
    const error = await call('1002').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
  });

  it.each(calls.flatMap(([name, path, call]) => [
    [`${name}: a payload missing a field`, path, call, {}, 'id'],
    [`${name}: a wrong type`, path, call, { id: 'new' }, 'id'],
  ] as const))('turns %s into a SchemaError naming the field', async (_name, path, call, body, field) => {
    sandboxServer.use(http.post(apiUrl('office', path), () => HttpResponse.json(body)));
    const error = await call('1001').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
