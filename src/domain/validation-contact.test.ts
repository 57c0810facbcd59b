import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '~/domain/payment-methods';
import { brazilianZipError, dniError, phoneError, stateError, usesTwoLetterState } from '~/domain/validation-contact';

describe('phoneError', () => {
  it.each<[string, string, string, ReturnType<typeof phoneError>]>([
    ['part 2 §5: Brazilian landline (##) ####-####', '(11) 3456-7890', 'BR', null],
    ['part 2 §5: Brazilian mobile (##) #####-####', '(21) 98765-4321', 'BR', null],
    ['part 2 §5: Brazilian digits only', '11912345678', 'BR', null],
    ['part 2 §5: Brazilian with +55', '+55 11 91234-5678', 'BR', null],
    ['part 2 §5: Brazilian mobile must start with 9', '(11) 81234-5678', 'BR', 'errors:validation.phone'],
    ['part 2 §5: Brazilian area code cannot contain 0', '(10) 3456-7890', 'BR', 'errors:validation.phone'],
    ['part 2 §5: Brazilian number too short', '(11) 3456-789', 'BR', 'errors:validation.phone'],
    ['part 2 §5: Brazilian number too long', '(11) 912345-6789', 'BR', 'errors:validation.phone'],
    ['part 2 §5: generic Colombian mobile', '+57 300 123 4567', 'CO', null],
    ['part 2 §5: generic Peruvian mobile', '987 654 321', 'PE', null],
    ['part 2 §5: generic too short', '12345', 'CO', 'errors:validation.phone'],
    ['part 2 §5: generic too long for E.164', '+1234567890123456', 'MX', 'errors:validation.phone'],
    ['part 2 §5: letters', '300-ABC-4567', 'CO', 'errors:validation.phone'],
    ['part 2 §5: empty', '', 'BR', 'errors:validation.phone'],
  ])('%s', (_section, phone, country, expected) => {
    expect(phoneError(phone, country)).toBe(expected);
  });
});

describe('brazilianZipError', () => {
  it.each<[string, string, ReturnType<typeof brazilianZipError>]>([
    ['part 2 §5: masked 00000-000, 9 characters', '01310-100', null],
    ['part 2 §5: 8 digits without the dash', '01310100', null],
    ['part 2 §5: 7 digits', '1310-100', 'errors:validation.zip'],
    ['part 2 §5: 9 digits', '01310-1000', 'errors:validation.zip'],
    ['part 2 §5: letters', '0131A-100', 'errors:validation.zip'],
    ['part 2 §5: empty', '', 'errors:validation.zip'],
  ])('%s', (_section, zip, expected) => {
    expect(brazilianZipError(zip)).toBe(expected);
  });
});

describe('stateError', () => {
  it.each<[string, string, PaymentMethod, ReturnType<typeof stateError>]>([
    ['part 2 §5: Brazilian state SP', 'SP', 'boleto', null],
    ['part 2 §5: Brazilian state up to 4 characters', 'SP-1', 'creditCard', null],
    ['part 2 §5: Brazilian state of 5 characters', 'SPAUL', 'creditCard', 'errors:validation.state'],
    ['part 2 §5: Brazilian state required', ' ', 'boleto', 'errors:validation.state'],
    ['part 2 §5: cash takes 2 letters', 'DF', 'cash', null],
    ['part 2 §5: bankTransfer refuses 3 letters', 'CDM', 'bankTransfer', 'errors:validation.state'],
    ['part 2 §5: nequi refuses a digit', 'A1', 'nequi', 'errors:validation.state'],
    ['part 2 §5: yape refuses 1 letter', 'L', 'yape', 'errors:validation.state'],
  ])('%s', (_section, state, method, expected) => {
    expect(stateError(state, method)).toBe(expected);
  });

  it.each<[string, PaymentMethod, boolean]>([
    ['part 2 §5: cash uses a 2-letter state', 'cash', true],
    ['part 2 §5: bankTransfer uses a 2-letter state', 'bankTransfer', true],
    ['part 2 §5: nequi uses a 2-letter state', 'nequi', true],
    ['part 2 §5: yape uses a 2-letter state', 'yape', true],
    ['part 2 §5: boleto uses the Brazilian state', 'boleto', false],
  ])('%s', (_section, method, expected) => {
    expect(usesTwoLetterState(method)).toBe(expected);
  });
});

describe('dniError', () => {
  it.each<[string, string, ReturnType<typeof dniError>]>([
    ['part 2 §5: Peruvian DNI, 8 digits', '45678912', null],
    ['part 2 §5: Colombian CC with dots', '1.020.304.050', null],
    ['part 2 §5: Chilean RUT with K', '12.345.678-K', null],
    ['part 2 §5: Mexican CURP, 18 characters', 'GODE561231HDFRRN09', null],
    ['part 2 §5: empty', '', 'errors:validation.dni'],
    ['part 2 §5: 2 characters', '12', 'errors:validation.dni'],
    ['part 2 §5: symbols', '1234#5678', 'errors:validation.dni'],
  ])('%s', (_section, dni, expected) => {
    expect(dniError(dni)).toBe(expected);
  });
});
