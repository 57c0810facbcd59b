import { computed } from 'nanostores';
import type { VatChoice } from '~/domain/vat';
import { vatPrefixFor } from '~/domain/vat-countries';
import { $lang } from '../session';
import { $vatAttention, $vatCountryCode, $vatNumberInput, $vatRequest, $vatVisible, $vatWidget } from './widget';
import { $vatCountries, $vatCountryOptions, vatCountryOption, type VatCountryOption } from './countries';

/** A text to show: a translation key and its values. */
export interface VatText { key: string; values?: Record<string, string> }

/** Everything the VAT widget shows (part 1 §4, §5, §8), so the island only renders. */
export interface VatView {
  visible: boolean;
  step: 'selectCountry' | 'ifHasVat' | 'addVatNumber' | 'result';
  countries: { status: 'idle' | 'loading' | 'ready' | 'failed'; options: VatCountryOption[]; messageKey: string | null };
  countryCode: string;
  /** The country of the current sub-step, named for the page language. */
  country: VatCountryOption | null;
  numberInput: string;
  /** VAT prefix of the country (EL for Greece), shown beside the number input. */
  numberPrefix: string | null;
  /** The sub-step's validation or registry message. */
  error: VatText | null;
  busy: 'fee' | 'number' | null;
  /** A call that failed on the way: its message, with a retry. */
  failureKey: string | null;
  attentionKey: string | null;
  result: { lines: VatText[]; notice: VatText | null } | null;
}

function resultLines(choice: VatChoice, lang: string): VatText[] {
  switch (choice.kind) {
    case 'exempt':
      return [{ key: 'checkout:vat.exempt' }];
    case 'countryFee':
      return [{ key: 'checkout:vat.result_rate', values: { percentage: new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(choice.percentage) } }];
    case 'vatNumber':
      return [
        { key: 'checkout:vat.reverse_charge' },
        { key: 'checkout:vat.number_result', values: { vatNumber: choice.vatNumberCompleted } },
        ...(choice.companyName ? [{ key: 'checkout:vat.company', values: { name: choice.companyName } }] : []),
      ];
  }
}

export const $vatView = computed(
  [$vatVisible, $vatWidget, $vatCountries, $vatCountryOptions, $vatCountryCode, $vatNumberInput, $vatRequest, $vatAttention, $lang],
  (visible, widget, countries, options, countryCode, numberInput, request, attention, lang): VatView => {
    const country = widget.step === 'selectCountry' ? null : vatCountryOption(widget.country, lang);
    const error = widget.step === 'selectCountry' || widget.step === 'addVatNumber' ? widget.error : null;
    return {
      visible,
      step: widget.step,
      countries: { status: countries.status, options, messageKey: countries.status === 'failed' ? countries.messageKey : null },
      countryCode,
      country,
      numberInput,
      numberPrefix: widget.step === 'addVatNumber' ? vatPrefixFor(widget.country.country_code) : null,
      error: error ? { key: error.key, values: 'params' in error ? error.params : undefined } : null,
      busy: request.status === 'loading' ? request.task : null,
      failureKey: request.status === 'failed' ? request.messageKey : null,
      attentionKey: attention,
      result: widget.step === 'result'
        ? { lines: resultLines(widget.choice, lang), notice: widget.notice ? { key: widget.notice.key, values: widget.notice.params } : null }
        : null,
    };
  },
);
