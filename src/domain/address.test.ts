import { describe, expect, it } from 'vitest';
import {
  EMPTY_ADDRESS, addressFields, addressHasMasks, addressRequiredError, isAddressComplete, isAddressShown, missingAddressFields, type Address,
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
