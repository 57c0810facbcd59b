import { describe, expect, it } from 'vitest';
import { priceCountryFor } from './price-country';

describe('priceCountryFor (part 1 §2, §5; decision 019)', () => {
  it.each([
    ['part 1 §5: a visitor in Brazil keeps the Brazilian prices', { asked: 'br', visitorCountry: 'BR', allowedBrl: false }, { country: 'br', replaced: false }],
    ['part 1 §5: a visitor in Portugal gets their own prices instead of the BRL notice', { asked: 'br', visitorCountry: 'PT', allowedBrl: false }, { country: 'pt', replaced: true }],
    ['part 1 §5: a visitor in the US gets US prices', { asked: 'BR', visitorCountry: 'us', allowedBrl: false }, { country: 'us', replaced: true }],
    ['part 1 §5: allowed-brl=1 keeps BRL for anyone', { asked: 'br', visitorCountry: 'PT', allowedBrl: true }, { country: 'br', replaced: false }],
    ['part 1 §5: an unknown country does not replace (the office checks again)', { asked: 'br', visitorCountry: null, allowedBrl: false }, { country: 'br', replaced: false }],
    ['part 1 §2: another country asked is kept', { asked: 'de', visitorCountry: 'PT', allowedBrl: false }, { country: 'de', replaced: false }],
  ])('%s', (_name, input, expected) => {
    expect(priceCountryFor(input)).toEqual(expected);
  });
});
