import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CURRENCIES, ISO_EXPONENTS, currencyNameKey, isAcceptedCurrency, isDirectCurrency, toIsoMinorUnits, toStripeAmount,
  type CurrencyCode,
} from '~/domain/currencies';

describe('accepted currencies', () => {
  it('holds exactly the 40 codes listed in part 1 §9', () => {
    const spec = 'AED ARS AUD BRL CAD CHF CLP COP CZK DKK EGP EUR GBP HKD HUF INR IDR ILS JPY KES KRW MYR MXN MAD NZD NGN NOK PKR PEN PHP PLN SAR SEK SGD THB TRY TWD USD VND ZAR';
    expect([...ACCEPTED_CURRENCIES].sort()).toEqual(spec.split(' ').sort());
  });

  it.each([
    ['part 1 §9: BRL is accepted', 'BRL', true],
    ['part 1 §9: ZAR (last of the list) is accepted', 'ZAR', true],
    ['part 1 §5: an unlisted code goes to currency-not-available', 'XAF', false],
    ['part 1 §5: a lower-case code is not an ISO code', 'usd', false],
    ['part 1 §5: an empty code is refused', '', false],
  ])('%s', (_section, code, expected) => {
    expect(isAcceptedCurrency(code)).toBe(expected);
  });
});

describe('ISO 4217 exponents', () => {
  it.each([
    ['part 2 §9 (ISO 4217 fact): JPY has no minor unit', 'JPY', 0],
    ['part 2 §9 (ISO 4217 fact): KRW has no minor unit', 'KRW', 0],
    ['part 2 §9 (ISO 4217 fact): VND has no minor unit', 'VND', 0],
    ['part 2 §9 (ISO 4217 fact): CLP has no minor unit', 'CLP', 0],
    ['part 2 §9 (ISO 4217 fact): HUF has two decimals', 'HUF', 2],
    ['part 2 §9 (ISO 4217 fact): TWD has two decimals', 'TWD', 2],
    ['part 2 §9 (ISO 4217 fact): USD has two decimals', 'USD', 2],
    ['part 2 §9 (ISO 4217 fact): BRL has two decimals', 'BRL', 2],
  ] as const)('%s', (_section, code, exponent) => {
    expect(ISO_EXPONENTS[code]).toBe(exponent);
  });

  it('gives every accepted currency an exponent of 0 or 2 (part 1 §9)', () => {
    const zero = ACCEPTED_CURRENCIES.filter((code) => ISO_EXPONENTS[code] === 0).sort();
    expect(zero).toEqual(['CLP', 'JPY', 'KRW', 'VND']);
  });

  it.each([
    ['part 2 §9: office cents of USD are already ISO minor units', 1490, 'USD', 1490],
    ['part 2 §9: JPY drops the two office decimals', 150000, 'JPY', 1500],
    ['part 2 §9: JPY rounds half up when dropping decimals', 150050, 'JPY', 1501],
    ['part 2 §9: KRW below half rounds down', 149949, 'KRW', 1499],
    ['part 2 §9: a negative JPY amount rounds away from zero', -150050, 'JPY', -1501],
    ['part 2 §9: zero stays zero', 0, 'VND', 0],
  ] as const)('%s', (_section, amount, currency, expected) => {
    expect(toIsoMinorUnits({ amount, currency: currency as CurrencyCode })).toBe(expected);
  });
});

describe('Stripe amounts (https://docs.stripe.com/currencies#zero-decimal)', () => {
  // Stripe's zero-decimal list, as its page gives it; the accepted currencies among them are charged in whole units.
  const STRIPE_ZERO_DECIMAL_PAGE = 'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' ');

  it.each(ACCEPTED_CURRENCIES.map((currency) => [currency]))('%s: 1,234.50 in office cents is Stripe’s amount in its smallest unit', (currency) => {
    const zeroDecimal = STRIPE_ZERO_DECIMAL_PAGE.includes(currency);
    expect(toStripeAmount({ amount: 123450, currency })).toBe(zeroDecimal ? 1235 : 123450);
  });

  it('rounds half up when dropping the office decimals, like the ISO conversion', () => {
    expect(toStripeAmount({ amount: 149949, currency: 'KRW' })).toBe(1499);
    expect(toStripeAmount({ amount: 150050, currency: 'JPY' })).toBe(1501);
  });
});

describe('direct currencies and names', () => {
  it.each([
    ['part 1 §9: EUR is direct', 'EUR', true],
    ['part 1 §9: BRL is direct', 'BRL', true],
    ['part 1 §9: USD is direct', 'USD', true],
    ['part 1 §9: MXN is a charged (converted) currency', 'MXN', false],
    ['part 1 §9: CZK is a charged (converted) currency', 'CZK', false],
  ])('%s', (_section, code, expected) => {
    expect(isDirectCurrency(code)).toBe(expected);
  });

  it.each([
    ['part 1 §2: BRL is named Real', 'BRL', 'common:currency.name.BRL'],
    ['part 1 §2: USD is named Dólar', 'USD', 'common:currency.name.USD'],
    ['part 2 §2: EUR is named Euro', 'eur', 'common:currency.name.EUR'],
    ['part 2 §2: other currencies have no name, the code is shown', 'MXN', null],
    ['part 2 §2: an unknown code has no name', 'XYZ', null],
  ])('%s', (_section, code, expected) => {
    expect(currencyNameKey(code)).toBe(expected);
  });
});
