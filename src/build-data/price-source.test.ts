import { describe, expect, it } from 'vitest';
import { countryPricesResponseSchema, type CountryPrice } from '~/api/catalog/country-price-schema';
import { planSchema, type Plan } from '~/api/catalog/plan-schema';
import { sandboxCountryPrices } from '~/sandbox/fixtures/country-prices';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { annualMonthlyCents, countryPriceFor, priceSourceFor } from './price-source';

const list = (country: string): CountryPrice[] => countryPricesResponseSchema.parse({ data: sandboxCountryPrices[country] }).data;
const plan = (slug: string): Plan => planSchema.parse(sandboxPlans.get(slug));

describe('countryPriceFor (decision 005)', () => {
  it.each([
    ['part 1 §3: a plan uses its own country price', 'essentials-plan', 'essentials-plan'],
    ['part 1 §9: a -trial slug uses the country price of the plan it trials', 'advanced-plan-trial', 'advanced-plan'],
    ['part 1 §9: a wp- plan has no country price of its own and none borrowed', 'wp-essentials-plan', null],
    ['part 1 §9: the bundle plan has no country price', 'bundle-plan-trial', null],
  ])('%s', (_row, slug, expected) => {
    expect(countryPriceFor(slug, list('br'))?.plan.slug ?? null).toBe(expected);
  });
});

describe('annualMonthlyCents (part 1 §3 annual.monthAmount)', () => {
  it.each([
    ['a year that divides evenly', 102600, 8550],
    ['a remainder below half a cent rounds down', 18878, 1573],
    ['half a cent rounds up', 18, 2],
  ])('%s', (_row, annual, expected) => {
    expect(annualMonthlyCents(annual)).toBe(expected);
  });
});

describe('priceSourceFor (decision 005)', () => {
  it.each([
    ['part 1 §7: Brazil prices in BRL with the 10% yearly discount', 'essentials-plan', 'br', { currency: 'BRL', prices: { monthly: 24500, annualMonthly: 22050 }, country: 'br' }],
    ['part 1 §7: Germany prices in EUR', 'core-account', 'de', { currency: 'EUR', prices: { monthly: 1748, annualMonthly: 1573 }, country: 'de' }],
    ['part 1 §9: a trial slug shows its plan price in the page currency', 'core-account-trial', 'br', { currency: 'BRL', prices: { monthly: 9500, annualMonthly: 8550 }, country: 'br' }],
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
