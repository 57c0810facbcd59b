import { useStore } from '@nanostores/react';
import { countryName } from '~/i18n/country-name';
import { $lang, $priceCountry } from '~/stores/checkout/session';
import { useT } from '../i18n';

/** Says whose prices the cart shows when they are not the ones the link asked for (decision 019). */
export function PriceCountryNote() {
  const t = useT();
  const priceCountry = useStore($priceCountry);
  const lang = useStore($lang);
  if (!priceCountry) return null;
  return <p className="cart__note" role="note">{t('checkout:cart.prices_for', { country: countryName(priceCountry.country, lang) ?? priceCountry.country })}</p>;
}
