import { describe, expect, it } from 'vitest';
import { EU_VAT_COUNTRY_CODES } from '~/domain/vat-countries';
import { compactVatNumber, isValidVatFormat, vatNumberError } from '~/domain/vat-formats';

// Real VAT numbers of well-known companies, as printed on their invoices, imprints and annual reports.
const COMPANY_NUMBERS: ReadonlyArray<[string, string, string]> = [
  ['DE', 'DE143454214', 'SAP SE'],
  ['IE', 'IE6388047V', 'Google Ireland Limited'],
  ['LU', 'LU20260743', 'Amazon EU S.à r.l.'],
  ['NL', 'NL805734958B01', 'Booking.com B.V.'],
  ['SE', 'SE556703748501', 'Spotify AB'],
  ['BE', 'BE0417497106', 'Anheuser-Busch InBev SA/NV'],
  ['FR', 'FR59542051180', 'TotalEnergies SE'],
  ['ES', 'ESA28015865', 'Telefónica, S.A.'],
  ['ES', 'ESA15075062', 'Industria de Diseño Textil, S.A. (Inditex)'],
  ['IT', 'IT00905811006', 'Eni S.p.A.'],
  ['FI', 'FI01120389', 'Nokia Oyj'],
  ['DK', 'DK24256790', 'Novo Nordisk A/S'],
  ['DK', 'DK22756214', 'A.P. Møller - Mærsk A/S'],
  ['GR', 'EL094019245', 'Hellenic Telecommunications Organization (OTE)'],
  ['PT', 'PT500697256', 'EDP - Energias de Portugal'],
  ['CZ', 'CZ45274649', 'ČEZ, a. s.'],
  ['PL', 'PL7740001454', 'PKN Orlen'],
  ['GB', 'GB220430231', 'Tesco PLC'],
  ['HR', 'HR81793146560', 'Hrvatski Telekom d.d.'],
];

// Real numbers as they were found published online, with their original spacing and punctuation.
const PUBLISHED_NUMBERS: ReadonlyArray<[string, string]> = [
  ['AT', 'ATU 142 43 102'], ['AT', 'ATU13585627'],
  ['BE', 'BE 0202.239.951'], ['BE', 'BE (0)468.561.072'], ['BE', 'BE 444.503.092'],
  ['BG', 'BG 124 551 319'], ['BG', 'BG7111042925'],
  ['CY', 'CY 10246672X'], ['CY', 'CY-10008489 A'],
  ['CZ', 'CZ 640229/4448'], ['CZ', 'CZ 6956220612'], ['CZ', 'CZ 640903926'],
  ['DE', 'DE 813 11 38 75'], ['DE', 'DE - 113866163'],
  ['DK', 'DK 10 50 32 80'], ['DK', 'DK: 21599336'],
  ['EE', 'EE 100 931 558'], ['EE', 'EE101256753'],
  ['ES', 'ES X-5253868-R'], ['ES', 'ES 54362315K'], ['ES', 'ES Q-2818015-F'], ['ES', 'Es-a58951310'],
  ['FI', 'FI 0982651-1'], ['FI', 'FI-214 95 540'],
  ['FR', 'FR 114 248 728 36'], ['FR', 'FR K 7399859412'], ['FR', 'fr 71383076817'],
  ['GR', 'El 800 179 925'], ['GR', 'EL 94051189'], ['EL', 'EL094501040'],
  ['HR', 'HR 33392005961'],
  ['HU', 'HU -12509403'], ['HU', 'HU11377304'],
  ['IE', 'IE 632 3420 C'], ['IE', 'IE6433435IH'], ['IE', 'IE8D79739I'], ['IE', 'IE 8223200u'],
  ['IT', 'IT 0 0 6 1 8 2 8 0 4 9 9'], ['IT', 'IT00743110157'],
  ['LT', 'LT 119511515'], ['LT', 'LT 100001354118'],
  ['LU', 'LU.248.70.640'], ['LU', 'Lu 19980500'],
  ['LV', 'LV 4000 3521 600'], ['LV', 'LV-40003241337'],
  ['MT', 'MT 1039-6417'], ['MT', 'MT 20630321'],
  ['NL', 'NL-8197.38.116.B.01'], ['NL', 'NL001162938B28'], ['NL', 'NL4495445B01'],
  // The Dutch tax office's own example of the btw-id of a sole trader (mod 97 check).
  ['NL', 'NL000099998B57'],
  ['PL', 'PL 584-030-44-72'], ['PL', 'PL5261025421'],
  ['PT', 'PT 500135.495'], ['PT', 'PT503038083'],
  ['RO', 'RO 573768'], ['RO', 'RO 1630615123457'], ['RO', 'RO16241790'],
  ['SE', 'SE 202 100-5000 01'], ['SE', 'SE556043606401'],
  ['SI', 'SI 3609 7152'], ['SI', 'SI-83815201'],
  ['SK', 'SK 202 274 96 19'], ['SK', 'SK2022193459'],
];

