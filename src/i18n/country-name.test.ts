import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName (part 1 §2 "prices for", part 1 §9 VAT countries)', () => {
  it.each([
    ['BR', 'pt', 'Brasil'],
    ['us', 'en', 'United States'],
    ['DE', 'de', 'Deutschland'],
    ['CAI', 'en', null],
  ])('%s in %s is %s', (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name);
  });
});
