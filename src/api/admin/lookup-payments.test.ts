import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { SANDBOX_ADMIN_TOKEN } from '~/sandbox/fixtures/payments';
import { sandboxServer } from '~/sandbox/node';
import { lookupPayments, PAYMENT_LOOKUP_PATH, type PaymentLookupQuery } from './lookup-payments';

const query = (patch: Partial<PaymentLookupQuery> = {}): PaymentLookupQuery => ({ userId: 1001, method: 'credit_card', type: 'all', ...patch });

describe('lookupPayments (part 2 §2 internal payment lookup, §7)', () => {
  it.each([
    ['part 2 §2: all card payments of the br account', query(), ['or_sandbox_0001', 'or_sandbox_0002']],
    ['part 2 §2: only the failed ones', query({ type: 'failed' }), ['or_sandbox_0002']],
    ['part 2 §2: boleto payments', query({ method: 'boleto', type: 'success' }), ['or_sandbox_0003']],
    ['part 2 §8: an account without payments gives an empty list', query({ userId: 1002 }), []],
  ])('%s', async (_name, q, ids) => {
    const rows = await lookupPayments(q, SANDBOX_ADMIN_TOKEN);
    expect(rows.map((r) => r.id_pagarme_payment)).toEqual(ids);
  });

  it('DESIGN.md Security: sends the admin token as a bearer header and the spec body', async () => {
    let seen: { auth: string | null; body: unknown } | null = null;
    sandboxServer.use(
      http.post(apiUrl('gateway', PAYMENT_LOOKUP_PATH), async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.clone().json() };
        return undefined;
      }),
    );
    await lookupPayments(query(), SANDBOX_ADMIN_TOKEN);
    expect(seen).toEqual({
      auth: 'Bearer sandbox-admin-token',
      body: { application: 'OFFICE', id_user: '1001', business_gateway: 'pagarme', method_payment: 'credit_card', type_payment: 'all' },
    });
  });

  it.each([
    ['DESIGN.md Security: a wrong token', 'guess'],
    ['DESIGN.md Security: no token', ''],
  ])('%s is refused with 401', async (_name, token) => {
    const error = await lookupPayments(query(), token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
  });

  it.each([
    ['a payload missing a field', { gateway: [{ id_pagarme_payment: 'x', type: 'success', message: null, charge: null, first_six_digits: null, last_four_digit: null, brand: null }] }, 'gateway.0.created_at'],
    ['a wrong type', { gateway: { id_pagarme_payment: 'x' } }, 'gateway'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(apiUrl('gateway', PAYMENT_LOOKUP_PATH), () => HttpResponse.json(body)));
    const error = await lookupPayments(query(), SANDBOX_ADMIN_TOKEN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
