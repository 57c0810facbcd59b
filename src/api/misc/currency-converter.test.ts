import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { ACCEPTED_CURRENCIES, type CurrencyCode } from '~/domain/currencies';
import { sandboxServer } from '~/sandbox/node';
import { convertFromUsd } from './currency-converter';

const url = apiUrl('gateway', '/currency/converter');

describe('convertFromUsd (part 2 §7 currency converter)', () => {
  it.each([
    ['part 2 §9: the pause fee of 1500 USD cents in BRL at 5.40', 'BRL', 1500, 8100],
    ['part 2 §9: USD converts to itself', 'USD', 1500, 1500],
    ['part 2 §9: EUR at 0.92', 'EUR', 1500, 1380],
    ['part 2 §9: office cents for JPY too (value x 100)', 'JPY', 1500, 225000],
  ] as const)('%s', async (_name, target, amount, converted) => {
    await expect(convertFromUsd(amount, target)).resolves.toEqual({ amount: converted, currency: target });
  });

  it('part 1 §9: the sandbox has a rate for every accepted currency', async () => {
    const answers = await Promise.all(ACCEPTED_CURRENCIES.map((code) => convertFromUsd(100, code)));
    expect(answers.every((money) => Number.isInteger(money.amount) && money.amount > 0)).toBe(true);
  });

  it('part 2 §7: sends currency_base USD as JSON and rounds a fractional answer', async () => {
    let body: unknown;
    sandboxServer.use(http.post(url, async ({ request }) => ((body = await request.json()), HttpResponse.json({ data: { amount_target: '1234.6' } }))));
    await expect(convertFromUsd(1500, 'MXN')).resolves.toEqual({ amount: 1235, currency: 'MXN' });
    expect(body).toEqual({ currency_target: 'MXN', currency_base: 'USD', amount_base: 1500 });
  });

  it('part 1 §5: the sandbox answers 400 to a currency that is not accepted', async () => {
    await expect(convertFromUsd(1500, 'XAU' as CurrencyCode)).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { data: {} }, 'data.amount_target'],
    ['a wrong type', { data: { amount_target: 'lots' } }, 'data.amount_target'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await convertFromUsd(1500, 'BRL').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
