/**
 * Money arithmetic, parsing and display. Amounts are integer office cents (value x 100, see currencies.ts).
 * Rounding rule of the whole domain: half up (away from zero) to the cent.
 */
import { isDirectCurrency, type CurrencyCode, type Money } from '~/domain/currencies';
import { CENTS_PER_UNIT } from '~/domain/constants';
import { isUpworkFeeSlug } from '~/domain/plan-slugs';

/** Why an amount could not be used. The caller posts the log entry (part 2 §5). */
export type MoneyError =
  | { kind: 'not_a_number'; input: unknown }
  | { kind: 'out_of_range'; input: unknown };

export type CentsResult = { ok: true; cents: number } | { ok: false; error: MoneyError };

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function fromDecimalString(text: string, input: unknown): CentsResult {
  const match = DECIMAL.exec(text.trim());
  const [, sign = '', whole = '', frac = ''] = match ?? [];
  if (!match || (whole === '' && frac === '')) return { ok: false, error: { kind: 'not_a_number', input } };
  const firstTwo = Number((frac + '00').slice(0, 2));
  const roundUp = Number(frac.charAt(2) || '0') >= 5 ? 1 : 0;
  const magnitude = Number(whole || '0') * CENTS_PER_UNIT + firstTwo + roundUp;
  const cents = sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
  return Number.isSafeInteger(cents) ? { ok: true, cents } : { ok: false, error: { kind: 'out_of_range', input } };
}

/**
 * A server amount in currency units ("149.00", "0.29", 149.9) to integer cents, without float drift;
 * a third decimal rounds half up. Example: parseAmountToCents('0.29') -> { ok: true, cents: 29 }.
 */
export function parseAmountToCents(input: unknown): CentsResult {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: { kind: 'not_a_number', input } };
    const text = String(input);
    if (!/e/i.test(text)) return fromDecimalString(text, input);
    const cents = Math.round(input * CENTS_PER_UNIT);
    return Number.isSafeInteger(cents) ? { ok: true, cents: cents === 0 ? 0 : cents } : { ok: false, error: { kind: 'out_of_range', input } };
  }
  if (typeof input === 'string') return fromDecimalString(input, input);
  return { ok: false, error: { kind: 'not_a_number', input } };
}

/** A server amount already in cents (1490 or "1490") checked to be a safe integer. Example: parseCents('1490') -> { ok: true, cents: 1490 }. */
export function parseCents(input: unknown): CentsResult {
  const value = typeof input === 'string' && /^\s*[+-]?\d+\s*$/.test(input) ? Number(input) : input;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return { ok: true, cents: value };
  return { ok: false, error: { kind: 'not_a_number', input } };
}

