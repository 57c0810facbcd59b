import { atom, computed, onMount } from 'nanostores';
import { errorMessageKey } from '~/api/errors';
import { listVatFees } from '~/api/vat/list-vat-fees';
import { isEuVatCountry, OUTSIDE_EU_CODE, withOutsideEu, type VatCountryEntry } from '~/domain/vat-countries';
import { countryName } from '~/i18n/country-name';
import { $lang } from '../session';
import { latestAnswer } from '~/stores/latest-answer';
import { onReset, resettable } from '~/stores/reset';

/** The gateway's VAT country list with the 'Outside EU' entry (part 1 §3, §7), as a status union. */
export type VatCountriesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; entries: VatCountryEntry[] }
  | { status: 'failed'; messageKey: string };

let loading: Promise<void> | null = null;
/**
 * A load started before a page reset never writes into the page after it. Registered before the store's own reset,
 * so a shown list that its reset turns idle loads again at once.
 */
const loads = latestAnswer('page');
onReset('page', () => {
  loading = null;
});

export const $vatCountries = resettable(atom<VatCountriesState>({ status: 'idle' }), 'page');

/** Entries that are not in the gateway's list but reach the widget from the IP locale (part 1 §3, §4). */
export const LOCALE_EXEMPT_ENTRIES: Readonly<Record<'CAI' | 'FRG', VatCountryEntry>> = {
  CAI: { company_name: 'Canarias', country_code: 'CAI', fee: 0 },
  FRG: { company_name: 'French Guiana', country_code: 'FRG', fee: 0 },
};

/** Name keys of the codes that are no ISO region. */
const NAME_KEYS: Record<string, string> = {
  [OUTSIDE_EU_CODE]: 'checkout:vat.outside_eu',
  CAI: 'checkout:vat.canary_islands',
  FRG: 'checkout:vat.french_guiana',
};

/** One option of the country select: an ISO country named in the page language, or a key to translate. */
export interface VatCountryOption { code: string; name: string | null; nameKey: string | null }


/** The option for an entry in the page language; the gateway's name when Intl does not know the code. */
export function vatCountryOption(entry: VatCountryEntry, lang: string): VatCountryOption {
  const code = entry.country_code.toUpperCase();
  const key = NAME_KEYS[code];
  if (key) return { code, name: null, nameKey: key };
  return { code, name: countryName(code, lang) ?? entry.company_name, nameKey: null };
}

/** The select's options, sorted by name in the page language, 'Outside EU' last. */
export const $vatCountryOptions = computed([$vatCountries, $lang], (state, lang): VatCountryOption[] => {
  if (state.status !== 'ready') return [];
  const options = state.entries.map((entry) => vatCountryOption(entry, lang));
  const named = options.filter((o) => o.name !== null).sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '', lang));
  return [...named, ...options.filter((o) => o.name === null)];
});


/** Loads the list once (a second call waits for the first); after a failure it may be called again (the retry). */
export function loadVatCountries(): Promise<void> {
  if ($vatCountries.get().status === 'ready') return Promise.resolve();
  loading ??= (async () => {
    const request = loads.next();
    $vatCountries.set({ status: 'loading' });
    try {
      const entries = withOutsideEu(await listVatFees());
      if (request.isLatest()) $vatCountries.set({ status: 'ready', entries });
    } catch (error) {
      if (request.isLatest()) $vatCountries.set({ status: 'failed', messageKey: errorMessageKey(error) });
    } finally {
      if (request.isLatest()) loading = null;
    }
  })();
  return loading;
}

/** The entry for a code: from the list, a locale-only exempt entry, or an EU code whose fee is still to be asked. */
export function findVatEntry(code: string): VatCountryEntry | null {
  const upper = code.trim().toUpperCase();
  const state = $vatCountries.get();
  const listed = state.status === 'ready' ? state.entries.find((e) => e.country_code.toUpperCase() === upper) : undefined;
  if (listed) return listed;
  if (upper === 'CAI' || upper === 'FRG') return LOCALE_EXEMPT_ENTRIES[upper];
  // Before the list arrives (a pick from the IP locale), an EU code still works: its fee is asked for anyway.
  return isEuVatCountry(upper) ? { company_name: upper, country_code: upper, fee: 0 } : null;
}

// The list is fetched when the widget first shows its options (EUR only), not on every checkout, and again
// whenever it is reset to idle while shown (a page reset keeps a mounted widget mounted).
onMount($vatCountryOptions, () => {
  const loadIfIdle = (state: VatCountriesState): void => {
    if (state.status === 'idle') void loadVatCountries();
  };
  loadIfIdle($vatCountries.get());
  return $vatCountries.listen(loadIfIdle);
});
