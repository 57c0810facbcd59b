/**
 * Per-country VAT number formats for the 28 countries of part 1 §9 plus XI (Northern Ireland), part 1 §5.
 *
 * Leniency first: a false rejection of a real customer's number is worse than letting a malformed one through
 * to the gateway's own check. So the formats follow the published ones (VIES and HMRC), separators are ignored,
 * known short spellings are zero-padded (Belgium's old 9 digits, Dutch and Greek numbers without their leading
 * zeros), Romanian 13-digit CNP-based numbers are accepted beside the 2-10 digit CUI, and check digits are verified only where the algorithm is official and
 * applies to every number issued: BE (mod 97), DE (ISO 7064 MOD 11,10), IT (Luhn), NL (mod 11, or mod 97 for the
 * btw-id issued to sole traders since 2020).
 */
import { toIsoCountryCode, vatPrefixFor } from '~/domain/vat-countries';
import { luhnValid, mod97 } from '~/domain/check-digits';

interface VatFormat {
  /** Brings a known short spelling to the canonical length; identity by default. */
  pad?: (number: string) => string;
  pattern: RegExp;
  checksum?: (number: string) => boolean;
}

const digitsAt = (s: string): number[] => [...s].map(Number);

function belgianCheck(number: string): boolean {
  return 97 - (Number(number.slice(0, 8)) % 97) === Number(number.slice(8));
}

function germanCheck(number: string): boolean {
  // ISO 7064 MOD 11,10 over the first 8 digits.
  let product = 10;
  for (const digit of digitsAt(number.slice(0, 8))) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === Number(number[8]);
}

function dutchCheck(number: string): boolean {
  const weights = [9, 8, 7, 6, 5, 4, 3, 2, -1];
  const elevenProof = digitsAt(number.slice(0, 9)).reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11 === 0;
  return elevenProof || mod97(`NL${number}`) === 1;
}

const padTo = (length: number) => (number: string) => number.padStart(length, '0');

const UK_FORMAT: VatFormat = { pattern: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/ };

/** Formats keyed by VAT prefix (EL for Greece), after the prefix and separators are removed. */
const FORMATS: Readonly<Record<string, VatFormat>> = {
  AT: { pattern: /^U\d{8}$/ },
  BE: { pad: (n) => (/^\d{9}$/.test(n) ? `0${n}` : n), pattern: /^[01]\d{9}$/, checksum: belgianCheck },
  BG: { pattern: /^\d{9,10}$/ },
  CY: { pattern: /^\d{8}[A-Z]$/ },
  CZ: { pattern: /^\d{8,10}$/ },
  DE: { pattern: /^[1-9]\d{8}$/, checksum: germanCheck },
  DK: { pattern: /^\d{8}$/ },
  EE: { pattern: /^\d{9}$/ },
  EL: { pad: (n) => (/^\d{8}$/.test(n) ? padTo(9)(n) : n), pattern: /^\d{9}$/ },
  ES: { pattern: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/ },
  FI: { pattern: /^\d{8}$/ },
  // Two key characters (digits or letters except I and O) then the 9-digit SIREN.
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/ },
  HR: { pattern: /^\d{11}$/ },
  HU: { pattern: /^\d{8}$/ },
  // 7 digits + 1 or 2 letters, or the old form: digit, letter or + or *, 5 digits, letter.
  IE: { pattern: /^(?:\d{7}[A-Z]{1,2}|\d[A-Z+*]\d{5}[A-Z])$/ },
  IT: { pattern: /^\d{11}$/, checksum: luhnValid },
  LT: { pattern: /^(?:\d{9}|\d{12})$/ },
  LU: { pattern: /^\d{8}$/ },
  LV: { pattern: /^\d{11}$/ },
  MT: { pattern: /^\d{8}$/ },
  NL: {
    pad: (n) => {
      const match = /^(\d{1,9})(B\d{2})$/.exec(n);
      return match ? `${padTo(9)(match[1] ?? '')}${match[2] ?? ''}` : n;
    },
    pattern: /^\d{9}B(?!00)\d{2}$/,
    checksum: dutchCheck,
  },
  PL: { pattern: /^\d{10}$/ },
  PT: { pattern: /^\d{9}$/ },
  RO: { pattern: /^(?:\d{2,10}|\d{13})$/ },
  SE: { pattern: /^\d{12}$/ },
  SI: { pattern: /^\d{8}$/ },
  SK: { pattern: /^\d{10}$/ },
  GB: UK_FORMAT,
  XI: UK_FORMAT,
};

/** Prefixes a number may carry for a country: its VAT prefix, the ISO code for Greece, XI for the UK. */
function prefixesFor(prefix: string): string[] {
  if (prefix === 'EL') return ['EL', 'GR'];
  if (prefix === 'GB' || prefix === 'XI') return ['GB', 'XI'];
  return [prefix];
}

/**
 * The canonical number without its prefix, or null when it does not fit the country's format.
 * Ignores case, spaces, dots, dashes and other punctuation; the prefix is optional.
 * Example: compactVatNumber('DE', 'de 143.454-214') === '143454214'; compactVatNumber('GR', 'EL 94051189') === '094051189'.
 */
export function compactVatNumber(countryCode: string, number: string): string | null {
  const prefix = vatPrefixFor(toIsoCountryCode(countryCode));
  const format = FORMATS[prefix];
  if (!format) return null;
  const cleaned = number.toUpperCase().replace(/[^A-Z0-9+*]/g, '');
  const carried = prefixesFor(prefix).find((p) => cleaned.startsWith(p));
  // Try without the prefix first; a French key may itself be two letters, so the raw form is tried too.
  const candidates = carried ? [cleaned.slice(carried.length), cleaned] : [cleaned];
  for (const candidate of candidates) {
    const padded = format.pad ? format.pad(candidate) : candidate;
    if (format.pattern.test(padded) && (!format.checksum || format.checksum(padded))) return padded;
  }
  return null;
}

/**
 * True when `number` fits the VAT number format of `countryCode` (ISO code or VAT prefix: GR/EL, GB/XI).
 * Countries outside the EU list have no format here and return false.
 * Example: isValidVatFormat('IE', 'IE 6388047V') === true; isValidVatFormat('DE', '12345678') === false.
 */
export function isValidVatFormat(countryCode: string, number: string): boolean {
  return compactVatNumber(countryCode, number) !== null;
}

export type VatNumberError =
  | { key: 'errors:validation.vat_number_required' }
  | { key: 'errors:validation.vat_format'; params: { vatNumber: string } };

/**
 * The VAT step's number rule (part 1 §5): empty -> vat_number_required, bad format -> vat_format with the
 * number as typed for the {{vatNumber}} placeholder.
 * Example: vatNumberError('NL', '') -> { key: 'errors:validation.vat_number_required' }.
 */
export function vatNumberError(countryCode: string, number: string): VatNumberError | null {
  const typed = number.trim();
  if (typed === '') return { key: 'errors:validation.vat_number_required' };
  if (!isValidVatFormat(countryCode, typed)) return { key: 'errors:validation.vat_format', params: { vatNumber: typed } };
  return null;
}

/**
 * The two functions other rules need from this module, passed in by the caller: the format tables are loaded only
 * when a VAT number is typed (a business sign-up, the VAT widget's number step), not with the checkout's first load
 * (DESIGN.md budget). Example: vatWidgetNext(state, { type: 'submitVatNumber', vatNumber, formats: { vatNumberError, compactVatNumber } }).
 */
export interface VatFormatCheck {
  vatNumberError: typeof vatNumberError;
  compactVatNumber: typeof compactVatNumber;
}
