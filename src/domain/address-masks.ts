/**
 * The Brazilian address block's masks (part 2 §5), apart from masks.ts so that the address block, which every EUR card
 * and SEPA buyer loads, does not bring the payment forms' masks and contact rules with it.
 */

/** One mask, as imask takes it: a pattern or a RegExp, with extra placeholder definitions when needed. */
export interface MaskSpec {
  mask: string | RegExp;
  definitions?: Readonly<Record<string, RegExp>>;
}

/** Brazilian zip: 8 digits shown as 00000-000, 9 characters with the dash (part 2 §5). */
export const BR_ZIP_MASK: MaskSpec = { mask: '00000-000' };

/** Brazilian address state: at most 4 characters (part 2 §5). */
export const BR_STATE_MASK: MaskSpec = { mask: /^.{0,4}$/ };
