/**
 * The BBAN structure of each country's IBAN, from the SWIFT IBAN Registry (ISO 13616), used by `isValidIban`
 * in validation.ts. Each entry lists the BBAN (the part after the country code and the two check digits) as
 * runs of `n` (digits 0-9), `a` (upper-case letters A-Z) or `c` (either); adjacent runs of the same kind in the
 * registry are merged (Germany's `8!n10!n` is `18n`, the United Kingdom's `4!a6!n8!n` is `4a,14n`).
 * The IBAN's length is 4 plus the sum of the runs.
 */
export const BBAN_STRUCTURES: Readonly<Record<string, string>> = {
  AD: '8n,12c', AE: '19n', AL: '8n,16c', AT: '16n', AZ: '4a,20c', BA: '16n', BE: '12n', BG: '4a,6n,8c',
  BH: '4a,14c', BI: '23n', BR: '23n,1a,1c', BY: '4c,4n,16c', CH: '5n,12c', CR: '18n', CY: '8n,16c', CZ: '20n',
  DE: '18n', DJ: '23n', DK: '14n', DO: '4c,20n', EE: '16n', EG: '25n', ES: '20n', FI: '14n',
  FK: '2a,12n', FO: '14n', FR: '10n,11c,2n', GB: '4a,14n', GE: '2a,16n', GI: '4a,15c', GL: '14n', GR: '7n,16c',
  GT: '24c', HN: '4a,20n', HR: '17n', HU: '24n', IE: '4a,14n', IL: '19n', IQ: '4a,15n', IS: '22n',
  IT: '1a,10n,12c', JO: '4a,4n,18c', KW: '4a,22c', KZ: '3n,13c', LB: '4n,20c', LC: '4a,24c', LI: '5n,12c', LT: '16n',
  LU: '3n,13c', LV: '4a,13c', LY: '21n', MC: '10n,11c,2n', MD: '20c', ME: '18n', MK: '3n,10c,2n', MN: '16n',
  MR: '23n', MT: '4a,5n,18c', MU: '4a,19n,3a', NI: '4a,20n', NL: '4a,10n', NO: '11n', OM: '3n,16c', PK: '4a,16c',
  PL: '24n', PS: '4a,21c', PT: '21n', QA: '4a,21c', RO: '4a,16c', RS: '18n', RU: '14n,15c', SA: '2n,18c',
  SC: '4a,20n,3a', SD: '14n', SE: '20n', SI: '15n', SK: '20n', SM: '1a,10n,12c', SO: '19n', ST: '21n',
  SV: '4a,20n', TL: '19n', TN: '20n', TR: '6n,16c', UA: '6n,19c', VA: '18n', VG: '4a,16n', XK: '16n',
  YE: '4a,4n,18c',
};

/**
 * Territories that the registry lists under another country's format (Åland under FI, the French overseas
 * territories under FR, the Crown Dependencies under GB): an IBAN written with the territory's own code is
 * checked against that country's structure, so it is not rejected.
 */
export const IBAN_TERRITORIES: Readonly<Record<string, string>> = {
  AX: 'FI',
  BL: 'FR', GF: 'FR', GP: 'FR', MF: 'FR', MQ: 'FR', NC: 'FR', PF: 'FR', PM: 'FR', RE: 'FR', TF: 'FR', WF: 'FR', YT: 'FR',
  GG: 'GB', IM: 'GB', JE: 'GB',
};

const CLASS_OF: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };
const patterns = new Map<string, RegExp>();

/** The BBAN structure for a country or territory code, or undefined when the registry has none. Example: bbanStructure('GG') === '4a,14n'. */
export function bbanStructure(country: string): string | undefined {
  const code = IBAN_TERRITORIES[country] ?? country;
  return Object.hasOwn(BBAN_STRUCTURES, code) ? BBAN_STRUCTURES[code] : undefined;
}

/** The IBAN length for a country or territory code (4 + the BBAN's runs), or undefined. Example: ibanLength('DE') === 22. */
export function ibanLength(country: string): number | undefined {
  const structure = bbanStructure(country);
  if (structure === undefined) return undefined;
  return structure.split(',').reduce((total, run) => total + Number.parseInt(run, 10), 4);
}

function patternFor(structure: string): RegExp {
  let pattern = patterns.get(structure);
  if (!pattern) {
    const runs = structure.split(',').map((run) => `${CLASS_OF[run.slice(-1)]}{${run.slice(0, -1)}}`);
    pattern = new RegExp(`^[A-Z]{2}[0-9]{2}${runs.join('')}$`);
    patterns.set(structure, pattern);
  }
  return pattern;
}

/**
 * True when a compact, upper-case IBAN has a registered country code, two digits, and a BBAN of exactly the
 * country's structure (each position a digit, a letter or either, as the registry says). The check digits are
 * not verified here. Example: matchesIbanStructure('GB29NWBK60161331926819') === true;
 * matchesIbanStructure('GB29NWB160161331926819') === false (a digit where the bank code wants a letter).
 */
export function matchesIbanStructure(iban: string): boolean {
  const structure = bbanStructure(iban.slice(0, 2));
  return structure !== undefined && patternFor(structure).test(iban);
}
