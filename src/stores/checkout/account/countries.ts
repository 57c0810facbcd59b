import { atom, onMount } from 'nanostores';
import { getRegistrationCountries, type RegistrationCountry } from '~/api/account/registration-countries';
import { errorMessageKey } from '~/api/errors';
import { $officeLang } from '../session';
import { resettable } from '~/stores/reset';

/* The registration form's country list (part 1 §3 "Country (subsidiary)", §7 get-subsidiaries data.data). */

export type CountriesState =
  | { state: 'loading' }
  | { state: 'ready'; countries: RegistrationCountry[] }
  | { state: 'failed'; messageKey: string };

export const $registrationCountries = resettable(atom<CountriesState>({ state: 'loading' }), 'page');

let pending: Promise<void> | null = null;

/**
 * Loads the list in the office language; a failure keeps the form usable and offers a retry
 * (the form's values are untouched). Concurrent calls share one request.
 *
 * @example await loadRegistrationCountries(); $registrationCountries.get() // { state: 'ready', countries: [...] }
 */
export function loadRegistrationCountries(): Promise<void> {
  pending ??= (async () => {
    $registrationCountries.set({ state: 'loading' });
    try {
      $registrationCountries.set({ state: 'ready', countries: await getRegistrationCountries($officeLang.get()) });
    } catch (failure) {
      $registrationCountries.set({ state: 'failed', messageKey: errorMessageKey(failure) });
    } finally {
      pending = null;
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
