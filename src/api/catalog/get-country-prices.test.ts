import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getCountryPrices } from './get-country-prices';

const url = apiUrl('office', '/us/office/api/country-prices/:countryId');

describe('getCountryPrices (part 1 §7)', () => {
  it.each([
    ['part 2 §9: Mexico prices in MXN', 'mx', 'MXN', '$'],
    ['part 2 §9: Colombia prices in COP', 'co', 'COP', '$'],
    ['part 2 §9: Argentina prices in ARS', 'ar', 'ARS', '$'],
    ['part 2 §9: Peru prices in PEN', 'pe', 'PEN', 'S/'],
    ['part 1 §9: Czechia prices in CZK with Kč', 'cz', 'CZK', 'Kč'],
    ['part 1 §9: Thailand prices in THB with ฿', 'th', 'THB', '฿'],
    ['part 1 §9: Brazil prices in BRL', 'BR', 'BRL', 'R$'],
  ])('%s', async (_row, country, currency, symbol) => {
    const prices = await getCountryPrices(country, 'es');
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p.currency.name === currency && p.currency.symbol === symbol)).toBe(true);
  });

  it('parses values to cents, keeping the USD reference (part 1 §3)', async () => {
    const prices = await getCountryPrices('mx', 'es');
    const essentials = prices.find((p) => p.plan.slug === 'essentials-plan');
    expect(essentials?.plan).toMatchObject({ value_month: 83300, ref_value_month: 4900, ref_value_annual: 52920 });
  });

  it('defaults to the us country and never sends an api_token (DESIGN.md "Security")', async () => {
    let seen = '';
    sandboxServer.use(http.get(url, ({ request }) => ((seen = new URL(request.url).pathname + new URL(request.url).search), HttpResponse.json({ data: [] }))));
    await getCountryPrices();
    expect(seen).toBe('/sandbox-api/office/us/office/api/country-prices/us?user_lang=en');
  });

  const currency = { name: 'MXN', value: 17, symbol: '$' };
  const plan = { id: 1, slug: 'x', value_first_month: 1, value_annual: 1, value_month: 1, ref_value_first_month: 1, ref_value_annual: 1 };
  it.each([
    ['a payload missing a field', { data: [{ plan, currency }] }, 'data.0.plan.ref_value_month'],
    ['a wrong type', { data: [{ plan: { ...plan, ref_value_month: 1 }, currency: { ...currency, value: 'seventeen' } }] }, 'data.0.currency.value'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getCountryPrices('mx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
