import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import {
  EMPTY_VAT_STATE, isVatStateValid, vatAmount, vatChoiceBlock, vatInvoiceNote, vatPercentageOf, vatStateFromChoice,
  type VatBases, type VatChoice, type VatState,
} from '~/domain/vat';

describe('vatAmount', () => {
  it.each<[string, number, number, number]>([
    ['part 1 §9: 21 % of 59.00 is 12.39', 5900, 21, 1239],
    ['part 1 §9: 19 % of 87.90 is 16.701, so 16.70', 8790, 19, 1670],
    ['part 1 §9: 23 % of 149.00 is 34.27', 14900, 23, 3427],
    ['part 1 §9: a fractional rate, 25.5 % of 87.90 is 22.4145, so 22.41', 8790, 25.5, 2241],
    ['part 1 §9: 5.5 % of 19.99 is 1.09945, so 1.10', 1999, 5.5, 110],
    ['part 1 §9: half a cent rounds up (10 % of 10.05 is 1.005)', 1005, 10, 101],
    ['part 1 §9: 7.7 % of 33.33 is 2.56641, so 2.57', 3333, 7.7, 257],
    ['part 1 §9: 8.1 % of 10.00 is 0.81', 1000, 8.1, 81],
    ['part 1 §4: an exempt 0 % gives 0', 14900, 0, 0],
    ['part 1 §9: nothing to tax gives 0', 0, 21, 0],
  ])('%s', (_section, cents, percent, expected) => {
    expect(vatAmount(cents, percent)).toBe(expected);
  });
});

const bases: VatBases = { amount: 10000, amountFirstMonth: 5000, amountWithoutCoupon: 12000 };
const vatNumberChoice: VatChoice = {
  kind: 'vatNumber', countryCode: 'DE', vatNumber: '143454214', vatNumberCompleted: 'DE143454214',
  companyName: 'SAP SE', companyAddress: 'Dietmar-Hopp-Allee 16, Walldorf',
};

describe('vatStateFromChoice', () => {
  it.each<[string, VatChoice, Partial<VatState>]>([
    ['part 1 §4: an exempt code stores country OE at 0 %', { kind: 'exempt', code: 'CAI' },
      { vatCountry: 'OE', percentage: 0, amount: 0, amountFirstMonth: 0, amountWithoutCoupon: 0 }],
    ['part 1 §9: a country fee taxes every amount', { kind: 'countryFee', countryCode: 'DE', percentage: 19 },
      { vatCountry: 'DE', percentage: 19, amount: 1900, amountFirstMonth: 950, amountWithoutCoupon: 2280, vatNumber: '' }],
    ['part 1 §4: a valid VAT number keeps the company and charges 0 %', vatNumberChoice,
      { vatCountry: 'DE', percentage: 0, amount: 0, vatNumber: '143454214', vatNumberCompleted: 'DE143454214', vatCompanyName: 'SAP SE' }],
  ])('%s', (_section, choice, expected) => {
    const state = vatStateFromChoice(choice, bases);
    expect(state).toMatchObject(expected);
    expect(isVatStateValid(state)).toBe(true);
  });

  it.each<[string, VatChoice, number]>([
    ['part 1 §4: exempt codes are 0 %', { kind: 'exempt', code: 'OEU' }, 0],
    ['part 1 §4: the Netherlands charges its fee', { kind: 'countryFee', countryCode: 'NL', percentage: 21 }, 21],
    ['part 1 §4: a valid VAT number is reverse-charged at 0 %', vatNumberChoice, 0],
  ])('%s', (_section, choice, expected) => {
    expect(vatPercentageOf(choice)).toBe(expected);
  });
});

describe('isVatStateValid', () => {
  const complete = vatStateFromChoice({ kind: 'countryFee', countryCode: 'FR', percentage: 20 }, bases);
  it.each<[string, VatState, boolean]>([
    ['part 1 §3: nothing chosen is not valid', { ...EMPTY_VAT_STATE }, false],
    ['part 1 §3: every field set is valid', complete, true],
    ['part 1 §3: one null field makes it invalid', { ...complete, vatCompanyAddress: null }, false],
    ['part 1 §3: a null percentage makes it invalid', { ...complete, percentage: null }, false],
    ['part 1 §3: empty strings are non-null, so valid', { ...complete, vatNumber: '', vatCompanyName: '' }, true],
  ])('%s', (_section, state, expected) => {
    expect(isVatStateValid(state)).toBe(expected);
  });
});

describe('vatInvoiceNote', () => {
  const byNumber = vatStateFromChoice(vatNumberChoice, bases);
  const byFee = vatStateFromChoice({ kind: 'countryFee', countryCode: 'DE', percentage: 19 }, bases);
  const exempt = vatStateFromChoice({ kind: 'exempt', code: 'FRG' }, bases);
  it.each<[string, CurrencyCode, VatState, ReturnType<typeof vatInvoiceNote>]>([
    ['part 2 §3: a VAT number fills all four fields', 'EUR', byNumber, { number_completed: 'DE143454214', number: '143454214', country: 'DE', fee: 0 }],
    ['part 2 §5: empty values are dropped', 'EUR', byFee, { country: 'DE', fee: 19 }],
    ['part 2 §5: an exempt choice keeps country OE and fee 0', 'EUR', exempt, { country: 'OE', fee: 0 }],
    ['part 2 §5: no note outside EUR', 'USD', byNumber, null],
    ['part 2 §5: no note for BRL', 'BRL', byFee, null],
    ['part 2 §5: nothing chosen leaves no note', 'EUR', { ...EMPTY_VAT_STATE }, null],
  ])('%s', (_section, currency, state, expected) => {
    expect(vatInvoiceNote(currency, state)).toEqual(expected);
  });
});

describe('vatChoiceBlock', () => {
  const chosen = vatStateFromChoice({ kind: 'exempt', code: 'OEU' }, bases);
  it.each<[string, CurrencyCode, VatState, ReturnType<typeof vatChoiceBlock>]>([
    ['part 1 §4, §8: EUR without a VAT choice is blocked', 'EUR', { ...EMPTY_VAT_STATE }, 'errors:vat.choice_required'],
    ['part 1 §4, §8: EUR with a partly filled state is blocked', 'EUR', { ...chosen, amount: null }, 'errors:vat.choice_required'],
    ['part 1 §4: EUR with a choice moves on', 'EUR', chosen, null],
    ['part 1 §4: other currencies are never blocked', 'USD', { ...EMPTY_VAT_STATE }, null],
    ['part 1 §4: BRL is never blocked', 'BRL', { ...EMPTY_VAT_STATE }, null],
  ])('%s', (_section, currency, state, expected) => {
    expect(vatChoiceBlock(currency, state)).toBe(expected);
  });
});
