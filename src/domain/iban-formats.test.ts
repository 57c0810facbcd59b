import { describe, expect, it } from 'vitest';
import { mod97 } from '~/domain/check-digits';
import { BBAN_STRUCTURES, bbanStructure, ibanLength, matchesIbanStructure } from '~/domain/iban-formats';
import { isValidIban } from '~/domain/validation';

// The example IBAN the SWIFT IBAN Registry (ISO 13616) publishes for each country, one row per country.
const REGISTRY_EXAMPLES: ReadonlyArray<readonly [string, string]> = [
  ['AD', 'AD12 0001 2030 2003 5910 0100'],
  ['AE', 'AE07 0331 2345 6789 0123 456'],
  ['AL', 'AL47 2121 1009 0000 0002 3569 8741'],
  ['AT', 'AT61 1904 3002 3457 3201'],
  ['AZ', 'AZ21 NABZ 0000 0000 1370 1000 1944'],
  ['BA', 'BA39 1290 0794 0102 8494'],
  ['BE', 'BE68 5390 0754 7034'],
  ['BG', 'BG80 BNBG 9661 1020 3456 78'],
  ['BH', 'BH67 BMAG 0000 1299 1234 56'],
  ['BI', 'BI42 1000 0100 0100 0033 2045 181'],
  ['BR', 'BR18 0036 0305 0000 1000 9795 493C 1'],
  ['BY', 'BY13 NBRB 3600 9000 0000 2Z00 AB00'],
  ['CH', 'CH93 0076 2011 6238 5295 7'],
  ['CR', 'CR05 0152 0200 1026 2840 66'],
  ['CY', 'CY17 0020 0128 0000 0012 0052 7600'],
  ['CZ', 'CZ65 0800 0000 1920 0014 5399'],
  ['DE', 'DE89 3704 0044 0532 0130 00'],
  ['DJ', 'DJ21 0001 0000 0001 5400 0100 186'],
  ['DK', 'DK50 0040 0440 1162 43'],
  ['DO', 'DO28 BAGR 0000 0001 2124 5361 1324'],
  ['EE', 'EE38 2200 2210 2014 5685'],
  ['EG', 'EG38 0019 0005 0000 0000 2631 8000 2'],
  ['ES', 'ES91 2100 0418 4502 0005 1332'],
  ['FI', 'FI21 1234 5600 0007 85'],
  ['FK', 'FK88 SC12 3456 7890 12'],
  ['FO', 'FO62 6460 0001 6316 34'],
  ['FR', 'FR14 2004 1010 0505 0001 3M02 606'],
  ['GB', 'GB29 NWBK 6016 1331 9268 19'],
  ['GE', 'GE29 NB00 0000 0101 9049 17'],
  ['GI', 'GI75 NWBK 0000 0000 7099 453'],
  ['GL', 'GL89 6471 0001 0002 06'],
  ['GR', 'GR16 0110 1250 0000 0001 2300 695'],
  ['GT', 'GT82 TRAJ 0102 0000 0012 1002 9690'],
  ['HN', 'HN88 CABF 0000 0000 0002 5000 5469'],
  ['HR', 'HR12 1001 0051 8630 0016 0'],
  ['HU', 'HU42 1177 3016 1111 1018 0000 0000'],
  ['IE', 'IE29 AIBK 9311 5212 3456 78'],
  ['IL', 'IL62 0108 0000 0009 9999 999'],
  ['IQ', 'IQ98 NBIQ 8501 2345 6789 012'],
  ['IS', 'IS14 0159 2600 7654 5510 7303 39'],
  ['IT', 'IT60 X054 2811 1010 0000 0123 456'],
  ['JO', 'JO94 CBJO 0010 0000 0000 0131 0003 02'],
  ['KW', 'KW81 CBKU 0000 0000 0000 1234 5601 01'],
  ['KZ', 'KZ86 125K ZT50 0410 0100'],
  ['LB', 'LB62 0999 0000 0001 0019 0122 9114'],
  ['LC', 'LC55 HEMM 0001 0001 0012 0012 0002 3015'],
  ['LI', 'LI21 0881 0000 2324 013A A'],
  ['LT', 'LT12 1000 0111 0100 1000'],
  ['LU', 'LU28 0019 4006 4475 0000'],
  ['LV', 'LV80 BANK 0000 4351 9500 1'],
  ['LY', 'LY83 0020 4800 0020 1001 2036 1'],
  ['MC', 'MC58 1122 2000 0101 2345 6789 030'],
  ['MD', 'MD24 AG00 0225 1000 1310 4168'],
  ['ME', 'ME25 5050 0001 2345 6789 51'],
  ['MK', 'MK07 2501 2000 0058 984'],
  ['MN', 'MN12 1234 1234 5678 9123'],
  ['MR', 'MR13 0002 0001 0100 0012 3456 753'],
  ['MT', 'MT84 MALT 0110 0001 2345 MTLC AST0 01S'],
  ['MU', 'MU17 BOMM 0101 1010 3030 0200 000M UR'],
  ['NI', 'NI45 BAPR 0000 0013 0000 0355 8124'],
  ['NL', 'NL91 ABNA 0417 1643 00'],
  ['NO', 'NO93 8601 1117 947'],
  ['OM', 'OM81 0180 0000 0129 9123 456'],
  ['PK', 'PK36 SCBL 0000 0011 2345 6702'],
  ['PL', 'PL61 1090 1014 0000 0712 1981 2874'],
  ['PS', 'PS92 PALS 0000 0000 0400 1234 5670 2'],
  ['PT', 'PT50 0002 0123 1234 5678 9015 4'],
  ['QA', 'QA58 DOHB 0000 1234 5678 90AB CDEF G'],
  ['RO', 'RO49 AAAA 1B31 0075 9384 0000'],
  ['RS', 'RS35 2600 0560 1001 6113 79'],
  ['RU', 'RU03 0445 2522 5408 1781 0538 0913 1041 9'],
  ['SA', 'SA03 8000 0000 6080 1016 7519'],
  ['SC', 'SC18 SSCB 1101 0000 0000 0000 1497 USD'],
  ['SD', 'SD21 2901 0501 2340 01'],
  ['SE', 'SE45 5000 0000 0583 9825 7466'],
  ['SI', 'SI56 2633 0001 2039 086'],
  ['SK', 'SK31 1200 0000 1987 4263 7541'],
  ['SM', 'SM86 U032 2509 8000 0000 0270 100'],
  ['SO', 'SO21 1000 0010 0100 0100 141'],
  ['ST', 'ST23 0001 0001 0051 8453 1014 6'],
  ['SV', 'SV62 CENR 0000 0000 0000 0070 0025'],
  ['TL', 'TL38 0080 0123 4567 8910 157'],
  ['TN', 'TN59 1000 6035 1835 9847 8831'],
  ['TR', 'TR33 0006 1005 1978 6457 8413 26'],
  ['UA', 'UA21 3223 1300 0002 6007 2335 6600 1'],
  ['VA', 'VA59 0011 2300 0012 3456 78'],
  ['VG', 'VG96 VPVG 0000 0123 4567 8901'],
  ['XK', 'XK05 1212 0123 4567 8906'],
  ['YE', 'YE15 CBYE 0001 0188 6123 4567 8912 34'],
];

