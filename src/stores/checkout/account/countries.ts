import { atom, onMount } from 'nanostores';
import { getRegistrationCountries, type RegistrationCountry } from '~/api/account/registration-countries';
import { errorMessageKey } from '~/api/errors';
import { $officeLang } from '../session';
import { latestAnswer } from '~/stores/latest-answer';
import { onReset, resettable } from '~/stores/reset';

/* The registration form's country list (part 1 §3 "Country (subsidiary)", §7 get-subsidiaries data.data). */

export type CountriesState =
  | { state: 'loading' }
  | { state: 'ready'; countries: RegistrationCountry[] }
  | { state: 'failed'; messageKey: string };

let pending: Promise<void> | null = null;
/**
 * A load started before a page reset never writes into the page after it. Registered before the store's own reset,
 * so a shown list that its reset turns idle loads again at once.
 */
const loads = latestAnswer('page');
onReset('page', () => {
  pending = null;
});

export const $registrationCountries = resettable(atom<CountriesState>({ state: 'loading' }), 'page');


/**
 * Loads the list in the office language; a failure keeps the form usable and offers a retry
 * (the form's values are untouched). Concurrent calls share one request.
 *
 * @example await loadRegistrationCountries(); $registrationCountries.get() // { state: 'ready', countries: [...] }
 */
export function loadRegistrationCountries(): Promise<void> {
  pending ??= (async () => {
    const request = loads.next();
    $registrationCountries.set({ state: 'loading' });
    try {
      const countries = await getRegistrationCountries($officeLang.get());
      if (request.isLatest()) $registrationCountries.set({ state: 'ready', countries });
    } catch (failure) {
      if (request.isLatest()) $registrationCountries.set({ state: 'failed', messageKey: errorMessageKey(failure) });
    } finally {
      if (request.isLatest()) pending = null;
    }
  })();
  return pending;
}

// Loaded when the registration form first shows, not for logged-in buyers.
onMount($registrationCountries, () => {
  if ($registrationCountries.get().state !== 'ready') void loadRegistrationCountries();
});

/** The subsidiary id of an ISO country in the loaded list, or null. Example: subsidiaryIdOf('BR') === 1 (sandbox). */
export function subsidiaryIdOf(isoCode: string | null): number | null {
  const list = $registrationCountries.get();
  if (isoCode === null || list.state !== 'ready') return null;
  return list.countries.find((country) => country.iso_code === isoCode)?.id ?? null;
}
