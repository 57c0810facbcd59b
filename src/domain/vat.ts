/**
 * VAT amounts, the VAT state and what it feeds: the invoice note and the block on moving to payment
 * (part 1 §3, §4, §8, §9; part 2 §3, §5). The country list is in vat-countries.ts, the widget in vat-widget.ts.
 */
import type { CurrencyCode } from '~/domain/currencies';
import { percentOfCents } from '~/domain/money';
import { VAT_EXEMPT_COUNTRY, type VatExemptCode } from '~/domain/vat-countries';

/**
 * VAT on an amount: amount x percent / 100, rounded half away from zero to the cent (part 1 §9).
 * `cents` is integer minor units, `percent` a percent such as 21 or 25.5; the result is cents.
 * Example: vatAmount(5900, 21) === 1239 (59.00 -> 12.39); vatAmount(1999, 5.5) === 110 (109.945 -> 1.10).
 */
export function vatAmount(cents: number, percent: number): number {
  // One rounding rule for the whole checkout: money.ts works in integers, so 109.945 is not lost to float error.
  return percentOfCents(cents, percent);
}

/** The VAT state of part 1 §3 / part 2 §3; `null` means "not chosen yet". Amounts are VAT in cents. */
export interface VatState {
  percentage: number | null;
  vatNumberCompleted: string | null;
  vatNumber: string | null;
  vatCountry: string | null;
  vatCompanyName: string | null;
  vatCompanyAddress: string | null;
  amount: number | null;
  amountFirstMonth: number | null;
  amountWithoutCoupon: number | null;
}

/** The state before any choice: every field null, so it is not valid. */
export const EMPTY_VAT_STATE: Readonly<VatState> = Object.freeze({
  percentage: null,
  vatNumberCompleted: null,
  vatNumber: null,
  vatCountry: null,
  vatCompanyName: null,
  vatCompanyAddress: null,
  amount: null,
  amountFirstMonth: null,
  amountWithoutCoupon: null,
});

/** A finished choice of the VAT widget (see vat-widget.ts). */
export type VatChoice =
  | { kind: 'exempt'; code: VatExemptCode }
  | { kind: 'countryFee'; countryCode: string; percentage: number }
  | {
      kind: 'vatNumber';
      countryCode: string;
      /** The number as the gateway returned it, without the country prefix. */
      vatNumber: string;
      /** Prefix plus number, e.g. 'DE143454214'. */
      vatNumberCompleted: string;
      companyName: string;
      companyAddress: string;
    };

/** The amounts VAT is computed on, in cents; pass `amount` again where a product has no first month or coupon. */
export interface VatBases {
  amount: number;
  amountFirstMonth: number;
  amountWithoutCoupon: number;
}

/**
 * The VAT percent of a choice: exempt codes 0, a country fee its fee, a valid VAT number 0
 * (reverse charge: the business accounts for VAT itself; the Netherlands never reaches this, part 1 §4).
 * Example: vatPercentageOf({ kind: 'countryFee', countryCode: 'DE', percentage: 19 }) === 19.
 */
export function vatPercentageOf(choice: VatChoice): number {
  return choice.kind === 'countryFee' ? choice.percentage : 0;
}

/**
 * Builds a complete VAT state from a choice. Fields that do not apply to the choice are '' (not null),
 * because the state counts as valid only when every field is non-null (part 1 §3).
 * Example: vatStateFromChoice({ kind: 'exempt', code: 'CAI' }, bases).vatCountry === 'OE'.
 */
export function vatStateFromChoice(choice: VatChoice, bases: VatBases): VatState {
  const percentage = vatPercentageOf(choice);
  const amounts = {
    amount: vatAmount(bases.amount, percentage),
    amountFirstMonth: vatAmount(bases.amountFirstMonth, percentage),
    amountWithoutCoupon: vatAmount(bases.amountWithoutCoupon, percentage),
  };
  switch (choice.kind) {
    case 'exempt':
      return { percentage, vatNumberCompleted: '', vatNumber: '', vatCountry: VAT_EXEMPT_COUNTRY, vatCompanyName: '', vatCompanyAddress: '', ...amounts };
    case 'countryFee':
      return { percentage, vatNumberCompleted: '', vatNumber: '', vatCountry: choice.countryCode, vatCompanyName: '', vatCompanyAddress: '', ...amounts };
    case 'vatNumber':
      return {
        percentage,
        vatNumberCompleted: choice.vatNumberCompleted,
        vatNumber: choice.vatNumber,
        vatCountry: choice.countryCode,
        vatCompanyName: choice.companyName,
        vatCompanyAddress: choice.companyAddress,
        ...amounts,
      };
  }
}

/** True only when every field of the state is non-null (part 1 §3). Example: isVatStateValid(EMPTY_VAT_STATE) === false. */
export function isVatStateValid(state: VatState): boolean {
  return Object.values(state).every((value) => value !== null && value !== undefined);
}

/** The vat_details note of the invoice (part 2 §3); every field optional because empty values are dropped. */
export interface VatInvoiceNote {
  number_completed?: string;
  number?: string;
  country?: string;
  fee?: number;
}

/**
 * The invoice's vat_details note: EUR only, with null and empty values dropped (part 2 §3, §5).
 * A fee of 0 is kept: it records an exempt or reverse-charge choice. Returns null when nothing is left.
 * Example: vatInvoiceNote('EUR', stateFor('DE', 19)) -> { country: 'DE', fee: 19 }; vatInvoiceNote('USD', s) -> null.
 */
export function vatInvoiceNote(currency: CurrencyCode, state: VatState): VatInvoiceNote | null {
  if (currency !== 'EUR') return null;
  const note: VatInvoiceNote = {};
  if (state.vatNumberCompleted) note.number_completed = state.vatNumberCompleted;
  if (state.vatNumber) note.number = state.vatNumber;
  if (state.vatCountry) note.country = state.vatCountry;
  if (state.percentage !== null && Number.isFinite(state.percentage)) note.fee = state.percentage;
  return Object.keys(note).length > 0 ? note : null;
}

/**
 * Blocks step 1 -> 2 for EUR until a country fee or a valid VAT number is chosen (part 1 §4, §8).
 * Example: vatChoiceBlock('EUR', EMPTY_VAT_STATE) === 'errors:vat.choice_required'; vatChoiceBlock('BRL', EMPTY_VAT_STATE) === null.
 */
export function vatChoiceBlock(currency: CurrencyCode, state: VatState): 'errors:vat.choice_required' | null {
  return currency === 'EUR' && !isVatStateValid(state) ? 'errors:vat.choice_required' : null;
}
