import { describe, expect, it } from 'vitest';
import { isValidVatFormat as fromFormats } from '~/domain/vat-formats';
import {
  cardBrand, isValidCardNumber, isValidCnpj, isValidCpf, isValidIban, isValidVatFormat, onlyDigits, type CardBrand,
} from '~/domain/validation';

describe('isValidCpf', () => {
  it.each<[string, string, boolean]>([
    ['part 2 §5: the classic documentation CPF 529.982.247-25', '529.982.247-25', true],
    ['part 2 §5: the classic documentation CPF 111.444.777-35', '111.444.777-35', true],
    ['part 2 §5: 123.456.789-09, check digits computed by hand', '123.456.789-09', true],
    ['part 2 §5: 935.411.340-03, check digits computed by hand, the first 0 (remainder 0)', '935.411.340-03', true],
    ['part 2 §5: digits only', '52998224725', true],
    ['part 2 §5: wrong second check digit', '529.982.247-26', false],
    ['part 2 §5: wrong first check digit', '529.982.247-35', false],
    ['part 2 §5: all-same digits pass mod 11 but are refused', '111.111.111-11', false],
    ['part 2 §5: all zeros are refused', '000.000.000-00', false],
    ['part 2 §5: 10 digits', '529.982.247-2', false],
    ['part 2 §5: 12 digits', '529.982.247-250', false],
    ['part 2 §5: letters are refused', '529.982.247-2A', false],
    ['part 2 §5: empty', '', false],
  ])('%s', (_section, value, expected) => {
    expect(isValidCpf(value)).toBe(expected);
  });
});

describe('isValidCnpj', () => {
  it.each<[string, string, boolean]>([
    ['part 2 §5: Petrobras 33.000.167/0001-01', '33.000.167/0001-01', true],
    ['part 2 §5: Banco do Brasil 00.000.000/0001-91', '00.000.000/0001-91', true],
    ['part 2 §5: Itaú Unibanco 60.701.190/0001-04', '60.701.190/0001-04', true],
    ['part 2 §5: Vale 33.592.510/0001-54', '33.592.510/0001-54', true],
    ['part 2 §5: Magazine Luiza 47.960.950/0001-21', '47.960.950/0001-21', true],
    ['part 2 §5: Caixa Econômica Federal 00.360.305/0001-04', '00.360.305/0001-04', true],
    ['part 2 §5: the classic documentation CNPJ 11.222.333/0001-81', '11222333000181', true],
    ['part 2 §5: the Receita Federal alphanumeric example 12.ABC.345/01DE-35', '12.ABC.345/01DE-35', true],
    ['part 2 §5: an alphanumeric CNPJ typed in lower case', '12.abc.345/01de-35', true],
    ['part 2 §5: wrong check digits', '33.000.167/0001-02', false],
    ['part 2 §5: alphanumeric with a wrong check digit', '12.ABC.345/01DE-36', false],
    ['part 2 §5: a letter in the check digits', '12.ABC.345/01DE-3A', false],
    ['part 2 §5: all zeros are refused', '00.000.000/0000-00', false],
    ['part 2 §5: all-same digits are refused', '11.111.111/1111-11', false],
    ['part 2 §5: 13 characters', '3300016700010', false],
    ['part 2 §5: a CPF is not a CNPJ', '529.982.247-25', false],
  ])('%s', (_section, value, expected) => {
    expect(isValidCnpj(value)).toBe(expected);
  });
});

describe('isValidIban', () => {
  it.each<[string, string, boolean]>([
    ['part 2 §5: compact and lower case', 'de89370400440532013000', true],
    ['part 2 §5: one digit changed fails mod 97', 'DE89 3704 0044 0532 0130 01', false],
    ['part 2 §5: swapped check digits fail', 'DE98 3704 0044 0532 0130 00', false],
    ['part 2 §5: one character short for Germany', 'DE89 3704 0044 0532 0130 0', false],
    ['part 2 §5: one character long for Belgium', 'BE68 5390 0754 7034 1', false],
    ['part 2 §5: unknown country', 'XX82 WEST 1234 5698 7654 32', false],
    ['part 2 §5: letters in the check digits', 'GBAB NWBK 6016 1331 9268 19', false],
    ['part 2 §5: punctuation inside', 'GB29 NWBK.6016 1331 9268 19', false],
    ['part 2 §5: empty', '', false],
  ])('%s', (_section, iban, expected) => {
    expect(isValidIban(iban)).toBe(expected);
  });
});

// Public test card numbers published by the card providers for their sandboxes.
describe('isValidCardNumber and cardBrand', () => {
  it.each<[string, string, CardBrand]>([
    ['part 2 §2: Visa 16 digits', '4242 4242 4242 4242', 'visa'],
    ['part 2 §2: Visa 4111 1111 1111 1111', '4111111111111111', 'visa'],
    ['part 2 §2: Visa 13 digits', '4222222222222', 'visa'],
    ['part 2 §2: Mastercard 5-series', '5555 5555 5555 4444', 'mastercard'],
    ['part 2 §2: Mastercard 2-series', '2223 0031 2200 3222', 'mastercard'],
    ['part 2 §2: American Express 15 digits', '3782 822463 10005', 'amex'],
    ['part 2 §2: American Express 37-prefix', '371449635398431', 'amex'],
    ['part 2 §2: Diners Club 14 digits', '3056 930902 5904', 'diners'],
    ['part 2 §2: Diners Club 16 digits', '3056 9300 0902 0004', 'diners'],
    ['part 2 §2: Diners Club 36-prefix, 14 digits', '36227206271667', 'diners'],
    ['part 2 §2: Discover', '6011 1111 1111 1117', 'discover'],
    ['part 2 §2: Discover 6011 0009', '6011000990139424', 'discover'],
    ['part 2 §2: JCB', '3566 0020 2036 0505', 'jcb'],
    ['part 2 §5: UnionPay 19 digits', '6205 5000 0000 0000 004', 'unknown'],
    ['part 2 §5: Hipercard (Brazil)', '6062 8267 8627 6634', 'unknown'],
  ])('%s', (_section, number, brand) => {
    expect(isValidCardNumber(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
  });

  it.each<[string, string]>([
    ['part 2 §8: Luhn fails', '4242 4242 4242 4241'],
    ['part 2 §8: Amex with one digit changed', '378282246310006'],
    ['part 2 §8: 11 digits', '42424242424'],
    ['part 2 §8: 20 digits', '42424242424242424242'],
    ['part 2 §8: letters', '4242 4242 4242 424A'],
    ['part 2 §8: all zeros pass Luhn but are no card', '0000 0000 0000 0000'],
    ['part 2 §8: empty', ''],
  ])('%s', (_section, number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });
});

describe('onlyDigits and isValidVatFormat', () => {
  it.each<[string, string, string]>([
    ['part 2 §5: a masked CPF', '529.982.247-25', '52998224725'],
    ['part 2 §5: a masked phone', '(11) 91234-5678', '11912345678'],
  ])('%s', (_section, value, expected) => {
    expect(onlyDigits(value)).toBe(expected);
  });

  it('part 1 §5: validation.ts exposes the VAT format check of vat-formats.ts', () => {
    expect(isValidVatFormat).toBe(fromFormats);
    expect(isValidVatFormat('DE', 'DE143454214')).toBe(true);
  });
});
