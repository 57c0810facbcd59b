import { describe, expect, it } from 'vitest';
import type { VatCountryEntry } from '~/domain/vat-countries';
import { VAT_WIDGET_START, vatWidgetNext, type VatNumberCheck, type VatWidgetEvent, type VatWidgetState } from '~/domain/vat-widget';
import { compactVatNumber, vatNumberError } from './vat-formats';

const FORMATS = { vatNumberError, compactVatNumber };

const germany: VatCountryEntry = { company_name: 'Deutschland', country_code: 'DE', fee: 19 };
const greece: VatCountryEntry = { company_name: 'Greece', country_code: 'GR', fee: 24 };
const netherlands: VatCountryEntry = { company_name: 'Nederland', country_code: 'NL', fee: 21 };
const entry = (code: string): VatCountryEntry => ({ company_name: code, country_code: code, fee: 0 });

const sapCheck: VatNumberCheck = {
  valid: true, vat_number: '143454214', country_code: 'DE', company_name: 'SAP SE', company_address: 'Dietmar-Hopp-Allee 16, Walldorf',
};

const run = (events: VatWidgetEvent[], from: VatWidgetState = VAT_WIDGET_START): VatWidgetState =>
  events.reduce(vatWidgetNext, from);

describe('vatWidgetNext: which step comes next', () => {
  it.each<[string, VatWidgetEvent[], VatWidgetState['step']]>([
    ['part 1 §4: the widget starts at selectCountry', [], 'selectCountry'],
    ['part 1 §4: a taxable country asks whether there is a VAT number', [{ type: 'selectCountry', entry: germany }], 'ifHasVat'],
    ['part 1 §4: Outside EU (OEU) is exempt and goes to result', [{ type: 'selectCountry', entry: entry('OEU') }], 'result'],
    ['part 1 §4: Canary Islands (CAI) go to result', [{ type: 'selectCountry', entry: entry('CAI') }], 'result'],
    ['part 1 §4: French Guiana (FRG) goes to result', [{ type: 'selectCountry', entry: entry('FRG') }], 'result'],
    ['part 1 §4: the Netherlands applies its fee at once', [{ type: 'selectCountry', entry: netherlands }], 'result'],
    ['part 1 §4: "no VAT number" goes to result', [{ type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: false }], 'result'],
    ['part 1 §4: "has a VAT number" goes to addVatNumber', [{ type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: true }], 'addVatNumber'],
    ['part 1 §4: a valid check goes to result', [
      { type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: true },
      { type: 'submitVatNumber', vatNumber: 'DE 143 454 214', formats: FORMATS }, { type: 'vatNumberChecked', check: sapCheck },
    ], 'result'],
    ['part 1 §4: back from addVatNumber returns to ifHasVat', [
      { type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: true }, { type: 'back' },
    ], 'ifHasVat'],
    ['part 1 §4: back from ifHasVat returns to selectCountry', [{ type: 'selectCountry', entry: germany }, { type: 'back' }], 'selectCountry'],
    ['part 1 §4: back from result starts over', [{ type: 'selectCountry', entry: netherlands }, { type: 'back' }], 'selectCountry'],
    ['part 1 §4: an answer before a country is ignored', [{ type: 'answerHasVat', hasVat: true }], 'selectCountry'],
  ])('%s', (_section, events, step) => {
    expect(run(events).step).toBe(step);
  });
});

