import { describe, expect, it } from 'vitest';
import {
  bankTransferErrors, cpfCnpjError, nequiErrors, sepaErrors, yapeErrors, type BankTransferForm, type NequiForm, type SepaForm,
  type YapeForm,
} from '~/domain/validation-methods';

const keys = (errors: { field: string; key: string }[]): string[] => errors.map((e) => `${e.field}:${e.key}`);

describe('cpfCnpjError', () => {
  it.each<[string, string, ReturnType<typeof cpfCnpjError>]>([
    ['part 2 §5: a valid CPF', '529.982.247-25', null],
    ['part 2 §5: a valid CNPJ (Petrobras)', '33.000.167/0001-01', null],
    ['part 2 §5: a valid alphanumeric CNPJ', '12.ABC.345/01DE-35', null],
    ['part 2 §5: a CPF with a wrong check digit', '529.982.247-24', 'errors:validation.cpf_cnpj_invalid'],
    ['part 2 §5: neither length', '1234567890', 'errors:validation.cpf_cnpj_invalid'],
    ['part 2 §5: empty', '', 'errors:validation.cpf_cnpj_invalid'],
  ])('%s', (_section, value, expected) => {
    expect(cpfCnpjError(value)).toBe(expected);
  });
});

describe('sepaErrors', () => {
  it.each<[string, SepaForm, string[]]>([
    ['part 2 §5: owner and a real IBAN', { ownerName: 'Max Mustermann', ibanNumber: 'DE89 3704 0044 0532 0130 00' }, []],
    ['part 2 §5: owner name empty', { ownerName: ' ', ibanNumber: 'DE89370400440532013000' }, ['ownerName:errors:validation.sepa_owner_required']],
    ['part 2 §5: IBAN empty', { ownerName: 'Max Mustermann', ibanNumber: '' }, ['ibanNumber:errors:validation.sepa_iban_required']],
    ['part 2 §5: both empty, in field order', { ownerName: '', ibanNumber: ' ' }, [
      'ownerName:errors:validation.sepa_owner_required', 'ibanNumber:errors:validation.sepa_iban_required',
    ]],
    ['part 2 §5: an IBAN failing its check', { ownerName: 'Max', ibanNumber: 'DE89 3704 0044 0532 0130 01' }, ['ibanNumber:errors:validation.iban']],
  ])('%s', (_section, form, expected) => {
    expect(keys(sepaErrors(form))).toEqual(expected);
  });
});

describe('bankTransferErrors (COP)', () => {
  const good: BankTransferForm = {
    email: 'ana@example.co', bankCode: '1007', personType: 'N', identificationCode: 'CC', identificationValue: '1020304050',
    dni: '1020304050', phone: '+57 300 123 4567',
  };
  it.each<[string, Partial<BankTransferForm>, string[]]>([
    ['part 2 §5: a complete form', {}, []],
    ['part 2 §5: legal person J with a NIT', { personType: 'J', identificationCode: 'NIT' }, []],
    ['part 2 §5: every identification type is accepted: CE', { identificationCode: 'CE' }, []],
    ['part 2 §5: every identification type is accepted: TI', { identificationCode: 'TI' }, []],
    ['part 2 §5: every identification type is accepted: PP', { identificationCode: 'PP' }, []],
    ['part 2 §5: every identification type is accepted: RC', { identificationCode: 'RC' }, []],
    ['part 2 §5: every identification type is accepted: DE', { identificationCode: 'DE' }, []],
    ['part 2 §5: email required', { email: '' }, ['email:errors:validation.email']],
    ['part 2 §5: bank required', { bankCode: '' }, ['bankCode:errors:validation.bank_required']],
    ['part 2 §5: person type other than N or J', { personType: 'X' }, ['personType:errors:validation.person_type_required']],
    ['part 2 §5: unknown identification type', { identificationCode: 'RUT' }, ['identificationCode:errors:validation.identification_type_required']],
    ['part 2 §5: identification number required', { identificationValue: ' ' }, ['identificationValue:errors:validation.required']],
    ['part 2 §5: dni required', { dni: '' }, ['dni:errors:validation.dni']],
    ['part 2 §5: phone required', { phone: '' }, ['phone:errors:validation.phone']],
    ['part 2 §5: all missing, in field order', {
      email: '', bankCode: '', personType: '', identificationCode: '', identificationValue: '', dni: '', phone: '',
    }, [
      'email:errors:validation.email', 'bankCode:errors:validation.bank_required', 'personType:errors:validation.person_type_required',
      'identificationCode:errors:validation.identification_type_required', 'identificationValue:errors:validation.required',
      'dni:errors:validation.dni', 'phone:errors:validation.phone',
    ]],
  ])('%s', (_section, change, expected) => {
    expect(keys(bankTransferErrors({ ...good, ...change }))).toEqual(expected);
  });
});

describe('nequiErrors and yapeErrors', () => {
  const nequi: NequiForm = { email: 'ana@example.co', dni: '1020304050', phone: '3001234567' };
  const yape: YapeForm = { email: 'ana@example.pe', dni: '45678912', phone: '987654321', yapeCode: '123456' };

  it.each<[string, NequiForm, string[]]>([
    ['part 2 §5: Nequi complete', nequi, []],
    ['part 2 §5: Nequi needs email, dni and phone', { email: '', dni: '', phone: '' }, [
      'email:errors:validation.email', 'dni:errors:validation.dni', 'phone:errors:validation.phone',
    ]],
  ])('%s', (_section, form, expected) => {
    expect(keys(nequiErrors(form))).toEqual(expected);
  });

  it.each<[string, YapeForm, string[]]>([
    ['part 2 §5: Yape complete', yape, []],
    ['part 2 §5: Yape also needs the code', { ...yape, yapeCode: ' ' }, ['yapeCode:errors:validation.yape_code_required']],
    ['part 2 §5: Yape needs email, dni, phone and code', { email: 'x', dni: '', phone: '', yapeCode: '' }, [
      'email:errors:validation.email', 'dni:errors:validation.dni', 'phone:errors:validation.phone', 'yapeCode:errors:validation.yape_code_required',
    ]],
  ])('%s', (_section, form, expected) => {
    expect(keys(yapeErrors(form))).toEqual(expected);
  });
});
