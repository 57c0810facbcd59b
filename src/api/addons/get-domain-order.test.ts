import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { getDomainAuthToken } from './get-domain-auth-token';
import { getDomainOrder } from './get-domain-order';

const orderUrl = apiUrl('office', '/api/v1/order/:order/checkout');
const tokenUrl = apiUrl('office', '/auth-domain');

describe('getDomainAuthToken and getDomainOrder (part 1 §7, part 2 §3)', () => {
  it('fetches the order with the token /auth-domain issued', async () => {
    setScenario({ user: 'br' });
    const token = await getDomainAuthToken();
    await expect(getDomainOrder('ORD-1001', token)).resolves.toEqual({
      id: 9001, slug: 'domain-registry', total_real: 1299, moeda: 'USD', symbol: '$', value: 1299, currency_charged: null, domain: 'minhaloja.com',
    });
  });

  it('reads a charged currency (part 1 §4 "Charged-amount flag")', async () => {
    setScenario({ user: 'mx' });
    const order = await getDomainOrder('ORD-1005', await getDomainAuthToken());
    expect(order).toMatchObject({ currency_charged: 'MXN', value: 338300, total_real: 19900 });
  });

  it('sends the token as a bearer header', async () => {
    let seen: string | null = null;
    sandboxServer.use(http.get(orderUrl, ({ request }) => ((seen = request.headers.get('authorization')), HttpResponse.json({}))));
    await getDomainOrder('ORD-1', 'tok-1').catch(() => undefined);
    expect(seen).toBe('Bearer tok-1');
  });

  it.each([
    ['part 2 §8 error_domain: an unknown order', 'br', 'ORD-404', 404],
    ['part 2 §8 error_domain: another user\'s order', 'us', 'ORD-1001', 401],
  ])('%s fails with HTTP %s', async (_row, user, order, status) => {
    setScenario({ user });
    const error = await getDomainOrder(order, await getDomainAuthToken()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(status);
  });

  it('refuses a token to a visitor (401)', async () => {
    await expect(getDomainAuthToken()).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['order: a payload missing a field', orderUrl, () => getDomainOrder('o', 't'), { data: { id: 1, slug: 's', total_real: 1, moeda: 'USD', symbol: '$' } }, 'data.value'],
    ['order: a wrong type', orderUrl, () => getDomainOrder('o', 't'), { data: { id: 1, slug: 's', total_real: 1, moeda: 'USD', symbol: '$', value: 1, currency_charged: 5 } }, 'data.currency_charged'],
    ['token: a payload missing a field', tokenUrl, () => getDomainAuthToken(), {}, 'token'],
    ['token: a wrong type', tokenUrl, () => getDomainAuthToken(), { token: 42 }, 'token'],
  ])('turns %s into a SchemaError naming the field', async (_name, url, call, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
