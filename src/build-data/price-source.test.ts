import { describe, expect, it } from 'vitest';
import { countryPricesResponseSchema, type CountryPrice } from '~/api/catalog/country-price-schema';
import { planSchema, type Plan } from '~/api/catalog/plan-schema';
import { sandboxCountryPrices } from '~/sandbox/fixtures/country-prices';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { priceSourceFor } from './price-source';

const list = (country: string): CountryPrice[] => countryPricesResponseSchema.parse({ data: sandboxCountryPrices[country] }).data;
const plan = (slug: string): Plan => planSchema.parse(sandboxPlans.get(slug));

describe('priceSourceFor (decision 005)', () => {
  it.each([
    ['part 1 §7: Brazil prices in BRL with the 10% yearly discount', 'essentials-plan', 'br', { currency: 'BRL', prices: { monthly: 24500, annualMonthly: 22050 }, country: 'br' }],
    ['part 1 §7: Germany prices in EUR', 'essentials-plan', 'de', { currency: 'EUR', prices: { monthly: 4508, annualMonthly: 4057 }, country: 'de' }],
    ['part 1 §3: yearly per month is value_annual / 12, half up', 'core-account', 'de', { currency: 'EUR', prices: { monthly: 1748, annualMonthly: 1573 }, country: 'de' }],
    ['decision 005: a -trial slug has no entry of its own, so it keeps its plan price (as the checkout does)', 'core-account-trial', 'br', { currency: 'USD', prices: { monthly: 1900, annualMonthly: null }, country: null }],
    ['part 1 §3: without a country price the plan keeps its own price and currency', 'wp-advanced-plan', 'br', { currency: 'USD', prices: { monthly: 10900, annualMonthly: null }, country: null }],
    ['part 1 §3: no price list at all keeps the plan price', 'essentials-plan', null, { currency: 'USD', prices: { monthly: 4900, annualMonthly: null }, country: null }],
  ])('%s', (_row, slug, country, expected) => {
    const result = priceSourceFor(plan(slug), country ? list(country) : [], country);
    expect(result).toEqual({ ok: true, source: expect.objectContaining(expected) });
  });

  it.each([
    ['part 1 §5: a plan in a currency the checkout refuses names moeda', 'ghana-plan', null, 'moeda'],
    ['part 1 §5: a price list in a refused currency names currency.name', 'essentials-plan', 'gh', 'currency.name'],
  ])('%s', (_row, slug, country, field) => {
    const ghana = list('us').map((entry) => ({ ...entry, currency: { ...entry.currency, name: 'GHS' } }));
    const result = priceSourceFor(plan(slug), country ? ghana : [], country);
    expect(result).toEqual({ ok: false, field, value: 'GHS' });
  });

  it('part 1 §2: keeps the crossed-out price of the country list', () => {
    const result = priceSourceFor(plan('premium-plus-plan'), list('br'), 'br');
    expect(result.ok && result.source.fakeAmount).toBe(124500);
  });
});
