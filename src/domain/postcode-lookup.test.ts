import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, type Address } from '~/domain/address';
import type { CurrencyCode } from '~/domain/currencies';
import { applyPostcodeLookup, postcodeLookupFor, type PostcodeLookup, type PostcodeLookupOutcome } from '~/domain/postcode-lookup';

const paulista: Address = {
  ...EMPTY_ADDRESS, zipCode: '01310-100', city: 'São Paulo', street: 'Avenida Paulista', stateCode: 'SP', district: 'Bela Vista', number: '1000',
};

describe('postcodeLookupFor', () => {
  it.each<[string, CurrencyCode, Address, PostcodeLookup]>([
    ['part 2 §5: Brazil with the zip and no city', 'BRL', { ...EMPTY_ADDRESS, zipCode: '01310-100' }, { kind: 'brazil', zip: '01310100' }],
    ['part 2 §5: Brazil with the city already filled', 'BRL', { ...EMPTY_ADDRESS, zipCode: '01310-100', city: 'São Paulo' }, { kind: 'none' }],
    ['part 2 §5: Brazil with an incomplete zip', 'BRL', { ...EMPTY_ADDRESS, zipCode: '01310-1' }, { kind: 'none' }],
    ['part 2 §5: Europe with zip and country', 'EUR', { ...EMPTY_ADDRESS, zipCode: '10117', country: 'DE' }, { kind: 'europe', country: 'DE', zip: '10117' }],
    ['part 2 §5: Europe needs the country too', 'EUR', { ...EMPTY_ADDRESS, zipCode: '10117' }, { kind: 'none' }],
    ['part 2 §5: Europe needs the zip', 'EUR', { ...EMPTY_ADDRESS, country: 'DE' }, { kind: 'none' }],
    ['part 2 §5: no lookup for currencies without the address block', 'USD', { ...EMPTY_ADDRESS, zipCode: '10001', country: 'US' }, { kind: 'none' }],
  ])('%s', (_section, currency, address, expected) => {
    expect(postcodeLookupFor(currency, address)).toEqual(expected);
  });
});

describe('applyPostcodeLookup', () => {
  const typedZip: Address = { ...EMPTY_ADDRESS, zipCode: '01310-100' };
  it.each<[string, Address, PostcodeLookupOutcome, Address, ReturnType<typeof applyPostcodeLookup>['error']]>([
    ['part 2 §7: Brazil fills uf, localidade, logradouro, bairro and BR', typedZip,
      { kind: 'brazil', uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' },
      { ...typedZip, stateCode: 'SP', city: 'São Paulo', street: 'Avenida Paulista', district: 'Bela Vista', country: 'BR' }, null],
    ['part 2 §7: a typed street is not overwritten', { ...typedZip, street: 'Av. Paulista' },
      { kind: 'brazil', uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: '' },
      { ...typedZip, street: 'Av. Paulista', stateCode: 'SP', city: 'São Paulo', country: 'BR' }, null],
    ['part 2 §7: Europe fills the place name', { ...EMPTY_ADDRESS, zipCode: '10117', country: 'DE' },
      { kind: 'europe', placeName: 'Berlin', country: 'Germany' },
      { ...EMPTY_ADDRESS, zipCode: '10117', country: 'DE', city: 'Berlin' }, null],
    ['part 2 §5, §8: a failed Brazilian lookup still sets country BR', typedZip, { kind: 'failed', lookup: 'brazil' },
      { ...typedZip, country: 'BR' }, 'errors:load.zip_lookup_failed'],
    ['part 2 §5, §8: a failed European lookup leaves the address', { ...EMPTY_ADDRESS, zipCode: '99999', country: 'DE' },
      { kind: 'failed', lookup: 'europe' }, { ...EMPTY_ADDRESS, zipCode: '99999', country: 'DE' }, 'errors:load.zip_lookup_failed'],
  ])('%s', (_section, address, outcome, expectedAddress, expectedError) => {
    expect(applyPostcodeLookup(address, outcome)).toEqual({ address: expectedAddress, error: expectedError });
  });
});
