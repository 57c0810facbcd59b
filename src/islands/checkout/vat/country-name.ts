import type { VatCountryOption } from '~/stores/checkout/vat/countries';
import type { T } from '../i18n';

/** The option's name: as the store named it, or its translation key ('Outside EU', Canary Islands, French Guiana). */
export function countryName(t: T, option: VatCountryOption): string {
  return option.name ?? t(option.nameKey ?? '');
}
