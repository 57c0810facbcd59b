import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import type { Coupon } from '~/domain/coupon';
import { FIRST_NEW_INVOICE_ID } from '~/sandbox/fixtures/invoices';
import { sandboxInvoice } from '~/sandbox/handlers/invoice';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { couponToOffice, createInvoice } from './create-invoice';

const url = apiUrl('office', '/br/office/invoice/create');
const common = { id: 7, code: 'C', period: 'FOREVER', periodTime: null } as const;

describe('createInvoice (part 1 §7, part 2 §7)', () => {

  it('creates an invoice for the logged-in user and returns its id', async () => {
    setScenario({ user: 'br' });
    await expect(createInvoice({ type: 'plan', slug: 'advanced-plan', gatewayId: 2 })).resolves.toBe(FIRST_NEW_INVOICE_ID);
    expect(sandboxInvoice(FIRST_NEW_INVOICE_ID)).toMatchObject({ ownerId: '1001', recorrente_ativo: 0 });
  });

  it('echoes the coupon in office units (part 1 §5: the percentage goes back to a fraction)', async () => {
    setScenario({ user: 'us' });
    const coupon: Coupon = { ...common, type: 'PERCENTAGE_OF_DISCOUNT', value: 10, applyOnlyFirstMonth: true };
    const id = await createInvoice({ type: 'fee', slug: 'upwork-fee-usd', gatewayId: 1, coupon });
    const invoice = sandboxInvoice(id);
    expect(invoice?.origin.kind === 'checkout' && invoice.origin.payload.coupon).toEqual({ id: 7, code: 'C', type: 'PERCENTAGE_OF_DISCOUNT', value: 0.1, apply_only_first_month: 1 });
  });

  it.each([
    ['part 1 §5: a fixed value in cents goes back to units', { ...common, type: 'FIXED_VALUE', value: 1050, applyOnlyFirstMonth: false }, 10.5, 0],
    ['part 1 §5: 100 % goes back to 1', { ...common, type: 'PERCENTAGE_OF_DISCOUNT', value: 100, applyOnlyFirstMonth: true }, 1, 1],
  ] satisfies [string, Coupon, number, 0 | 1][])('%s', (_row, coupon, value, firstMonth) => {
    expect(couponToOffice(coupon)).toMatchObject({ value, apply_only_first_month: firstMonth });
  });

  it.each([
    ['a visitor', null, 'advanced-plan', 401],
    ['an unknown slug', 'br', 'no-such-plan', 404],
  ])('is refused for %s', async (_row, user, slug, status) => {
    setScenario({ user });
    const error = await createInvoice({ type: 'plan', slug, gatewayId: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });

  it.each([
    ['a payload missing a field', { invoice: {} }, 'invoice.id'],
    ['a wrong type', { invoice: { id: 'abc' } }, 'invoice.id'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await createInvoice({ type: 'plan', slug: 'x', gatewayId: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
