/**
 * Input masks of part 2 §5 as plain data in imask's notation ('0' is one digit; a RegExp mask limits the
 * whole value), plus choosers by digit count for the masks that come in pairs. The domain does not import
 * imask; an island passes these objects to it.
 */
import type { MaskSpec } from '~/domain/address-masks';

export { BR_STATE_MASK, BR_ZIP_MASK, type MaskSpec } from '~/domain/address-masks';

/** Card number: #### #### #### #### (part 2 §5). */
export const CARD_NUMBER_MASK: MaskSpec = { mask: '0000 0000 0000 0000' };
/** Cards of 17 to 19 digits exist (some Visa, Maestro, UnionPay); this continues the pattern so none is cut off. */
export const CARD_NUMBER_LONG_MASK: MaskSpec = { mask: '0000 0000 0000 0000 000' };

/** Expiry ##/## (MM/YY), part 2 §5. */
export const CARD_EXPIRY_MASK: MaskSpec = { mask: '00/00' };
/** Provider U's expiry ####/## (YYYY/MM), part 2 §5. */
export const CARD_EXPIRY_PROVIDER_U_MASK: MaskSpec = { mask: '0000/00' };
/** CVC: up to 4 digits (part 2 §5). */
export const CVC_MASK: MaskSpec = { mask: /^\d{0,4}$/ };

/** Brazilian phone, landline (##) ####-#### and mobile (##) #####-#### (part 2 §5). */
export const PHONE_LANDLINE_MASK: MaskSpec = { mask: '(00) 0000-0000' };
export const PHONE_MOBILE_MASK: MaskSpec = { mask: '(00) 00000-0000' };
/** The pair for imask's dynamic mode, shorter first. */
export const PHONE_MASKS: readonly MaskSpec[] = [PHONE_LANDLINE_MASK, PHONE_MOBILE_MASK];

/** The phone mask for a count of digits (area code included): up to 10 landline, 11 mobile. Example: phoneMask(11) === PHONE_MOBILE_MASK. */
export function phoneMask(digitCount: number): MaskSpec {
  return digitCount > 10 ? PHONE_MOBILE_MASK : PHONE_LANDLINE_MASK;
}

/** CPF ###.###.###-## (part 2 §5). */
export const CPF_MASK: MaskSpec = { mask: '000.000.000-00' };
/**
 * CNPJ ##.###.###/####-## (part 2 §5). The first 12 places ('X') also take letters: Brazil issues
 * alphanumeric CNPJs since July 2026 and a digits-only mask would keep those companies out. The check
 * digits stay numeric.
 */
export const CNPJ_MASK: MaskSpec = { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Za-z]/ } };
/** The pair for imask's dynamic mode, CPF first. */
export const CPF_CNPJ_MASKS: readonly MaskSpec[] = [CPF_MASK, CNPJ_MASK];

/**
 * CPF up to 11 characters of digits, CNPJ beyond or as soon as a letter appears.
 * Example: cpfCnpjMask('529.982.247-25') === CPF_MASK; cpfCnpjMask('11.222.333/0001-81') === CNPJ_MASK.
 */
export function cpfCnpjMask(value: string): MaskSpec {
  const compact = value.replace(/[^0-9A-Za-z]/g, '');
  return compact.length > 11 || /[A-Za-z]/.test(compact) ? CNPJ_MASK : CPF_MASK;
}

/** State for cash, bankTransfer, nequi and yape: 2 letters (part 2 §5). */
export const TWO_LETTER_STATE_MASK: MaskSpec = { mask: /^[A-Za-z]{0,2}$/ };
