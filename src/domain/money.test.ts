import { describe, expect, it } from 'vitest';
import { ACCEPTED_CURRENCIES, type CurrencyCode } from '~/domain/currencies';
import {
  centsToDecimalString, centsToUnits, currencySymbol, divideRoundHalfUp, formatMoney, moneyLocale, parseAmountToCents, parseCents,
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
    ['decision 045: USD has no fixed symbol: Intl\'s of the buyer\'s locale ($ where it means USD)', 'USD', {}, null],
    ['part 1 §9: BRL is R$', 'BRL', {}, 'R$'],
    ['part 1 §9: EUR is €', 'EUR', {}, '€'],
    ['part 1 §9: CZK is Kč', 'CZK', {}, 'Kč'],
    ['part 1 §9: THB is ฿', 'THB', {}, '฿'],
    ['part 1 §9: USD on an upwork slug is US$', 'USD', { slug: 'upwork-fee-10' }, 'US$'],
    ['part 1 §9: USD on another slug is left to the locale', 'USD', { slug: 'premium-plus-plan' }, null],
    ['part 1 §9: a charged MXN amount uses currency$', 'MXN', { charged: true }, 'MXN$'],
    ['part 2 §9: a charged CZK amount uses currency$ too', 'CZK', { charged: true }, 'CZK$'],
    ['part 2 §9: a charged USD amount is direct: no USD$, the locale\'s symbol', 'USD', { charged: true }, null],
    ['part 2 §9: a charged EUR amount is direct and keeps €', 'EUR', { charged: true }, '€'],
    ['decision 045: other currencies are left to Intl, the office\'s country-price symbol unused', 'MXN', {}, null],
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
    ['part 1 §9: a charged MXN amount for a buyer in Mexico, in Mexican separators', 123456, 'MXN', 'es-MX', { charged: true }, 'MXN$1,234.56'],
    ['decision 045: a Mexican buyer reads MXN as "$" in es-MX format, not Spain\'s "833,00 $"', 83300, 'MXN', 'es-MX', {}, '$833.00'],
    ['decision 045: a Brazilian reads USD as "US$ 199,00"', 19900, 'USD', 'pt-BR', {}, 'US$ 199,00'],
    ['decision 045: a US buyer reads USD as "$199.00" (part 1 §9 USD $)', 19900, 'USD', 'en-US', {}, '$199.00'],
    ['decision 045: a German buyer reads USD as "$" too (part 1 §9)', 19900, 'USD', 'de-DE', {}, '199,00 $'],
    ['decision 045: a Mexican buyer reads USD as "USD", "$" being the peso', 19900, 'USD', 'es-MX', {}, 'USD 199.00'],
    ['decision 045: a Colombian reads COP as "$" in Colombian separators', 5990000, 'COP', 'es-CO', {}, '$ 59.900,00'],
    ['decision 045: BRL keeps "R$ 1.490,00" in Mexico too (part 1 §9)', 149000, 'BRL', 'es-MX', {}, 'R$ 1.490,00'],
    ['decision 045: EUR keeps € for a Mexican buyer, whose locale\'s symbol is "EUR" (part 1 §9)', 590000, 'EUR', 'es-MX', {}, '€5,900.00'],
    ['decision 045: upwork fees keep US$ for a Brazilian', 1000, 'USD', 'pt-BR', { slug: 'upwork-fee' }, 'US$ 10,00'],
    ['part 2 §5: JPY is still office cents shown with two decimals', 150000, 'JPY', 'en', {}, '¥1,500.00'],
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

describe('moneyLocale (decision 045)', () => {
  it.each([
    ['the page language with the buyer\'s country', 'es', 'mx', 'es-MX'],
    ['an upper-case country', 'pt', 'BR', 'pt-BR'],
    ['no country: the language alone', 'de', null, 'de'],
    ['an undefined country', 'en', undefined, 'en'],
    ['a malformed country is ignored', 'fr', 'france', 'fr'],
    ['an empty country is ignored', 'it', '', 'it'],
  ] as const)('%s', (_row, lang, country, expected) => {
    expect(moneyLocale(lang, country)).toBe(expected);
  });
});

/** The 6 page languages and buyer countries: each language's own, the dollar countries and others. */
const LANGS = ['pt', 'en', 'es', 'it', 'fr', 'de'] as const;
const COUNTRIES = [null, 'US', 'BR', 'MX', 'CO', 'AR', 'CL', 'PE', 'CA', 'AU', 'NZ', 'SG', 'HK', 'DE', 'ES', 'FR', 'IT', 'PT', 'GB', 'DK', 'SE', 'NO', 'CH'] as const;
/** Whose currency a bare '$' is in a country (test data: ISO 4217 per ISO 3166), for the dollar countries of our list. */
const OWN_DOLLAR: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD', MX: 'MXN', CO: 'COP', AR: 'ARS', CL: 'CLP', CA: 'CAD', AU: 'AUD', NZ: 'NZD', SG: 'SGD', HK: 'HKD',
};
/** Currencies whose signs contain '$' in some locale. */
const DOLLAR_SIGNS: readonly CurrencyCode[] = ['USD', 'MXN', 'COP', 'ARS', 'CLP', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD'];

describe('formatMoney over every accepted currency x language x country (decision 045)', () => {
  const rows = LANGS.flatMap((lang) => ACCEPTED_CURRENCIES.map((currency) => ({ lang, currency })));

  it.each(rows)('$currency in $lang, for a buyer in each country', ({ lang, currency }) => {
    for (const country of COUNTRIES) {
      const locale = moneyLocale(lang, country);
      const result = formatMoney({ amount: 123456, currency }, locale);
      expect(result.ok).toBe(true);
      const text = result.ok ? plain(result.text) : '';
      // part 1 §5, part 2 §5: amount / 100 with two decimals, in the buyer's separators (BRL: Brazil's, part 1 §9).
      const digits = new Intl.NumberFormat(currency === 'BRL' ? 'pt-BR' : locale, { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: 2, maximumFractionDigits: 2 })
        .formatToParts(1234.56).filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type)).map((part) => part.value).join('');
      expect(text).toContain(plain(digits));
      expect(digits).toMatch(/\d[.,]\d\d$/);
      // A sign, never the number alone.
      const sign = text.replace(plain(digits), '').trim();
      expect(sign, `${currency} in ${locale}`).not.toBe('');
      // The spec's fixed symbols (part 1 §9), whatever the locale.
      const fixed = { BRL: 'R$', EUR: '€', CZK: 'Kč', THB: '฿' } as Partial<Record<CurrencyCode, string>>;
      if (fixed[currency]) expect(sign).toBe(fixed[currency]);
      if (currency === 'BRL') expect(text).toBe('R$ 1.234,56');
      // A bare '$' (not US$, MX$, $US, '$ AU'...) never stands for a dollar the buyer's country does not call '$':
      // only its own dollar, or USD in English and German, which CLDR reads '$' as (decision 045, a limit named there).
      const own = country ? OWN_DOLLAR[country] : undefined;
      if (sign === '$') {
        expect([own, 'USD'].includes(currency), `bare $ for ${currency} in ${locale}: ${text}`).toBe(true);
        if (currency === 'USD' && own !== undefined && own !== 'USD') expect(['en', 'de'], `USD in ${locale}`).toContain(lang);
      }
      if (DOLLAR_SIGNS.includes(currency) && currency !== 'USD' && own !== currency) expect(sign, `${currency} in ${locale}: ${text}`).not.toBe('$');
    }
  });

  it('within one buyer locale, no two currencies print the same sign', () => {
    for (const lang of LANGS) {
      for (const country of COUNTRIES) {
        const locale = moneyLocale(lang, country);
        const signs = new Map<string, CurrencyCode>();
        for (const currency of ACCEPTED_CURRENCIES) {
          const result = formatMoney({ amount: 0, currency }, locale);
          const sign = result.ok ? plain(result.text).replace(/[\d.,’'\s-]/g, '') : '';
          expect(signs.get(sign), `${sign} for ${currency} and ${signs.get(sign) ?? ''} in ${locale}`).toBeUndefined();
          signs.set(sign, currency);
        }
      }
    }
  });
});
