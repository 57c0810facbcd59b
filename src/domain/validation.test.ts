import { describe, expect, it } from 'vitest';
import { isValidVatFormat as fromFormats } from '~/domain/vat-formats';
import {
  cardBrand, compactCpfOrCnpj, CPF_OR_CNPJ_PATTERN, isValidCardNumber, isValidCnpj, isValidCpf, isValidCpfOrCnpj, isValidIban, isValidVatFormat,
  onlyDigits, type CardBrand,
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

describe('compactCpfOrCnpj and CPF_OR_CNPJ_PATTERN: the one CPF/CNPJ rule the payment body schema uses', () => {
  it.each<[string, string, string]>([
    ['part 2 §5: a punctuated CPF', '529.982.247-25', '52998224725'],
    ['part 2 §5: a numeric CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['part 2 §5: an alphanumeric CNPJ in lower case', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['part 2 §5: spaces are dropped', ' 12 ABC 345 01DE 35 ', '12ABC34501DE35'],
  ])('%s', (_section, value, compact) => {
    expect(compactCpfOrCnpj(value)).toBe(compact);
  });

  it.each<[string, string, boolean]>([
    ['part 2 §5: an 11-digit CPF', '52998224725', true],
    ['part 2 §5: a 14-digit CNPJ', '11222333000181', true],
    ['part 2 §5: an alphanumeric CNPJ', '12ABC34501DE35', true],
    ['part 2 §5: a letter in the check digits', '12ABC34501DE3A', false],
    ['part 2 §5: lower case is not compact', '12abc34501de35', false],
    ['part 2 §5: punctuation is not compact', '12.ABC.345/01DE-35', false],
    ['part 2 §5: a letter in a CPF', '5299822472A', false],
    ['part 2 §5: 13 characters', '1122233300018', false],
  ])('pattern: %s', (_section, value, expected) => {
    expect(CPF_OR_CNPJ_PATTERN.test(value)).toBe(expected);
  });

  it.each(['529.982.247-25', '33.000.167/0001-01', '12.ABC.345/01DE-35', '12.abc.345/01de-35'])(
    'part 2 §5: the valid document %s, compacted, fits the pattern',
    (value) => {
      expect(isValidCpfOrCnpj(value)).toBe(true);
      expect(CPF_OR_CNPJ_PATTERN.test(compactCpfOrCnpj(value))).toBe(true);
    },
  );

  it('part 2 §5: isValidCpfOrCnpj refuses a document failing its check digits', () => {
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCpfOrCnpj('529.982.247-26')).toBe(false);
  });
});

// The example IBANs published in the SWIFT IBAN Registry (ISO 13616) for each country.
const REGISTRY_IBANS = [
  'AD12 0001 2030 2003 5910 0100', 'AE07 0331 2345 6789 0123 456', 'AL47 2121 1009 0000 0002 3569 8741',
  'AT61 1904 3002 3457 3201', 'AZ21 NABZ 0000 0000 1370 1000 1944', 'BA39 1290 0794 0102 8494',
  'BE68 5390 0754 7034', 'BG80 BNBG 9661 1020 3456 78', 'BH67 BMAG 0000 1299 1234 56',
  'BR18 0036 0305 0000 1000 9795 493C 1', 'BY13 NBRB 3600 9000 0000 2Z00 AB00', 'CH93 0076 2011 6238 5295 7',
  'CR05 0152 0200 1026 2840 66', 'CY17 0020 0128 0000 0012 0052 7600', 'CZ65 0800 0000 1920 0014 5399',
  'DE89 3704 0044 0532 0130 00', 'DK50 0040 0440 1162 43', 'DO28 BAGR 0000 0001 2124 5361 1324',
  'EE38 2200 2210 2014 5685', 'EG38 0019 0005 0000 0000 2631 8000 2', 'ES91 2100 0418 4502 0005 1332',
  'FI21 1234 5600 0007 85', 'FO62 6460 0001 6316 34', 'FR14 2004 1010 0505 0001 3M02 606',
  'GB29 NWBK 6016 1331 9268 19', 'GE29 NB00 0000 0101 9049 17', 'GI75 NWBK 0000 0000 7099 453',
  'GL89 6471 0001 0002 06', 'GR16 0110 1250 0000 0001 2300 695', 'GT82 TRAJ 0102 0000 0012 1002 9690',
  'HR12 1001 0051 8630 0016 0', 'HU42 1177 3016 1111 1018 0000 0000', 'IE29 AIBK 9311 5212 3456 78',
  'IL62 0108 0000 0009 9999 999', 'IQ98 NBIQ 8501 2345 6789 012', 'IS14 0159 2600 7654 5510 7303 39',
  'IT60 X054 2811 1010 0000 0123 456', 'JO94 CBJO 0010 0000 0000 0131 0003 02', 'KW81 CBKU 0000 0000 0000 1234 5601 01',
  'KZ86 125K ZT50 0410 0100', 'LB62 0999 0000 0001 0019 0122 9114', 'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  'LI21 0881 0000 2324 013A A', 'LT12 1000 0111 0100 1000', 'LU28 0019 4006 4475 0000',
  'LV80 BANK 0000 4351 9500 1', 'MC58 1122 2000 0101 2345 6789 030', 'MD24 AG00 0225 1000 1310 4168',
  'ME25 5050 0001 2345 6789 51', 'MK07 2501 2000 0058 984', 'MR13 0002 0001 0100 0012 3456 753',
  'MT84 MALT 0110 0001 2345 MTLC AST0 01S', 'MU17 BOMM 0101 1010 3030 0200 000M UR', 'NL91 ABNA 0417 1643 00',
  'NO93 8601 1117 947', 'PK36 SCBL 0000 0011 2345 6702', 'PL61 1090 1014 0000 0712 1981 2874',
  'PS92 PALS 0000 0000 0400 1234 5670 2', 'PT50 0002 0123 1234 5678 9015 4', 'QA58 DOHB 0000 1234 5678 90AB CDEF G',
  'RO49 AAAA 1B31 0075 9384 0000', 'RS35 2600 0560 1001 6113 79', 'SA03 8000 0000 6080 1016 7519',
  'SC18 SSCB 1101 0000 0000 0000 1497 USD', 'SE45 5000 0000 0583 9825 7466', 'SI56 2633 0001 2039 086',
  'SK31 1200 0000 1987 4263 7541', 'SM86 U032 2509 8000 0000 0270 100', 'ST23 0001 0001 0051 8453 1014 6',
  'SV62 CENR 0000 0000 0000 0070 0025', 'TL38 0080 0123 4567 8910 157', 'TN59 1000 6035 1835 9847 8831',
  'TR33 0006 1005 1978 6457 8413 26', 'UA21 3223 1300 0002 6007 2335 6600 1', 'VA59 0011 2300 0012 3456 78',
  'VG96 VPVG 0000 0123 4567 8901', 'XK05 1212 0123 4567 8906',
];

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
