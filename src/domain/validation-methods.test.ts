import { describe, expect, it } from 'vitest';
import { cpfCnpjError, sepaErrors, type SepaForm } from '~/domain/validation-methods';

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
