/**
 * Where the price of a plan on a plans page comes from (decision 005): exactly what the checkout builds for
 * the same link. The checkout's own domain functions decide it: `countryPriceFor` picks the country-price
 * entry of the plan (by slug, then id) and `toCheckoutProduct` turns plan + entry into the product whose
 * monthly and yearly amounts the cart uses. Without an entry the plan keeps its own price and currency.
 */
import type { CountryPrice } from '~/api/catalog/country-price-schema';
import type { Plan } from '~/api/catalog/plan-schema';
import type { PeriodPrices } from '~/domain/cart';
import { countryPriceFor, toCheckoutProduct } from '~/domain/checkout-product-build';
import type { CurrencyCode } from '~/domain/currencies';

export interface PriceSource {
  currency: CurrencyCode;
  /** Monthly cents and the per-month cents of the yearly price (null when the plan has none). */
  prices: PeriodPrices;
  /** Crossed-out "was" price per month in cents, or null. */
  fakeAmount: number | null;
  /** Country of the price list used (the checkout link carries it as `country=`), or null for the plan's own price. */
  country: string | null;
}

export type PriceSourceResult = { ok: true; source: PriceSource } | { ok: false; field: string; value: string };

/**
 * The price source of a plan shown with a country's price list (null country: the plan's own price).
 * A currency the checkout refuses (currency_not_available) is an error naming the office field.
 * Example: priceSourceFor(essentials, brList, 'br') -> { ok: true, source: { currency: 'BRL', prices: { monthly: 24500, annualMonthly: 22050 }, ... } }.
 */
export function priceSourceFor(plan: Plan, list: readonly CountryPrice[], country: string | null): PriceSourceResult {
  const entry = country === null ? null : countryPriceFor(list, plan);
  const built = toCheckoutProduct({ kind: 'plan', plan }, { countryPrice: entry });
  if (!built.ok) return { ok: false, field: entry ? 'currency.name' : 'moeda', value: entry ? entry.currency.name : plan.moeda };
  const { product } = built;
  return {
    ok: true,
    source: {
      currency: product.currency,
      prices: { monthly: product.amount, annualMonthly: product.annualMonthlyAmount },
      fakeAmount: product.fakeAmount,
      country: entry ? country : null,
    },
  };
}
