import { describe, expect, it } from 'vitest';
import {
  EU_VAT_COUNTRY_CODES, OUTSIDE_EU_ENTRY, isEuVatCountry, isVatExemptCode, toIsoCountryCode, vatLocaleFlags, vatPrefixFor,
  withOutsideEu, type VatCountryEntry,
} from '~/domain/vat-countries';

describe('EU_VAT_COUNTRY_CODES', () => {
  it('part 1 §9: holds 28 distinct codes, the EU-27 and GB', () => {
    expect(new Set(EU_VAT_COUNTRY_CODES).size).toBe(28);
    expect(EU_VAT_COUNTRY_CODES).toContain('GB');
  });
});

describe('isEuVatCountry', () => {
  it.each<[string, string, boolean]>([
    ['part 1 §9: Germany is on the list', 'DE', true],
    ['part 1 §9: GB is on the list', 'GB', true],
    ['part 1 §9: Greece by its ISO code', 'GR', true],
    ['part 1 §9: Greece by its VAT prefix EL', 'EL', true],
    ['part 1 §9: lower case is accepted', 'nl', true],
    ['part 1 §3: the synthetic Outside EU code is not a country', 'OEU', false],
    ['part 1 §9: Switzerland is not on the list', 'CH', false],
    ['part 1 §9: Norway is not on the list', 'NO', false],
  ])('%s', (_section, code, expected) => {
    expect(isEuVatCountry(code)).toBe(expected);
  });
});

describe('Greece: ISO GR versus VAT prefix EL', () => {
  it.each<[string, string, string, string]>([
    ['part 1 §9: GR has the VAT prefix EL', 'GR', 'EL', 'GR'],
    ['part 1 §9: EL maps back to ISO GR', 'EL', 'EL', 'GR'],
    ['part 1 §9: other countries keep their code', 'de', 'DE', 'DE'],
  ])('%s', (_section, code, prefix, iso) => {
    expect(vatPrefixFor(code)).toBe(prefix);
    expect(toIsoCountryCode(code)).toBe(iso);
  });
});

describe('isVatExemptCode', () => {
  it.each<[string, string, boolean]>([
    ['part 1 §4: outside the EU is exempt', 'OEU', true],
    ['part 1 §4: Canary Islands are exempt', 'CAI', true],
    ['part 1 §4: French Guiana is exempt', 'FRG', true],
    ['part 1 §4: Spain itself is not exempt', 'ES', false],
    ['part 1 §4: France itself is not exempt', 'FR', false],
  ])('%s', (_section, code, expected) => {
    expect(isVatExemptCode(code)).toBe(expected);
  });
});

describe('withOutsideEu', () => {
  const germany: VatCountryEntry = { company_name: 'Deutschland', country_code: 'DE', fee: 19 };

  it.each<[string, VatCountryEntry[], VatCountryEntry[]]>([
    ['part 1 §3: appends Outside EU (OEU, fee 0)', [germany], [germany, { company_name: 'Outside EU', country_code: 'OEU', fee: 0 }]],
    ['part 1 §3: does not add it twice', [germany, { ...OUTSIDE_EU_ENTRY }], [germany, { ...OUTSIDE_EU_ENTRY }]],
    ['part 1 §3: an empty gateway list still offers Outside EU', [], [{ company_name: 'Outside EU', country_code: 'OEU', fee: 0 }]],
  ])('%s', (_section, list, expected) => {
    expect(withOutsideEu(list)).toEqual(expected);
  });
});

describe('vatLocaleFlags', () => {
  it.each<[string, string, string | null, Partial<ReturnType<typeof vatLocaleFlags>>]>([
    ['part 1 §3: a Dutch IP is European and Dutch', 'NL', null, { isEurope: true, isDutch: true }],
    ['part 1 §9: region Canarias sets the Canary Islands flag', 'ES', 'Canarias', { isEurope: true, isRegionCanarias: true }],
    ['part 1 §9: mainland Spain is not Canarias', 'ES', 'Madrid', { isRegionCanarias: false }],
    ['part 1 §9: GF is French Guiana, outside the EU list', 'GF', null, { isEurope: false, isFrenchGuiana: true }],
    ['part 1 §3: Brazil has no VAT flag', 'BR', 'SP', { isEurope: false, isDutch: false, isRegionCanarias: false, isFrenchGuiana: false }],
  ])('%s', (_section, country, region, expected) => {
    expect(vatLocaleFlags(country, region)).toMatchObject(expected);
  });
});
