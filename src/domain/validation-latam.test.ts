import { describe, expect, it } from 'vitest';
import { bankTransferErrors, payerContactErrors, yapeErrors, type BankTransferForm, type PayerContactForm, type YapeForm } from '~/domain/validation-latam';

const keys = (errors: { field: string; key: string }[]): string[] => errors.map((e) => `${e.field}:${e.key}`);

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

describe('payerContactErrors (Nequi) and yapeErrors', () => {
  const nequi: PayerContactForm = { email: 'ana@example.co', dni: '1020304050', phone: '3001234567' };
  const yape: YapeForm = { email: 'ana@example.pe', dni: '45678912', phone: '987654321', yapeCode: '123456' };

  it.each<[string, PayerContactForm, string[]]>([
    ['part 2 §5: Nequi complete', nequi, []],
    ['part 2 §5: Nequi needs email, dni and phone', { email: '', dni: '', phone: '' }, [
      'email:errors:validation.email', 'dni:errors:validation.dni', 'phone:errors:validation.phone',
    ]],
  ])('%s', (_section, form, expected) => {
    expect(keys(payerContactErrors(form, 'CO'))).toEqual(expected);
  });

  it.each<[string, YapeForm, string[]]>([
    ['part 2 §5: Yape complete', yape, []],
    ['part 2 §5: Yape also needs the code', { ...yape, yapeCode: ' ' }, ['yapeCode:errors:validation.yape_code_required']],
    ['the Yape approval code has 6 digits', { ...yape, yapeCode: '12345' }, ['yapeCode:payment:errors.yape_code']],
    ['part 2 §5: Yape needs email, dni, phone and code', { email: 'x', dni: '', phone: '', yapeCode: '' }, [
      'email:errors:validation.email', 'dni:errors:validation.dni', 'phone:errors:validation.phone', 'yapeCode:errors:validation.yape_code_required',
    ]],
  ])('%s', (_section, form, expected) => {
    expect(keys(yapeErrors(form))).toEqual(expected);
  });
});
