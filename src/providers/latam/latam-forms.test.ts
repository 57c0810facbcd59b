import { describe, expect, it } from 'vitest';
import { EMPTY_LATAM_VALUES, latamErrors, latamInputs, latamPayment, latamPhoneParts, type LatamValues } from './latam-forms';

const PSE: LatamValues = {
  ...EMPTY_LATAM_VALUES,
  email: 'camilo@sandbox.test',
  bankCode: '1007',
  personType: 'N',
  identificationCode: 'CC',
  identificationValue: '1020304050',
  dni: '1020304050',
  phone: '300 123 4567',
};
const YAPE: LatamValues = { ...EMPTY_LATAM_VALUES, email: 'lucia@sandbox.test', dni: '45678912', phone: '987 654 321', yapeCode: '123456' };

const keys = (errors: { field: string; key: string }[]) => errors.map((error) => [error.field, error.key]);

describe('provider U local forms: the inputs of each method (part 2 §3, §5)', () => {
  it.each([
    ['cash', 'MXN', ['state']],
    ['bankTransfer', 'MXN', ['state']],
    ['bankTransfer', 'COP', ['email', 'bankCode', 'personType', 'identificationCode', 'identificationValue', 'dni', 'phone', 'state']],
    ['nequi', 'COP', ['email', 'dni', 'phone', 'state']],
    ['yape', 'PEN', ['email', 'dni', 'phone', 'yapeCode', 'state']],
  ] as const)('%s in %s shows %j', (method, currency, inputs) => {
    expect(latamInputs(method, currency)).toEqual(inputs);
  });
});

describe('provider U local forms: every required-field rule with its message (part 2 §5)', () => {
  it('part 2 §5: the COP bank transfer requires email, bank, person type, identification type and number, dni, phone', () => {
    expect(keys(latamErrors('bankTransfer', 'COP', EMPTY_LATAM_VALUES))).toEqual([
      ['email', 'errors:validation.email'],
      ['bankCode', 'errors:validation.bank_required'],
      ['personType', 'errors:validation.person_type_required'],
      ['identificationCode', 'errors:validation.identification_type_required'],
      ['identificationValue', 'errors:validation.required'],
      ['dni', 'errors:validation.dni'],
      ['phone', 'errors:validation.phone'],
    ]);
    expect(latamErrors('bankTransfer', 'COP', PSE)).toEqual([]);
  });

  it('part 2 §5: person type is N or J and the identification type one of CC, CE, NIT, TI, PP, RC, DE', () => {
    expect(keys(latamErrors('bankTransfer', 'COP', { ...PSE, personType: 'X', identificationCode: 'DNI' }))).toEqual([
      ['personType', 'errors:validation.person_type_required'],
      ['identificationCode', 'errors:validation.identification_type_required'],
    ]);
    for (const code of ['CC', 'CE', 'NIT', 'TI', 'PP', 'RC', 'DE']) expect(latamErrors('bankTransfer', 'COP', { ...PSE, identificationCode: code })).toEqual([]);
    expect(latamErrors('bankTransfer', 'COP', { ...PSE, personType: 'J', identificationCode: 'NIT' })).toEqual([]);
  });

  it('part 2 §5: Nequi requires email, dni and phone', () => {
    expect(keys(latamErrors('nequi', 'COP', EMPTY_LATAM_VALUES))).toEqual([
      ['email', 'errors:validation.email'],
      ['dni', 'errors:validation.dni'],
      ['phone', 'errors:validation.phone'],
    ]);
    expect(latamErrors('nequi', 'COP', { ...EMPTY_LATAM_VALUES, email: 'a@b.co', dni: '1020304050', phone: '3001234567' })).toEqual([]);
  });

  it('part 2 §5: Yape requires email, dni, phone and the code, which is 6 digits', () => {
    expect(keys(latamErrors('yape', 'PEN', EMPTY_LATAM_VALUES))).toEqual([
      ['email', 'errors:validation.email'],
      ['dni', 'errors:validation.dni'],
      ['phone', 'errors:validation.phone'],
      ['yapeCode', 'errors:validation.yape_code_required'],
    ]);
    expect(keys(latamErrors('yape', 'PEN', { ...YAPE, yapeCode: '12345' }))).toEqual([['yapeCode', 'payment:errors.yape_code']]);
    expect(latamErrors('yape', 'PEN', YAPE)).toEqual([]);
  });

  it('part 2 §5: the state is 2 letters; cash requires it, the others check it only when typed', () => {
    expect(keys(latamErrors('cash', 'ARS', EMPTY_LATAM_VALUES))).toEqual([['state', 'errors:validation.state']]);
    expect(keys(latamErrors('cash', 'ARS', { ...EMPTY_LATAM_VALUES, state: 'B1' }))).toEqual([['state', 'errors:validation.state']]);
    expect(latamErrors('cash', 'ARS', { ...EMPTY_LATAM_VALUES, state: 'ba' })).toEqual([]);
    expect(latamErrors('bankTransfer', 'MXN', EMPTY_LATAM_VALUES)).toEqual([]);
    expect(keys(latamErrors('nequi', 'COP', { ...PSE, state: 'ANT' }))).toEqual([['state', 'errors:validation.state']]);
  });

  it('part 2 §3: a phone longer than the body takes is refused as a wrong phone', () => {
    expect(keys(latamErrors('nequi', 'COP', { ...PSE, phone: '3001234567890' }))).toEqual([['phone', 'errors:validation.phone']]);
  });
});

describe('provider U local forms: the payment body (part 2 §7)', () => {
  it('part 2 §7: the COP transfer sends the PSE block, dni, phone and the state', () => {
    expect(latamPayment('bankTransfer', 'COP', { ...PSE, state: 'an' })).toEqual({
      bankTransfer: { email: 'camilo@sandbox.test', bankCode: '1007', personType: 'N', identificationCode: 'CC', identificationValue: '1020304050' },
      dni: '1020304050',
      phone: { area_code: '', number: '3001234567' },
      state: 'AN',
    });
  });

  it('part 2 §7: Yape sends the payer e-mail, dni, phone and yape_code; cash only the state; SPEI nothing', () => {
    expect(latamPayment('yape', 'PEN', YAPE)).toEqual({ email: 'lucia@sandbox.test', dni: '45678912', phone: { area_code: '', number: '987654321' }, yape_code: '123456' });
    expect(latamPayment('cash', 'MXN', { ...EMPTY_LATAM_VALUES, state: 'cx' })).toEqual({ state: 'CX' });
    expect(latamPayment('bankTransfer', 'MXN', EMPTY_LATAM_VALUES)).toEqual({});
  });

  it.each([
    ['+57 300 123 4567', 'CO', '3001234567'],
    ['3001234567', 'CO', '3001234567'],
    ['+51 987 654 321', 'PE', '987654321'],
    ['987-654-321', 'PE', '987654321'],
  ] as const)('part 2 §3: the phone %s (%s) is sent without its country code', (phone, country, number) => {
    expect(latamPhoneParts(phone, country)).toEqual({ area_code: '', number });
  });
});
