/**
 * The query parameters the notice pages read (part 1 §2 "Other screens", part 2 §2) and how each is
 * cleaned. The URL carries only values from known sets (a case, an ISO currency code, a count): a crafted link
 * cannot make a notice page show words of its choosing (DESIGN.md "Security"). The office's texts (a domain's
 * renewal message, the plan or fee title) come from the checkout through stores/checkout/notice-handoff.ts and
 * are still bounded and cleaned here before they are written as text.
 */
import { POSSIBLE_FRAUD_ATTEMPTS_LIMIT } from '~/domain/constants';
import { ACCEPTED_CURRENCIES } from '~/domain/currencies';
import { UNAVAILABLE_CASES, type UnavailableCase } from '~/domain/load-errors';

/** Parameter names: the checkout adds them when it sends the browser to a notice page. */
export const NOTICE_PARAMS = {
  /** /unavailable: one of UNAVAILABLE_CASES. */
  case: 'case',
  /** /currency-not-available and the generic /plan-or-fee-inactive page: ISO code. */
  currency: 'currency',
  /** /block-user: how many fraud warnings the user had. */
  warnings: 'warnings',
} as const;

/** Longest server text shown; the office's messages are one or two sentences. */
export const MAX_TEXT_LENGTH = 300;
/** Largest warning count shown; a bigger or broken value falls back to the default. */
export const MAX_WARNINGS = 99;

/** The /unavailable case named by the query, or null. Example: parseUnavailableCase('wordpress') === 'wordpress'. */
export function parseUnavailableCase(value: string | null): UnavailableCase | null {
  const clean = value?.trim() ?? '';
  return (UNAVAILABLE_CASES as readonly string[]).includes(clean) ? (clean as UnavailableCase) : null;
}

/**
 * A text handed over by the checkout made safe to show: control characters removed, whitespace collapsed, cut at
 * MAX_TEXT_LENGTH with an ellipsis; null when nothing is left. Example: parseShownText('  a\n b ') === 'a b'.
 */
export function parseShownText(value: string | null): string | null {
  // The pattern names control characters on purpose: they are what it removes.
  const clean = (value ?? '').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  return clean.length > MAX_TEXT_LENGTH ? `${clean.slice(0, MAX_TEXT_LENGTH - 1)}…` : clean;
}

/** ISO 4217 codes the browser knows (Chrome 99+, Safari 15.4+); elsewhere only the checkout's own currencies. */
function knownCurrencies(): ReadonlySet<string> {
  const fromIntl = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return new Set([...fromIntl, ...ACCEPTED_CURRENCIES]);
}

/**
 * A currency code from the URL, upper case, when it is a known ISO 4217 code; else null (the page keeps its
 * generic sentence). Example: parseCurrencyCode('ghs') === 'GHS'; parseCurrencyCode('XYZ') === null.
 */
export function parseCurrencyCode(value: string | null): string | null {
  const clean = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(clean) && knownCurrencies().has(clean) ? clean : null;
}

/**
 * The warning count of /block-user: a whole number from 1 to MAX_WARNINGS, else the possible-fraud limit (3).
 * Example: parseWarnings('5') === 5; parseWarnings('abc') === 3.
 */
export function parseWarnings(value: string | null, fallback: number = POSSIBLE_FRAUD_ATTEMPTS_LIMIT): number {
  const clean = value?.trim() ?? '';
  if (!/^\d{1,3}$/.test(clean)) return fallback;
  const count = Number(clean);
  return count >= 1 && count <= MAX_WARNINGS ? count : fallback;
}
