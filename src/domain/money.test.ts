import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import {
  centsToDecimalString, centsToUnits, currencySymbol, divideRoundHalfUp, formatMoney, parseAmountToCents, parseCents,
  percentOfCents, sumCents, type FormatOptions,
} from '~/domain/money';

describe('parseAmountToCents', () => {
  it.each([
    ['part 2 §9: "149.00" is 14900 cents', '149.00', 14900],
    ['part 2 §9: "0.29" is 29 cents, no float drift', '0.29', 29],
    ['part 2 §9: the number 0.29 is 29 cents', 0.29, 29],
    ['part 2 §9: the number 1.15 is 115 cents (1.15 x 100 = 114.99999)', 1.15, 115],
    ['part 2 §9: "87.9" is 8790 cents', '87.9', 8790],
    ['part 2 §9: an integer 69 is 6900 cents', 69, 6900],
    ['part 2 §9: " 199 " with spaces is 19900 cents', ' 199 ', 19900],
    ['part 2 §9: ".5" is 50 cents', '.5', 50],
    ['part 2 §9: a third decimal of 5 rounds half up', '1.005', 101],
    ['part 2 §9: the number 1.005 rounds half up too', 1.005, 101],
    ['part 2 §9: a third decimal of 4 rounds down', '1.0049', 100],
    ['part 2 §9: "0.295" rounds half up to 30', '0.295', 30],
    ['part 2 §9: a negative amount keeps its sign', '-12.345', -1235],
    ['part 2 §9: "-0" is zero', '-0', 0],
    ['part 2 §9: a tiny number in exponent notation is 0', 1e-7, 0],
  ])('%s', (_section, input, cents) => {
    expect(parseAmountToCents(input)).toEqual({ ok: true, cents });
  });

  it.each([
    ['part 2 §5: a word is not a number', 'abc'],
    ['part 2 §5: an empty string is not a number', ''],
    ['part 2 §5: a lone dot is not a number', '.'],
    ['part 2 §5: a comma decimal is refused, not guessed', '149,00'],
    ['part 2 §5: a grouped amount is refused', '1,490.00'],
    ['part 2 §5: NaN is not a number', Number.NaN],
    ['part 2 §5: Infinity is not a number', Number.POSITIVE_INFINITY],
    ['part 2 §5: null is not a number', null],
    ['part 2 §5: undefined is not a number', undefined],
    ['part 2 §5: an object is not a number', { value: 1 }],
  ])('%s', (_section, input) => {
    expect(parseAmountToCents(input)).toEqual({ ok: false, error: { kind: 'not_a_number', input } });
  });

  it.each([
    ['part 2 §5: an amount beyond safe integers is out of range', '99999999999999999'],
    ['part 2 §5: a huge number is out of range', 1e20],
  ])('%s', (_section, input) => {
    expect(parseAmountToCents(input)).toEqual({ ok: false, error: { kind: 'out_of_range', input } });
  });
});

describe('parseCents', () => {
  it.each([
    ['part 2 §9: an integer number of cents', 1490, { ok: true, cents: 1490 }],
    ['part 2 §9: an integer string of cents', '1490', { ok: true, cents: 1490 }],
    ['part 2 §5: a decimal is not a cent amount', 14.9, { ok: false, error: { kind: 'not_a_number', input: 14.9 } }],
    ['part 2 §5: a decimal string is not a cent amount', '14.90', { ok: false, error: { kind: 'not_a_number', input: '14.90' } }],
    ['part 2 §5: text is not a cent amount', 'x', { ok: false, error: { kind: 'not_a_number', input: 'x' } }],
  ])('%s', (_section, input, expected) => {
    expect(parseCents(input)).toEqual(expected);
  });
});

describe('cents to display units', () => {
  it.each([
    ['part 1 §5: 14900 shows 149.00', 14900, '149.00', 149],
    ['part 2 §5: 29 shows 0.29', 29, '0.29', 0.29],
    ['part 2 §5: 5 shows 0.05', 5, '0.05', 0.05],
    ['part 1 §9: 1500 is total_real 15', 1500, '15.00', 15],
    ['part 2 §5: 0 shows 0.00', 0, '0.00', 0],
    ['part 2 §5: -1990 shows -19.90', -1990, '-19.90', -19.9],
  ])('%s', (_section, cents, text, units) => {
    expect(centsToDecimalString(cents)).toBe(text);
    expect(centsToUnits(cents)).toBe(units);
  });
});