describe('isValidVatFormat: real numbers pass', () => {
  it.each(COMPANY_NUMBERS)('part 1 §5: %s accepts %s (%s)', (country, number) => {
    expect(isValidVatFormat(country, number)).toBe(true);
  });

  it.each(PUBLISHED_NUMBERS)('part 1 §5: %s accepts the published number "%s"', (country, number) => {
    expect(isValidVatFormat(country, number)).toBe(true);
  });

  it.each<[string, string, string]>([
    ['part 1 §5: the prefix is optional', 'DE', '143454214'],
    ['part 1 §5: case is ignored', 'ie', 'ie6388047v'],
    ['part 1 §5: dots and dashes are ignored', 'NL', 'nl-8057.349.58-b01'],
    ['part 1 §5: Greece by its ISO code with the EL prefix', 'GR', 'EL094019245'],
    ['part 1 §5: Greece by EL with the ISO prefix GR', 'EL', 'GR094019245'],
    ['part 1 §5: UK government department GD + 3 digits', 'GB', 'GBGD001'],
    ['part 1 §5: UK health authority HA + 3 digits', 'GB', 'GBHA599'],
    ['part 1 §5: UK branch trader, 12 digits', 'GB', 'GB220430231001'],
    ['part 1 §5: Northern Ireland XI prefix', 'GB', 'XI220430231'],
    ['part 1 §5: XI as the country code', 'XI', '220430231'],
  ])('%s', (_section, country, number) => {
    expect(isValidVatFormat(country, number)).toBe(true);
  });

  it('part 1 §9: every one of the 28 countries has an accepted real number in these tables', () => {
    const covered = new Set(
      [...COMPANY_NUMBERS.map(([c]) => c), ...PUBLISHED_NUMBERS.map(([c]) => c)].map((c) => (c === 'EL' ? 'GR' : c)),
    );
    expect(EU_VAT_COUNTRY_CODES.filter((code) => !covered.has(code))).toEqual([]);
  });
});

describe('isValidVatFormat: malformed numbers fail', () => {
  it.each<[string, string, string]>([
    ['part 1 §5: empty', 'DE', ''],
    ['part 1 §5: DE with 8 digits', 'DE', 'DE14345421'],
    ['part 1 §5: DE with a wrong check digit', 'DE', 'DE143454215'],
    ['part 1 §5: DE never starts with 0', 'DE', 'DE011125440'],
    ['part 1 §5: a number of another country', 'DE', 'FR59542051180'],
    ['part 1 §5: AT without the U', 'AT', 'AT14243102'],
    ['part 1 §5: BE starting with 2', 'BE', 'BE2417497106'],
    ['part 1 §5: BE with a wrong mod-97 check', 'BE', 'BE0417497107'],
    ['part 1 §5: CY without its final letter', 'CY', 'CY102466721'],
    ['part 1 §5: CZ with 7 digits', 'CZ', 'CZ4527464'],
    ['part 1 §5: ES with digits only', 'ES', 'ES123456789'],
    ['part 1 §5: FR key with the letter O', 'FR', 'FRO9542051180'],
    ['part 1 §5: FR with 8-digit SIREN', 'FR', 'FR5954205118'],
    ['part 1 §5: GB health authority below 500', 'GB', 'GBHA499'],
    ['part 1 §5: GB government department above 499', 'GB', 'GBGD500'],
    ['part 1 §5: GB with 10 digits', 'GB', 'GB2204302310'],
    ['part 1 §5: IE with 6 digits and a letter', 'IE', 'IE638804V'],
    ['part 1 §5: IT failing the Luhn check', 'IT', 'IT00905811007'],
    ['part 1 §5: LT with 10 digits', 'LT', 'LT1000013541'],
    ['part 1 §5: NL without the B', 'NL', 'NL805734958001'],
    ['part 1 §5: NL with suffix B00', 'NL', 'NL009122746B00'],
    ['part 1 §5: NL failing both the mod-11 and mod-97 checks', 'NL', 'NL805734959B01'],
    ['part 1 §5: RO with 1 digit', 'RO', 'RO5'],
    ['part 1 §5: SE with 11 digits', 'SE', 'SE55670374851'],
    ['part 1 §5: letters inside a digit format', 'PL', 'PL77400O1454'],
    ['part 1 §3: OEU has no VAT number format', 'OEU', '123456789'],
    ['part 1 §9: a country outside the list', 'US', '123456789'],
  ])('%s', (_section, country, number) => {
    expect(isValidVatFormat(country, number)).toBe(false);
  });
});

describe('compactVatNumber', () => {
  it.each<[string, string, string, string]>([
    ['part 1 §5: separators and prefix removed', 'DE', 'de 143.454-214', '143454214'],
    ['part 1 §5: old 9-digit Belgian number padded with 0', 'BE', 'BE 444.503.092', '0444503092'],
    ['part 1 §5: Dutch number without leading zeros padded', 'NL', 'NL4495445B01', '004495445B01'],
    ['part 1 §5: Greek 8-digit number padded', 'GR', 'EL 94051189', '094051189'],
    ['part 1 §5: a French two-letter key is kept', 'FR', 'FR K 7399859412', 'K7399859412'],
  ])('%s', (_section, country, number, expected) => {
    expect(compactVatNumber(country, number)).toBe(expected);
  });
});

describe('vatNumberError', () => {
  it.each<[string, string, string, ReturnType<typeof vatNumberError>]>([
    ['part 1 §5: no number typed', 'DE', '  ', { key: 'errors:validation.vat_number_required' }],
    ['part 1 §5: bad format names the number', 'DE', ' DE123 ', { key: 'errors:validation.vat_format', params: { vatNumber: 'DE123' } }],
    ['part 1 §5: a good number passes', 'DE', 'DE143454214', null],
  ])('%s', (_section, country, number, expected) => {
    expect(vatNumberError(country, number)).toEqual(expected);
  });
});
