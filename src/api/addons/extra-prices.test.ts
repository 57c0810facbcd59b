import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getExtraConnectionPrice } from './get-extra-connection-price';
import { getExtraStoragePrice } from './get-extra-storage-price';

describe('getExtraStoragePrice and getExtraConnectionPrice (part 1 §7, §9)', () => {
  it.each([
    ['part 1 §9: one storage package of 10 GB', () => getExtraStoragePrice(1), { currency: 'USD', price: 500, package: 10 }],
    ['part 1 §9: three storage packages', () => getExtraStoragePrice(3), { currency: 'USD', price: 1500, package: 10 }],
    ['part 1 §7: two extra connections', () => getExtraConnectionPrice(2), { currency: 'USD', price: 600 }],
  ])('%s', async (_row, call, expected) => {
    await expect(call()).resolves.toEqual(expected);
  });

  it.each([
    ['storage', () => getExtraStoragePrice(0)],
    ['connection', () => getExtraConnectionPrice(-1)],
  ])('answers 400 to a %s quantity that is not a positive integer (part 1 §5)', async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['storage: a payload missing a field', '/office/extra-storage-price/:qty', () => getExtraStoragePrice(1), { currency: 'USD', price: 5 }, 'package'],
    ['storage: a wrong type', '/office/extra-storage-price/:qty', () => getExtraStoragePrice(1), { currency: 'USD', price: 5, package: '10 GB' }, 'package'],
    ['connection: a payload missing a field', '/office/extra-connection-price/:qty', () => getExtraConnectionPrice(1), { price: 3 }, 'currency'],
    ['connection: a wrong type', '/office/extra-connection-price/:qty', () => getExtraConnectionPrice(1), { currency: 840, price: 3 }, 'currency'],
  ])('turns %s into a SchemaError naming the field', async (_name, path, call, body, field) => {
    sandboxServer.use(http.get(apiUrl('office', path), () => HttpResponse.json(body)));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
