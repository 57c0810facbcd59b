/**
 * The VAT widget's sub-steps as a pure state machine (part 1 §4, §5, §8):
 * selectCountry -> ifHasVat -> addVatNumber -> result.
 * - An exempt code (OEU, CAI, FRG) goes straight to result: country OE, 0 %.
 * - The Netherlands goes straight to result with its fee: the fee applies at once, a Dutch VAT number does
 *   not remove it, so the widget does not ask for one.
 * - Any other country asks whether the buyer has a VAT number: no -> result with the country fee;
 *   yes -> addVatNumber, whose format is checked here before the store asks the gateway.
 */
import type { VatChoice } from '~/domain/vat';
import { isVatExemptCode, NETHERLANDS_CODE, vatPrefixFor, type VatCountryEntry } from '~/domain/vat-countries';
import type { VatFormatCheck, VatNumberError } from '~/domain/vat-formats';

/** The gateway's answer to a number check (part 1 §7). */
export interface VatNumberCheck {
  valid: boolean;
  vat_number: string;
  country_code: string;
  company_name: string;
  company_address: string;
}

export type VatNumberRejected = { key: 'errors:vat.invalid'; params: { vatNumber: string } };

export type VatWidgetState =
  | { step: 'selectCountry'; error: { key: 'errors:validation.vat_country_required' } | null }
  | { step: 'ifHasVat'; country: VatCountryEntry }
  | {
      step: 'addVatNumber';
      country: VatCountryEntry;
      /** Set while the gateway checks this number: prefix plus compact number, e.g. 'DE143454214'. */
      checking: string | null;
      error: VatNumberError | VatNumberRejected | null;
    }
  | {
      step: 'result';
      country: VatCountryEntry;
      choice: VatChoice;
      /** The 'valid number' notice after a successful check. */
      notice: { key: 'errors:vat.valid'; params: { vatNumber: string } } | null;
    };

export type VatWidgetEvent =
  | { type: 'selectCountry'; entry: VatCountryEntry | null }
  | { type: 'answerHasVat'; hasVat: boolean }
  /** `formats`: the format check of vat-formats.ts, which the caller loads with the number step. */
  | { type: 'submitVatNumber'; vatNumber: string; formats: VatFormatCheck }
  | { type: 'vatNumberChecked'; check: VatNumberCheck }
  /** The check request itself failed; the store shows the request error, the number may be sent again. */
  | { type: 'vatNumberCheckFailed' }
  | { type: 'back' };

/** Where the widget starts. */
export const VAT_WIDGET_START: VatWidgetState = { step: 'selectCountry', error: null };

function result(country: VatCountryEntry, choice: VatChoice): VatWidgetState {
  return { step: 'result', country, choice, notice: null };
}

function onSelectCountry(entry: VatCountryEntry | null): VatWidgetState {
  if (!entry) return { step: 'selectCountry', error: { key: 'errors:validation.vat_country_required' } };
  const code = entry.country_code.trim().toUpperCase();
  if (isVatExemptCode(code)) return result(entry, { kind: 'exempt', code });
  if (code === NETHERLANDS_CODE) return result(entry, { kind: 'countryFee', countryCode: code, percentage: entry.fee });
  return { step: 'ifHasVat', country: entry };
}

function onChecked(country: VatCountryEntry, checking: string, check: VatNumberCheck): VatWidgetState {
  if (!check.valid) {
    return { step: 'addVatNumber', country, checking: null, error: { key: 'errors:vat.invalid', params: { vatNumber: checking } } };
  }
  const countryCode = (check.country_code || country.country_code).toUpperCase();
  const prefix = vatPrefixFor(countryCode);
  const number = check.vat_number.toUpperCase().replace(/[^A-Z0-9+*]/g, '') || checking;
  const completed = number.startsWith(prefix) ? number : `${prefix}${number}`;
  return {
    step: 'result',
    country,
    choice: {
      kind: 'vatNumber',
      countryCode: country.country_code,
      vatNumber: completed.slice(prefix.length),
      vatNumberCompleted: completed,
      companyName: check.company_name,
      companyAddress: check.company_address,
    },
    notice: { key: 'errors:vat.valid', params: { vatNumber: completed } },
  };
}

/**
 * The next state of the widget; an event that does not apply to the current step leaves it unchanged.
 * Example: vatWidgetNext(VAT_WIDGET_START, { type: 'selectCountry', entry: { company_name: 'NL', country_code: 'NL', fee: 21 } }).step === 'result'.
 */
export function vatWidgetNext(state: VatWidgetState, event: VatWidgetEvent): VatWidgetState {
  switch (event.type) {
    case 'selectCountry':
      return state.step === 'selectCountry' ? onSelectCountry(event.entry) : state;
    case 'answerHasVat':
      if (state.step !== 'ifHasVat') return state;
      return event.hasVat
        ? { step: 'addVatNumber', country: state.country, checking: null, error: null }
        : result(state.country, { kind: 'countryFee', countryCode: state.country.country_code.toUpperCase(), percentage: state.country.fee });
    case 'submitVatNumber': {
      if (state.step !== 'addVatNumber' || state.checking !== null) return state;
      const error = event.formats.vatNumberError(state.country.country_code, event.vatNumber);
      if (error) return { ...state, error };
      const compact = event.formats.compactVatNumber(state.country.country_code, event.vatNumber) ?? '';
      return { ...state, error: null, checking: `${vatPrefixFor(state.country.country_code)}${compact}` };
    }
    case 'vatNumberChecked':
      return state.step === 'addVatNumber' && state.checking !== null ? onChecked(state.country, state.checking, event.check) : state;
    case 'vatNumberCheckFailed':
      return state.step === 'addVatNumber' ? { ...state, checking: null } : state;
    case 'back':
      if (state.step === 'addVatNumber') return { step: 'ifHasVat', country: state.country };
      if (state.step === 'selectCountry') return state;
      return VAT_WIDGET_START;
  }
}
