/**
 * The VAT country list of part 1 §3, §4, §9: the 28 codes (EU-27 plus GB), the synthetic 'Outside EU'
 * entry, the exempt codes and the Greece prefix quirk.
 *
 * Greece: its ISO 3166 code is GR, but its VAT numbers carry the prefix EL (the EU's own code for Greece).
 * The list below holds ISO codes, so a locale country (always ISO) can be looked up directly;
 * `vatPrefixFor('GR') === 'EL'` gives the prefix and `toIsoCountryCode('EL') === 'GR'` goes back.
 * Both spellings are accepted wherever a country code comes in.
 */

/** ISO codes of the EU-27 member states plus GB: 28 codes (part 1 §9). */
export const EU_VAT_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR',
  'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

export type EuVatCountryCode = (typeof EU_VAT_COUNTRY_CODES)[number];

/** One entry of the gateway's VAT fee list (part 1 §3, §7); `fee` is a percent, e.g. 21 or 25.5. */
export interface VatCountryEntry {
  company_name: string;
  country_code: string;
  fee: number;
}

/** Code of the synthetic entry for buyers outside the EU (part 1 §3). */
export const OUTSIDE_EU_CODE = 'OEU';

/** The synthetic 'Outside EU' entry added to the gateway's list (part 1 §3). */
export const OUTSIDE_EU_ENTRY: Readonly<VatCountryEntry> = Object.freeze({
  company_name: 'Outside EU',
  country_code: OUTSIDE_EU_CODE,
  fee: 0,
});

/** Codes charged no VAT: outside the EU, Canary Islands, French Guiana (part 1 §4). */
export const VAT_EXEMPT_CODES = ['OEU', 'CAI', 'FRG'] as const;
export type VatExemptCode = (typeof VAT_EXEMPT_CODES)[number];

/** The country stored in the VAT state for every exempt code (part 1 §4). */
export const VAT_EXEMPT_COUNTRY = 'OE';

/** The country whose fee applies as soon as it is selected (part 1 §4). */
export const NETHERLANDS_CODE = 'NL';

const EU_SET: ReadonlySet<string> = new Set(EU_VAT_COUNTRY_CODES);
const EXEMPT_SET: ReadonlySet<string> = new Set(VAT_EXEMPT_CODES);

/** Maps the EU's VAT prefix back to the ISO code; other codes are upper-cased. Example: toIsoCountryCode('el') === 'GR'. */
export function toIsoCountryCode(code: string): string {
  const upper = code.trim().toUpperCase();
  return upper === 'EL' ? 'GR' : upper;
}

/** The VAT number prefix of an ISO code. Example: vatPrefixFor('GR') === 'EL'; vatPrefixFor('de') === 'DE'. */
export function vatPrefixFor(countryCode: string): string {
  const iso = toIsoCountryCode(countryCode);
  return iso === 'GR' ? 'EL' : iso;
}

/** True for the 28 codes (GR or EL for Greece). Example: isEuVatCountry('EL') === true; isEuVatCountry('OEU') === false. */
export function isEuVatCountry(code: string): code is EuVatCountryCode {
  return EU_SET.has(toIsoCountryCode(code));
}

/** True for OEU, CAI and FRG (part 1 §4). Example: isVatExemptCode('CAI') === true. */
export function isVatExemptCode(code: string): code is VatExemptCode {
  return EXEMPT_SET.has(code.trim().toUpperCase());
}

/**
 * The gateway's list with the synthetic 'Outside EU' entry appended once (part 1 §3).
 * Example: withOutsideEu([{ company_name: 'Deutschland', country_code: 'DE', fee: 19 }]).length === 2.
 */
export function withOutsideEu(entries: readonly VatCountryEntry[]): VatCountryEntry[] {
  const hasIt = entries.some((e) => e.country_code.toUpperCase() === OUTSIDE_EU_CODE);
  return hasIt ? [...entries] : [...entries, { ...OUTSIDE_EU_ENTRY }];
}

/** The VAT-related locale flags of part 1 §3, from the IP lookup's country and region. */
export interface VatLocaleFlags {
  isEurope: boolean;
  isDutch: boolean;
  isRegionCanarias: boolean;
  isFrenchGuiana: boolean;
}

/**
 * Derives the VAT-related locale flags (part 1 §3, §9: GF, region Canarias).
 * Example: vatLocaleFlags('ES', 'Canarias').isRegionCanarias === true.
 */
export function vatLocaleFlags(country: string, region: string | null | undefined): VatLocaleFlags {
  const iso = toIsoCountryCode(country);
  const normalisedRegion = (region ?? '').trim().toLowerCase();
  return {
    isEurope: EU_SET.has(iso),
    isDutch: iso === NETHERLANDS_CODE,
    // The IP lookup names the region; the islands are Spanish, but the region alone is decisive.
    isRegionCanarias: normalisedRegion === 'canarias' || normalisedRegion === 'canary islands',
    isFrenchGuiana: iso === 'GF',
  };
}
