import { request } from '~/api/request';
import { countryPricesResponseSchema, type CountryPrice } from './country-price-schema';

/** Country used when none is known (part 1 §7). */
export { DEFAULT_PRICE_COUNTRY } from '~/domain/price-country';
import { DEFAULT_PRICE_COUNTRY } from '~/domain/price-country';

/**
 * Part 1 §7: GET /us/office/api/country-prices/{countryId}?user_lang= — the plans' prices in the
 * country's currency, with USD references. Used by the plans pages at build time and by the checkout.
 *
 * The spec also lists an `api_token` query value. It is deliberately NOT sent: this module ships to the
 * browser and is inlined into static pages, so the token would be public (DESIGN.md "Security"). The
 * office must serve these public prices without it, or a build-time proxy must add it server-side.
 * @example await getCountryPrices('mx', 'es') // [{ plan: { slug: 'essentials-plan', value_month: 99900 }, currency: { name: 'MXN', ... } }, ...]
 */
export async function getCountryPrices(countryId: string = DEFAULT_PRICE_COUNTRY, userLang = 'en', signal?: AbortSignal): Promise<CountryPrice[]> {
  const answer = await request({
    call: 'getCountryPrices',
    base: 'office',
    method: 'GET',
    path: `/us/office/api/country-prices/${encodeURIComponent(countryId.toLowerCase() || DEFAULT_PRICE_COUNTRY)}`,
    query: { user_lang: userLang },
    schema: countryPricesResponseSchema,
    signal,
  });
  return answer.data;
}
