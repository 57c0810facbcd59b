/**
 * The currencies the checkout accepts and the facts about them.
 *
 * Unit decision (part 1 §9, part 2 §9 "prices held in cents (value times 100)"): the office holds EVERY
 * amount as value x 100, whatever the currency, so `Money.amount` is always "office cents" (two implied
 * decimals), also for JPY or KRW. The ISO 4217 exponent below only matters when a provider expects true
 * ISO minor units (see `toIsoMinorUnits`); display keeps two decimals (part 1 §5, part 2 §5).
 */

/** Currencies the checkout accepts (ISO 4217 codes, part 1 §9). */
export const ACCEPTED_CURRENCIES = ['AED','ARS','AUD','BRL','CAD','CHF','CLP','COP','CZK','DKK','EGP','EUR','GBP','HKD','HUF','INR','IDR','ILS','JPY','KES','KRW','MYR','MXN','MAD','NZD','NGN','NOK','PKR','PEN','PHP','PLN','SAR','SEK','SGD','THB','TRY','TWD','USD','VND','ZAR'] as const;

export type CurrencyCode = (typeof ACCEPTED_CURRENCIES)[number];

const ACCEPTED_SET: ReadonlySet<string> = new Set(ACCEPTED_CURRENCIES);

/** True when `code` is one of ACCEPTED_CURRENCIES (exact, upper case). Example: isAcceptedCurrency('BRL') === true. */
export function isAcceptedCurrency(code: string): code is CurrencyCode {
  return ACCEPTED_SET.has(code);
}

/** An amount of money: `amount` is integer minor units (cents, value x 100), `currency` an accepted ISO code. */
export interface Money {
  amount: number /* integer minor units (cents) */;
  currency: CurrencyCode;
}

/** Number of implied decimals of every office amount (value x 100), whatever the currency. */
export const OFFICE_EXPONENT = 2;

/**
 * ISO 4217 minor-unit exponents of the accepted currencies (facts from the ISO 4217 table).
 * CLP, JPY, KRW and VND have no minor unit; every other accepted currency has two.
 */
export const ISO_EXPONENTS = {
  AED: 2, ARS: 2, AUD: 2, BRL: 2, CAD: 2, CHF: 2, CLP: 0, COP: 2, CZK: 2, DKK: 2,
  EGP: 2, EUR: 2, GBP: 2, HKD: 2, HUF: 2, INR: 2, IDR: 2, ILS: 2, JPY: 0, KES: 2,
  KRW: 0, MYR: 2, MXN: 2, MAD: 2, NZD: 2, NGN: 2, NOK: 2, PKR: 2, PEN: 2, PHP: 2,
  PLN: 2, SAR: 2, SEK: 2, SGD: 2, THB: 2, TRY: 2, TWD: 2, USD: 2, VND: 0, ZAR: 2,
} as const satisfies Record<CurrencyCode, 0 | 2>;

/**
 * Office cents to ISO minor units, for a provider that expects ISO units.
 * Zero-exponent currencies drop the two office decimals, rounding half up.
 * Example: toIsoMinorUnits({ amount: 150050, currency: 'JPY' }) === 1501; for USD 1490 stays 1490.
 */
export function toIsoMinorUnits(money: Money): number {
  const drop = OFFICE_EXPONENT - ISO_EXPONENTS[money.currency];
  if (drop === 0) return money.amount;
  const divisor = 10 ** drop;
  return Math.sign(money.amount) * Math.floor((Math.abs(money.amount) + divisor / 2) / divisor);
}

/**
 * The accepted currencies Stripe treats as zero-decimal (https://docs.stripe.com/currencies#zero-decimal: its amounts
 * are whole units, `amount: 1500` is ¥1,500). HUF and TWD, Stripe's special cases, are charged with two decimals
 * (https://docs.stripe.com/currencies#special-cases), as ISO 4217 has them.
 */
export const STRIPE_ZERO_DECIMAL: readonly CurrencyCode[] = Object.freeze(['CLP', 'JPY', 'KRW', 'VND']);

/**
 * Office cents to the `amount` Stripe takes (Elements, payment intents): the smallest unit of the currency as Stripe
 * counts it. Example: toStripeAmount({ amount: 150000, currency: 'JPY' }) === 1500; for USD 6900 stays 6900.
 */
export function toStripeAmount(money: Money): number {
  // Stripe's zero-decimal currencies among ours are exactly ISO 4217's (a table test holds it): the ISO conversion.
  return STRIPE_ZERO_DECIMAL.includes(money.currency) ? toIsoMinorUnits(money) : money.amount;
}

/** Currencies the office charges directly, never through a converted reference (part 1 §9). */
export const DIRECT_CURRENCIES = ['EUR', 'BRL', 'USD'] as const satisfies readonly CurrencyCode[];
export type DirectCurrency = (typeof DIRECT_CURRENCIES)[number];

/** True for EUR, BRL and USD (part 1 §9). Example: isDirectCurrency('MXN') === false. */
export function isDirectCurrency(code: string): code is DirectCurrency {
  return (DIRECT_CURRENCIES as readonly string[]).includes(code);
}

/**
 * Translation keys of the currency names on the currency-not-available page (part 1 §2, part 2 §2:
 * "Real, Dólar or Euro"). Only these three have a name; other codes are shown as the code itself.
 */
export const CURRENCY_NAME_KEYS = {
  BRL: 'common:currency.name.BRL',
  USD: 'common:currency.name.USD',
  EUR: 'common:currency.name.EUR',
} as const satisfies Partial<Record<CurrencyCode, string>>;

/** Name key for the currency-not-available page, or null when the page should show the code. Example: currencyNameKey('BRL') === 'common:currency.name.BRL'. */
export function currencyNameKey(code: string): string | null {
  const upper = code.trim().toUpperCase();
  return upper in CURRENCY_NAME_KEYS ? CURRENCY_NAME_KEYS[upper as keyof typeof CURRENCY_NAME_KEYS] : null;
}