describe('vatWidgetNext: what the result holds', () => {
  it.each<[string, VatWidgetEvent[], object]>([
    ['part 1 §4: exempt CAI is country OE at 0 %', [{ type: 'selectCountry', entry: entry('CAI') }], { choice: { kind: 'exempt', code: 'CAI' } }],
    ['part 1 §4: the Netherlands takes its 21 % fee', [{ type: 'selectCountry', entry: netherlands }],
      { choice: { kind: 'countryFee', countryCode: 'NL', percentage: 21 } }],
    ['part 1 §4: no VAT number takes the country fee', [{ type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: false }],
      { choice: { kind: 'countryFee', countryCode: 'DE', percentage: 19 } }],
    ['part 1 §8: a valid number carries the company and the valid notice', [
      { type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: true },
      { type: 'submitVatNumber', vatNumber: '143454214', formats: FORMATS }, { type: 'vatNumberChecked', check: sapCheck },
    ], {
      choice: { kind: 'vatNumber', countryCode: 'DE', vatNumber: '143454214', vatNumberCompleted: 'DE143454214', companyName: 'SAP SE' },
      notice: { key: 'errors:vat.valid', params: { vatNumber: 'DE143454214' } },
    }],
    ['part 1 §9: a Greek number is completed with the EL prefix', [
      { type: 'selectCountry', entry: greece }, { type: 'answerHasVat', hasVat: true },
      { type: 'submitVatNumber', vatNumber: '094019245', formats: FORMATS },
      { type: 'vatNumberChecked', check: { valid: true, vat_number: '094019245', country_code: 'EL', company_name: 'OTE', company_address: 'Athens' } },
    ], { choice: { kind: 'vatNumber', vatNumber: '094019245', vatNumberCompleted: 'EL094019245' } }],
  ])('%s', (_section, events, expected) => {
    expect(run(events)).toMatchObject({ step: 'result', ...expected });
  });
});

describe('vatWidgetNext: errors', () => {
  const atNumber = run([{ type: 'selectCountry', entry: germany }, { type: 'answerHasVat', hasVat: true }]);
  it.each<[string, VatWidgetState, VatWidgetEvent[], object]>([
    ['part 1 §5: no country chosen', VAT_WIDGET_START, [{ type: 'selectCountry', entry: null }],
      { step: 'selectCountry', error: { key: 'errors:validation.vat_country_required' } }],
    ['part 1 §5: no number typed', atNumber, [{ type: 'submitVatNumber', vatNumber: ' ', formats: FORMATS }],
      { step: 'addVatNumber', checking: null, error: { key: 'errors:validation.vat_number_required' } }],
    ['part 1 §5: a malformed number is refused before the gateway', atNumber, [{ type: 'submitVatNumber', vatNumber: 'DE12', formats: FORMATS }],
      { step: 'addVatNumber', checking: null, error: { key: 'errors:validation.vat_format', params: { vatNumber: 'DE12' } } }],
    ['part 1 §7: a well-formed number is sent in its full form', atNumber, [{ type: 'submitVatNumber', vatNumber: 'de 143.454.214', formats: FORMATS }],
      { step: 'addVatNumber', checking: 'DE143454214', error: null }],
    ['part 1 §8: the gateway says invalid', atNumber, [
      { type: 'submitVatNumber', vatNumber: 'DE143454214', formats: FORMATS }, { type: 'vatNumberChecked', check: { ...sapCheck, valid: false } },
    ], { step: 'addVatNumber', checking: null, error: { key: 'errors:vat.invalid', params: { vatNumber: 'DE143454214' } } }],
    ['part 1 §8: a failed request lets the number be sent again', atNumber, [
      { type: 'submitVatNumber', vatNumber: 'DE143454214', formats: FORMATS }, { type: 'vatNumberCheckFailed' },
    ], { step: 'addVatNumber', checking: null }],
    ['part 1 §7: a second submit while checking is ignored', atNumber, [
      { type: 'submitVatNumber', vatNumber: 'DE143454214', formats: FORMATS }, { type: 'submitVatNumber', vatNumber: 'DE12', formats: FORMATS },
    ], { checking: 'DE143454214', error: null }],
    ['part 1 §7: a check answer without a pending check is ignored', atNumber, [{ type: 'vatNumberChecked', check: sapCheck }],
      { step: 'addVatNumber', checking: null }],
  ])('%s', (_section, from, events, expected) => {
    expect(run(events, from)).toMatchObject(expected);
  });
});
