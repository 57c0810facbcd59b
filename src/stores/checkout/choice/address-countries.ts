import { computed } from 'nanostores';
import { EUROPEAN_ADDRESS_COUNTRIES, OTHER_ADDRESS_COUNTRIES } from '~/domain/address-countries';
import { countryName } from '~/i18n/country-name';
import { $lang } from '../session';

export interface AddressCountryOption {
  code: string;
  name: string;
}

/** The country select's two groups: Europe, then the rest of the world (decision 025). */
export interface AddressCountryGroups {
  europe: AddressCountryOption[];
  others: AddressCountryOption[];
}

function named(codes: readonly string[], lang: string): AddressCountryOption[] {
  const collator = new Intl.Collator(lang);
  return codes
    .map((code) => ({ code, name: countryName(code, lang) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The EUR address's countries (part 2 §3, §5), named in the page language and sorted by name in each group.
 * Example: in pt, $addressCountryGroups.get().europe[0] is { code: 'AL', name: 'Albânia' }.
 */
export const $addressCountryGroups = computed($lang, (lang): AddressCountryGroups => ({
  europe: named(EUROPEAN_ADDRESS_COUNTRIES, lang),
  others: named(OTHER_ADDRESS_COUNTRIES, lang),
}));
