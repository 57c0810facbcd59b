import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS, addressFields, addressHasMasks, addressRequiredError, applyPostcodeLookup, isAddressComplete, isAddressShown, missingAddressFields,
  postcodeLookupFor, type Address, type PostcodeLookup, type PostcodeLookupOutcome,
} from '~/domain/address';
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { ProviderId } from '~/domain/providers';

const paulista: Address = {
  ...EMPTY_ADDRESS, zipCode: '01310-100', city: 'São Paulo', street: 'Avenida Paulista', stateCode: 'SP', district: 'Bela Vista', number: '1000',
};
const berlin: Address = { ...EMPTY_ADDRESS, zipCode: '10117', city: 'Berlin', street: 'Unter den Linden 1', country: 'DE' };

describe('isAddressShown', () => {
  it.each<[string, CurrencyCode, PaymentMethod, boolean, boolean]>([
    ['part 2 §5: EUR card', 'EUR', 'creditCard', false, true],
    ['part 2 §5: EUR SEPA', 'EUR', 'sepa', false, true],
    ['part 2 §5: BRL card', 'BRL', 'creditCard', false, true],
    ['part 2 §5: BRL boleto', 'BRL', 'boleto', false, true],
    ['part 2 §5: hidden for a first payment to the upline', 'BRL', 'boleto', true, false],
    ['part 2 §5: hidden for pix', 'BRL', 'pix', false, false],
    ['part 2 §5: hidden for PayPal', 'EUR', 'paypal', false, false],
    ['part 2 §5: hidden for USD cards', 'USD', 'creditCard', false, false],
  ])('%s', (_section, currency, method, upline, expected) => {
    expect(isAddressShown(currency, method, upline)).toBe(expected);
  });
});

describe('addressFields', () => {
  it.each<[string, CurrencyCode, string[]]>([
    ['part 2 §5: EUR adds the country', 'EUR', ['zipCode', 'city', 'street', 'country']],
    ['part 2 §5: BRL adds state, district, number and complement', 'BRL', ['zipCode', 'city', 'street', 'stateCode', 'district', 'number', 'complement']],
  ])('%s', (_section, currency, expected) => {
    expect(addressFields(currency)).toEqual(expected);
  });
});

describe('addressHasMasks', () => {
  it.each<[string, CurrencyCode, boolean]>([
    ['part 2 §5: the Brazilian zip and state are masked', 'BRL', true],
    ['part 2 §5: a European address has no mask (its block loads without the masked input, decision 038)', 'EUR', false],
    ['part 2 §5: no other currency masks an address', 'USD', false],
  ])('%s', (_section, currency, expected) => {
    expect(addressHasMasks(currency)).toBe(expected);
  });
});

describe('isAddressComplete and missingAddressFields', () => {
  it.each<[string, CurrencyCode, Address, boolean, string[]]>([
    ['part 2 §5: BRL with zip, city, street and state', 'BRL', paulista, true, []],
    ['part 2 §5: BRL does not need district, number or complement', 'BRL', { ...paulista, district: '', number: '', complement: '' }, true, []],
    ['part 2 §5: BRL needs the state', 'BRL', { ...paulista, stateCode: ' ' }, false, ['stateCode']],
    ['part 2 §5: BRL does not need a country', 'BRL', { ...paulista, country: '' }, true, []],
    ['part 2 §5: EUR with zip, city, street and country', 'EUR', berlin, true, []],
    ['part 2 §5: EUR needs the country', 'EUR', { ...berlin, country: '' }, false, ['country']],
    ['part 2 §5: other currencies need the country too', 'USD', { ...berlin, country: '' }, false, ['country']],
    ['part 2 §5: an empty address misses every required field', 'EUR', EMPTY_ADDRESS, false, ['zipCode', 'city', 'street', 'country']],
  ])('%s', (_section, currency, address, complete, missing) => {
    expect(isAddressComplete(currency, address)).toBe(complete);
    expect(missingAddressFields(currency, address)).toEqual(missing);
  });
});

describe('addressRequiredError', () => {
  it.each<[string, PaymentMethod, ProviderId | null, CurrencyCode, Address, ReturnType<typeof addressRequiredError>]>([
    ['part 2 §5: provider B card without address', 'creditCard', 'brazilian', 'BRL', EMPTY_ADDRESS, 'errors:validation.address_required'],
    ['part 2 §5: boleto without address', 'boleto', 'brazilian', 'BRL', EMPTY_ADDRESS, 'errors:validation.address_required'],
    ['part 2 §5: provider A card without address', 'creditCard', 'european', 'EUR', EMPTY_ADDRESS, 'errors:validation.address_required'],
    ['part 2 §5: SEPA without country', 'sepa', 'european', 'EUR', { ...berlin, country: '' }, 'errors:validation.address_required'],
    ['part 2 §5: SEPA with a complete address', 'sepa', 'european', 'EUR', berlin, null],
    ['part 2 §5: boleto with a complete address', 'boleto', 'brazilian', 'BRL', paulista, null],
    ['part 2 §5: provider U card needs no address', 'creditCard', 'latinAmerican', 'BRL', EMPTY_ADDRESS, null],
    ['part 2 §5: provider S card needs no address', 'creditCard', 'international', 'USD', EMPTY_ADDRESS, null],
    ['part 2 §5: pix needs no address', 'pix', 'brazilian', 'BRL', EMPTY_ADDRESS, null],
  ])('%s', (_section, method, provider, currency, address, expected) => {
    expect(addressRequiredError(method, provider, currency, address)).toBe(expected);
  });
});

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