/** Cents as a two-decimal string, as the office and gateway payloads expect. Example: centsToDecimalString(1490) === '14.90'. */
export function centsToDecimalString(cents: number): string {
  const abs = Math.abs(cents);
  const units = Math.floor(abs / CENTS_PER_UNIT);
  const rest = String(abs % CENTS_PER_UNIT).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${units}.${rest}`;
}

/** Cents to currency units, e.g. total_real = amount / 100 (part 1 §9). Example: centsToUnits(1490) === 14.9. */
export function centsToUnits(cents: number): number {
  return cents / CENTS_PER_UNIT;
}

/** Integer division rounding half away from zero. Example: divideRoundHalfUp(5, 10) === 1. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const q = Math.floor(n / d);
  const result = n - q * d >= d - (n - q * d) ? q + 1 : q;
  return sign < 0 ? -result : result;
}

/** Up to 4 decimals of a percentage are honoured; more is float noise (0.07 x 100 = 7.000000000000001). */
const PERCENT_SCALE = 10_000;

/** `percent` % of `cents`, rounded half up to the cent. Example: percentOfCents(1999, 15) === 300 (299.85). */
export function percentOfCents(cents: number, percent: number): number {
  const scaledPercent = Math.round(percent * PERCENT_SCALE);
  return divideRoundHalfUp(cents * scaledPercent, 100 * PERCENT_SCALE);
}

/** Sum of cent amounts. Example: sumCents([100, 250]) === 350. */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/**
 * Fixed symbols of part 1 §9 / part 2 §9, put in place of Intl's whatever the locale (de-CH would print 'EUR'). BRL
 * also forces the comma decimal (see FORMAT_LOCALE_OVERRIDES). USD's '$' is not here: '$' also means MXN, COP, CAD...,
 * so USD takes Intl's symbol of the buyer's locale, '$' where that locale reads '$' as USD (en-US, de) and 'US$',
 * '$US' or 'USD' elsewhere (decision 045).
 */
export const CURRENCY_SYMBOLS = { BRL: 'R$', EUR: '€', CZK: 'Kč', THB: '฿' } as const satisfies Partial<Record<CurrencyCode, string>>;
/** Symbol of USD on upwork fee slugs (part 1 §2, §9). */
export const UPWORK_USD_SYMBOL = 'US$';
/** BRL is always shown with the Brazilian separators ("R$ 1.490,00"), whatever the page language (part 1 §9). */
export const FORMAT_LOCALE_OVERRIDES = { BRL: 'pt-BR' } as const satisfies Partial<Record<CurrencyCode, string>>;
/**
 * The Intl locale money is read in (decision 045): the page or account language with the buyer's country, which
 * chooses the separators and which currency a bare '$' means. Without a two-letter country, the language alone (its
 * own country's reading: 'pt' is Brazil's, 'es' Spain's). Example: moneyLocale('es', 'mx') === 'es-MX';
 * moneyLocale('pt', null) === 'pt'.
 */
export function moneyLocale(lang: string, country?: string | null): string {
  return country && /^[a-z]{2}$/i.test(country) ? `${lang}-${country.toUpperCase()}` : lang;
}

export interface SymbolContext {
  /** Product slug; upwork fee slugs show USD as US$. */
  slug?: string;
  /** True for the amount of a charged-currency or pause-account order (part 1 §9 "other charged currencies"). */
  charged?: boolean;
}

/**
 * The symbol for a currency, or null to let Intl choose (decision 045). Precedence: US$ on upwork slugs; `<code>$`
 * for a charged non-direct currency (our reading of the spec's 'currency$'); the fixed table. The office's
 * country-price symbol is not used: Intl's reading of the buyer's locale replaces it (decision 045).
 * Example: currencySymbol('MXN', { charged: true }) === 'MXN$'.
 */
export function currencySymbol(currency: CurrencyCode, context: SymbolContext = {}): string | null {
  if (currency === 'USD' && context.slug !== undefined && isUpworkFeeSlug(context.slug)) return UPWORK_USD_SYMBOL;
  if (context.charged === true && !isDirectCurrency(currency)) return `${currency}$`;
  return (CURRENCY_SYMBOLS as Partial<Record<CurrencyCode, string>>)[currency] ?? null;
}

export type FormatOptions = SymbolContext;

export type FormatResult = { ok: true; text: string } | { ok: false; error: MoneyError };

// One formatter per locale, currency and display: building one costs about a millisecond on a phone (the
// checkout's start profile: the cart's prices rebuilt them on every store change of the load), reusing one nothing.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, currency: CurrencyCode, currencyDisplay: 'narrowSymbol' | 'symbol'): Intl.NumberFormat {
  const key = `${locale} ${currency} ${currencyDisplay}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency, currencyDisplay, minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * The one display of money: amount / 100 with two decimals (part 1 §5, part 2 §5), the separators of `locale` (build
 * it with moneyLocale: language and the buyer's country), the spec's fixed symbols (narrow spacing), and for every
 * other currency Intl's `symbol` of that locale, which is a bare sign only for the currency the locale reads it as
 * (decision 045). A non-integer amount gives `not_a_number` for the caller to log.
 * Example: formatMoney({ amount: 14900, currency: 'BRL' }, 'en') -> { ok: true, text: 'R$ 149,00' };
 * formatMoney({ amount: 83300, currency: 'MXN' }, 'es-MX') -> '$833.00'; USD in 'pt-BR' -> 'US$ 199,00'.
 */
export function formatMoney(money: Money, locale: string, options: FormatOptions = {}): FormatResult {
  if (!Number.isSafeInteger(money.amount)) return { ok: false, error: { kind: 'not_a_number', input: money.amount } };
  const symbol = currencySymbol(money.currency, options);
  const forced = (FORMAT_LOCALE_OVERRIDES as Partial<Record<CurrencyCode, string>>)[money.currency] ?? locale;
  const parts = numberFormat(forced, money.currency, symbol ? 'narrowSymbol' : 'symbol').formatToParts(centsToUnits(money.amount));
  return { ok: true, text: parts.map((part) => (part.type === 'currency' && symbol) || part.value).join('') };
}