describe('rounding', () => {
  it.each([
    ['part 1 §9: exact division', 300, 100, 3],
    ['part 1 §9: half rounds up', 5, 10, 1],
    ['part 1 §9: below half rounds down', 14, 10, 1],
    ['part 1 §9: above half rounds up', 16, 10, 2],
    ['part 1 §9: negative half rounds away from zero', -5, 10, -1],
  ])('%s', (_section, numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it.each([
    ['part 1 §5: 10% of 1999 is 199.9 -> 200', 1999, 10, 200],
    ['part 1 §5: 15% of 1999 is 299.85 -> 300', 1999, 15, 300],
    ['part 1 §5: 50% of 1 cent is half a cent -> 1', 1, 50, 1],
    ['part 1 §5: 50% of 3 cents is 1.5 -> 2', 3, 50, 2],
    ['part 1 §5: 12.5% of 1001 is 125.125 -> 125', 1001, 12.5, 125],
    ['part 1 §5: 7% from 0.07 x 100 (float noise) of 100 is 7', 100, 0.07 * 100, 7],
    ['part 1 §5: 33.3333% of 300 is 99.99999 -> 100', 300, 33.3333, 100],
    ['part 1 §5: 100% is the whole amount', 8790, 100, 8790],
    ['part 1 §5: 0% is nothing', 8790, 0, 0],
  ])('%s', (_section, cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it('adds cent amounts exactly (part 1 §2 cart total)', () => {
    expect(sumCents([10, 20, 30])).toBe(60);
    expect(sumCents([])).toBe(0);
  });
});

describe('currencySymbol', () => {
  it.each<[string, CurrencyCode, FormatOptions, string | null]>([
    ['part 1 §9: USD is $', 'USD', {}, '$'],
    ['part 1 §9: BRL is R$', 'BRL', {}, 'R$'],
    ['part 1 §9: EUR is €', 'EUR', {}, '€'],
    ['part 1 §9: CZK is Kč', 'CZK', {}, 'Kč'],
    ['part 1 §9: THB is ฿', 'THB', {}, '฿'],
    ['part 1 §9: USD on an upwork slug is US$', 'USD', { slug: 'upwork-fee-10' }, 'US$'],
    ['part 1 §9: USD on another slug stays $', 'USD', { slug: 'premium-plus-plan' }, '$'],
    ['part 1 §9: a charged MXN amount uses currency$', 'MXN', { charged: true }, 'MXN$'],
    ['part 2 §9: a charged CZK amount uses currency$ too', 'CZK', { charged: true }, 'CZK$'],
    ['part 2 §9: a charged USD amount is direct and keeps $', 'USD', { charged: true }, '$'],
    ['part 2 §9: a charged EUR amount is direct and keeps €', 'EUR', { charged: true }, '€'],
    ['part 1 §3: other currencies take the country-price symbol', 'MXN', { serverSymbol: 'MX$' }, 'MX$'],
    ['part 1 §3: a blank country-price symbol leaves the choice to Intl', 'MXN', { serverSymbol: ' ' }, null],
    ['part 1 §3: without any symbol Intl chooses', 'JPY', {}, null],
  ])('%s', (_section, currency, context, expected) => {
    expect(currencySymbol(currency, context)).toBe(expected);
  });
});

/** Intl separates with no-break spaces; the tables are written with plain spaces. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('formatMoney', () => {
  it.each<[string, number, CurrencyCode, string, FormatOptions, string]>([
    ['part 1 §9: BRL shows R$ with comma decimal in Portuguese', 14900, 'BRL', 'pt', {}, 'R$ 149,00'],
    ['part 1 §9: BRL keeps the comma decimal on an English page', 149000, 'BRL', 'en', {}, 'R$ 1.490,00'],
    ['part 1 §5: USD in English is $69.00', 6900, 'USD', 'en', {}, '$69.00'],
    ['part 2 §5: two decimals even for whole amounts', 100, 'USD', 'en', {}, '$1.00'],
    ['part 2 §5: 29 cents show 0.29', 29, 'USD', 'en', {}, '$0.29'],
    ['part 1 §9: EUR in German uses the page separators', 590000, 'EUR', 'de', {}, '5.900,00 €'],
    ['part 1 §9: EUR in English', 5900, 'EUR', 'en', {}, '€59.00'],
    ['part 1 §9: CZK shows Kč', 14900, 'CZK', 'en', {}, 'Kč 149.00'],
    ['part 1 §9: THB shows ฿', 14900, 'THB', 'en', {}, '฿149.00'],
    ['part 1 §9: upwork slugs show US$', 1000, 'USD', 'en', { slug: 'upwork-fee' }, 'US$10.00'],
    ['part 1 §9: other charged currencies show currency$', 123456, 'MXN', 'es', { charged: true }, '1234,56 MXN$'],
    ['part 2 §5: JPY is still office cents shown with two decimals', 150000, 'JPY', 'en', {}, '¥1,500.00'],
    ['part 1 §2: the number alone, for a separately drawn symbol', 8790, 'USD', 'en', { withSymbol: false }, '87.90'],
    ['part 1 §2: an unknown page locale falls back to English', 6900, 'USD', 'xx-invalid-!!', {}, '$69.00'],
    ['part 2 §5: a negative amount keeps its minus sign', -1990, 'USD', 'en', {}, '-$19.90'],
  ])('%s', (_section, amount, currency, locale, options, expected) => {
    const result = formatMoney({ amount, currency }, locale, options);
    expect(result.ok && plain(result.text)).toBe(expected);
  });

  it.each([
    ['part 2 §5: a NaN amount is a typed failure for the caller to log', Number.NaN],
    ['part 2 §5: a fractional amount is not cents', 14.9],
    ['part 2 §5: Infinity is refused', Number.POSITIVE_INFINITY],
  ])('%s', (_section, amount) => {
    expect(formatMoney({ amount, currency: 'USD' }, 'en')).toEqual({ ok: false, error: { kind: 'not_a_number', input: amount } });
  });
});
