import { describe, expect, it } from 'vitest';
import {
  cardExpiryErrors, cardFormErrors, cardHolderError, cardNumberError, cvcError, splitCardExpiry, type CardExpiry,
  type CardField, type CardForm,
} from '~/domain/validation-card';

// 22 November 2026, local time.
const now = new Date(2026, 10, 22);

describe('splitCardExpiry', () => {
  it.each<[string, string, CardExpiry | null]>([
    ['part 2 §5: ##/## is month and two-digit year', '07/29', { month: 7, year: 2029 }],
    ['part 2 §5: provider U ####/## is year and month', '2029/07', { month: 7, year: 2029 }],
    ['part 2 §5: MM/YYYY is read too', '07/2029', { month: 7, year: 2029 }],
    ['part 2 §5: spaces are ignored', '07 / 29', { month: 7, year: 2029 }],
    ['part 2 §5: an incomplete mask is unreadable', '07/2', null],
    ['part 2 §5: no separator is unreadable', '0729', null],
    ['part 2 §5: empty', '', null],
  ])('%s', (_section, value, expected) => {
    expect(splitCardExpiry(value)).toEqual(expected);
  });
});

describe('cardExpiryErrors', () => {
  it.each<[string, string, string[]]>([
    ['part 2 §5: a future date passes', '07/29', []],
    ['part 2 §5: the current month is still valid', '11/26', []],
    ['part 2 §5: provider U form in the future', '2027/01', []],
    ['part 2 §8: month 13', '13/29', ['payment:errors.invalid_card_month']],
    ['part 2 §8: month 00', '00/29', ['payment:errors.invalid_card_month']],
    ['part 2 §8: last month of this year has passed', '10/26', ['payment:errors.invalid_card_month']],
    ['part 2 §8: last year', '12/25', ['payment:errors.invalid_card_year']],
    ['part 2 §8: bad month and past year together', '13/20', ['payment:errors.invalid_card_month', 'payment:errors.invalid_card_year']],
    ['part 2 §8: unreadable expiry', '1/2', ['payment:errors.expiry_date_invalid']],
  ])('%s', (_section, value, expected) => {
    expect(cardExpiryErrors(value, now)).toEqual(expected);
  });
});

describe('cvcError, cardHolderError, cardNumberError', () => {
  it.each<[string, string, string, ReturnType<typeof cvcError>]>([
    ['part 2 §5: Visa takes 3 digits', '123', '4242424242424242', null],
    ['part 2 §5: Amex takes 4 digits', '1234', '378282246310005', null],
    ['part 2 §5: Amex refuses 3 digits', '123', '378282246310005', 'payment:errors.invalid_cvc'],
    ['part 2 §5: Visa refuses 4 digits', '1234', '4242424242424242', 'payment:errors.invalid_cvc'],
    ['part 2 §5: an unknown brand takes 3 or 4', '1234', '6062826786276634', null],
    ['part 2 §5: 2 digits', '12', '6062826786276634', 'payment:errors.invalid_cvc'],
    ['part 2 §5: 5 digits', '12345', '6062826786276634', 'payment:errors.invalid_cvc'],
    ['part 2 §5: letters', '12a', '4242424242424242', 'payment:errors.invalid_cvc'],
  ])('%s', (_section, cvc, number, expected) => {
    expect(cvcError(cvc, number)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof cardHolderError>]>([
    ['part 2 §8: a holder name', 'ANA SOUZA', null],
    ['part 2 §8: blank', '  ', 'payment:errors.card_holder_missing'],
  ])('%s', (_section, name, expected) => {
    expect(cardHolderError(name)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof cardNumberError>]>([
    ['part 2 §8: a valid number', '4242 4242 4242 4242', null],
    ['part 2 §8: Luhn fails', '4242 4242 4242 4243', 'payment:errors.invalid_card_number'],
  ])('%s', (_section, number, expected) => {
    expect(cardNumberError(number)).toBe(expected);
  });
});

describe('cardFormErrors', () => {
  const good: CardForm = {
    number: '4242 4242 4242 4242', holderName: 'ANA SOUZA', validate: '07/29', cvc: '123',
    cpfOrCnpj: '529.982.247-25', phone: '(11) 91234-5678', dni: '12345678',
  };
  const bad: CardForm = { number: '4242', holderName: '', validate: '13/20', cvc: '1', cpfOrCnpj: '123', phone: '12', dni: '' };
  const all: CardField[] = ['dni', 'phone', 'cpfOrCnpj', 'cvc', 'validate', 'holderName', 'number'];

  it.each<[string, CardForm, CardField[], string[]]>([
    ['part 2 §5: a good card has no errors', good, all, []],
    ['part 2 §8: every error, in form order whatever the order asked', bad, all, [
      'number:payment:errors.invalid_card_number', 'holderName:payment:errors.card_holder_missing',
      'validate:payment:errors.invalid_card_month', 'validate:payment:errors.invalid_card_year', 'cvc:payment:errors.invalid_cvc',
      'cpfOrCnpj:errors:validation.cpf_cnpj_invalid', 'phone:errors:validation.phone', 'dni:errors:validation.dni',
    ]],
    ['part 2 §4.3: only the fields the provider checks', bad, ['number', 'cvc'], [
      'number:payment:errors.invalid_card_number', 'cvc:payment:errors.invalid_cvc',
    ]],
  ])('%s', (_section, form, fields, expected) => {
    expect(cardFormErrors(form, fields, now, 'BR').map((e) => `${e.field}:${e.key}`)).toEqual(expected);
  });
});
