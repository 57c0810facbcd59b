import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import {
  BR_STATE_MASK, BR_ZIP_MASK, CARD_EXPIRY_MASK, CARD_EXPIRY_PROVIDER_U_MASK, CARD_NUMBER_LONG_MASK, CARD_NUMBER_MASK, CNPJ_MASK, CPF_CNPJ_MASKS,
  CPF_MASK, CVC_MASK, PHONE_LANDLINE_MASK, PHONE_MASKS, PHONE_MOBILE_MASK, TWO_LETTER_STATE_MASK, cpfCnpjMask, phoneMask,
  type MaskSpec,
} from '~/domain/masks';

type MaskOptions = Parameters<typeof IMask.pipe>[1];
/** Runs the data through imask itself, as an island will. */
const apply = (spec: MaskSpec | readonly MaskSpec[], value: string): string =>
  IMask.pipe(value, ('mask' in spec ? { ...spec } : { mask: spec.map((s) => ({ ...s })) }) as MaskOptions);

describe('mask data through imask', () => {
  it.each<[string, MaskSpec | readonly MaskSpec[], string, string]>([
    ['part 2 §5: card number #### #### #### ####', CARD_NUMBER_MASK, '4242424242424242', '4242 4242 4242 4242'],
    ['part 2 §5: card number stops at 16 digits', CARD_NUMBER_MASK, '42424242424242421', '4242 4242 4242 4242'],
    ['part 2 §5: long cards keep all 19 digits', CARD_NUMBER_LONG_MASK, '6205500000000000004', '6205 5000 0000 0000 004'],
    ['part 2 §5: expiry ##/##', CARD_EXPIRY_MASK, '0729', '07/29'],
    ['part 2 §5: provider U expiry ####/##', CARD_EXPIRY_PROVIDER_U_MASK, '202907', '2029/07'],
    ['part 2 §5: CVC up to 4 digits', CVC_MASK, '1234', '1234'],
    ['part 2 §5: CVC takes no fifth digit', CVC_MASK, '12345', '1234'],
    ['part 2 §5: CVC takes 3 digits', CVC_MASK, '123', '123'],
    ['part 2 §5: phone (##) ####-####', PHONE_LANDLINE_MASK, '1134567890', '(11) 3456-7890'],
    ['part 2 §5: phone (##) #####-####', PHONE_MOBILE_MASK, '11912345678', '(11) 91234-5678'],
    ['part 2 §5: the phone pair picks landline for 10 digits', PHONE_MASKS, '1134567890', '(11) 3456-7890'],
    ['part 2 §5: the phone pair picks mobile for 11 digits', PHONE_MASKS, '11912345678', '(11) 91234-5678'],
    ['part 2 §5: CPF ###.###.###-##', CPF_MASK, '52998224725', '529.982.247-25'],
    ['part 2 §5: CNPJ ##.###.###/####-##', CNPJ_MASK, '33000167000101', '33.000.167/0001-01'],
    ['part 2 §5: CNPJ takes the alphanumeric form', CNPJ_MASK, '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['part 2 §5: the CPF/CNPJ pair picks CPF for 11 digits', CPF_CNPJ_MASKS, '52998224725', '529.982.247-25'],
    ['part 2 §5: the CPF/CNPJ pair picks CNPJ for 14 digits', CPF_CNPJ_MASKS, '33000167000101', '33.000.167/0001-01'],
    ['part 2 §5: Brazilian zip is 9 characters with the dash', BR_ZIP_MASK, '01310100', '01310-100'],
  ])('%s', (_section, spec, typed, shown) => {
    expect(apply(spec, typed)).toBe(shown);
  });
});

describe('choosers', () => {
  it.each<[string, number, MaskSpec]>([
    ['part 2 §5: 10 digits are a landline', 10, PHONE_LANDLINE_MASK],
    ['part 2 §5: fewer digits still type as a landline', 4, PHONE_LANDLINE_MASK],
    ['part 2 §5: 11 digits are a mobile', 11, PHONE_MOBILE_MASK],
  ])('%s', (_section, digits, expected) => {
    expect(phoneMask(digits)).toBe(expected);
  });

  it.each<[string, string, MaskSpec]>([
    ['part 2 §5: 11 digits are a CPF', '529.982.247-25', CPF_MASK],
    ['part 2 §5: a partial entry starts as CPF', '5299', CPF_MASK],
    ['part 2 §5: 12 or more are a CNPJ', '33.000.167/0001', CNPJ_MASK],
    ['part 2 §5: a letter means an alphanumeric CNPJ', '12ABC', CNPJ_MASK],
  ])('%s', (_section, value, expected) => {
    expect(cpfCnpjMask(value)).toBe(expected);
  });

  it.each<[string, MaskSpec, string, string]>([
    ['part 2 §5: Brazilian state takes at most 4 characters', BR_STATE_MASK, 'SPAUL', 'SPAU'],
    ['part 2 §5: the cash, transfer, Nequi and Yape state takes 2 letters', TWO_LETTER_STATE_MASK, 'DFX', 'DF'],
    ['part 2 §5: the 2-letter state refuses digits', TWO_LETTER_STATE_MASK, 'L1', 'L'],
  ])('%s', (_section, mask, typed, shown) => {
    expect(apply(mask, typed)).toBe(shown);
  });
});