const compact = (iban: string) => iban.replace(/ /g, '');

/** An IBAN with correct ISO 13616 check digits for any BBAN, so only the structure can refuse it. */
function withCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

describe('BBAN structures from the SWIFT IBAN registry', () => {
  it('part 2 §5: every registered country has a registry example in this table', () => {
    expect(REGISTRY_EXAMPLES.map(([country]) => country)).toEqual(Object.keys(BBAN_STRUCTURES).sort());
  });

  it.each(REGISTRY_EXAMPLES)('part 2 §5: %s accepts the registry example %s', (country, iban) => {
    expect(compact(iban).length).toBe(ibanLength(country));
    expect(matchesIbanStructure(compact(iban))).toBe(true);
    expect(isValidIban(iban)).toBe(true);
  });

  it.each<[string, string, number]>([
    ['DE', '18n', 22], ['GB', '4a,14n', 22], ['FR', '10n,11c,2n', 27], ['IT', '1a,10n,12c', 27],
    ['NO', '11n', 15], ['LC', '4a,24c', 32], ['RU', '14n,15c', 33], ['MU', '4a,19n,3a', 30],
  ])('part 2 §5: %s has the structure %s and %i characters', (country, structure, length) => {
    expect(bbanStructure(country)).toBe(structure);
    expect(ibanLength(country)).toBe(length);
  });

  it.each<[string, string, string]>([
    ['Åland uses the Finnish structure', 'AX', '12345600000785'],
    ['Guernsey uses the British structure', 'GG', 'NWBK60161331926819'],
    ['Réunion uses the French structure', 'RE', '20041010050500013M02606'],
  ])('part 2 §5: %s', (_case, territory, bban) => {
    expect(isValidIban(withCheckDigits(territory, bban))).toBe(true);
  });
});

describe('isValidIban refuses a wrong structure before mod 97', () => {
  it.each<[string, string, string]>([
    ['a letter in a German account number (18n)', 'DE', '37040044053201300A'],
    ['a digit where the British bank code wants a letter (4a,14n)', 'GB', 'NWB160161331926819'],
    ['a letter in the British sort code (4a,14n)', 'GB', 'NWBK6016A331926819'],
    ['a letter in the French bank code (10n,11c,2n)', 'FR', '2004A010050500013M02606'],
    ['a letter in the French RIB key (10n,11c,2n)', 'FR', '20041010050500013M0260A'],
    ['a digit where the Italian CIN wants a letter (1a,10n,12c)', 'IT', '00542811101000000123456'],
    ['a digit in the Dutch bank code (4a,10n)', 'NL', 'ABN10417164300'],
    ['a digit where the Brazilian account type wants a letter (23n,1a,1c)', 'BR', '00360305000010009795493' + '11'],
    ['digits where the Mauritian currency wants letters (4a,19n,3a)', 'MU', 'BOMM0101101030300200000123'],
    ['a letter in the Spanish control digits (20n)', 'ES', '21000418A50200051332'],
    ['a letter in the Guernsey sort code, checked as British', 'GG', 'NWBK6016A331926819'],
    ['a country outside the registry', 'US', '123456789012345678'],
  ])('part 2 §5: %s', (_case, country, bban) => {
    const iban = withCheckDigits(country, bban);
    // The check digits are right, so mod 97 alone would accept it.
    expect(mod97(iban.slice(4) + iban.slice(0, 4))).toBe(1);
    expect(matchesIbanStructure(iban)).toBe(false);
    expect(isValidIban(iban)).toBe(false);
  });

  it.each<[string, string, boolean]>([
    ['part 2 §5: one character short', 'DE89 3704 0044 0532 0130 0', false],
    ['part 2 §5: letters where the check digits go', 'GBAB NWBK 6016 1331 9268 19', false],
    ['part 2 §5: lower case is read as upper case', 'gb29 nwbk 6016 1331 9268 19', true],
  ])('%s', (_case, iban, expected) => {
    expect(isValidIban(iban)).toBe(expected);
  });
});
