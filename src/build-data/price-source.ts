/**
 * Where the price of a plan on a plans page comes from, and therefore what the checkout must use for the
 * same link (decision 005): the country price of the page's country when the office has one for the slug
 * (a `-trial` slug uses its plan's country price), otherwise the plan's own monthly price and currency.
 * Pure functions over parsed office data, so the checkout can call them too.
 */
import type { CountryPrice } from '~/api/catalog/country-price-schema';
import type { Plan } from '~/api/catalog/plan-schema';
import type { PeriodPrices } from '~/domain/cart';
import { MONTHS_PER_YEAR } from '~/domain/constants';
import { isAcceptedCurrency, type CurrencyCode } from '~/domain/currencies';
import { divideRoundHalfUp } from '~/domain/money';
import { TRIAL_SLUG_SUFFIX } from '~/domain/plan-slugs';

export interface PriceSource {
  currency: CurrencyCode;
  /** Monthly cents and, with a country price, the per-month cents of the yearly price. */
  prices: PeriodPrices;
  /** Crossed-out "was" price per month in cents, or null. */
  fakeAmount: number | null;
  /** Country of the price list used (the checkout link carries it as `country=`), or null for the plan's own price. */
  country: string | null;
}

export type PriceSourceResult = { ok: true; source: PriceSource } | { ok: false; field: string; value: string };

/**
 * The country price of a slug: its own entry, else (for a trial slug) the entry of the plan it trials.
 * Example: countryPriceFor('essentials-plan-trial', list)?.plan.slug === 'essentials-plan'.
 */
export function countryPriceFor(slug: string, list: readonly CountryPrice[]): CountryPrice | null {
  const own = list.find((entry) => entry.plan.slug === slug);
  if (own) return own;
  const base = slug.endsWith(TRIAL_SLUG_SUFFIX) ? slug.slice(0, -TRIAL_SLUG_SUFFIX.length) : null;
  return base === null ? null : (list.find((entry) => entry.plan.slug === base) ?? null);
}

/**
 * Per-month cents of a yearly country price: `value_annual` (a whole year, already discounted) / 12,
 * half up to the cent (part 1 §3 "annual.monthAmount"). Example: 102600 -> 8550.
 */
export function annualMonthlyCents(valueAnnual: number): number {
  return divideRoundHalfUp(valueAnnual, MONTHS_PER_YEAR);
}

/**
 * The price source of a plan shown with a country's price list (null country: the plan's own price).
 * A currency the checkout does not accept is refused, naming the office field.
 * Example: priceSourceFor(essentials, brList, 'br') -> { ok: true, source: { currency: 'BRL', prices: { monthly: 24500, annualMonthly: 22050 }, ... } }.
 */
export function priceSourceFor(plan: Plan, list: readonly CountryPrice[], country: string | null): PriceSourceResult {
  const entry = country === null ? null : countryPriceFor(plan.slug, list);
  if (entry) {
    const code = entry.currency.name;
    if (!isAcceptedCurrency(code)) return { ok: false, field: 'currency.name', value: code };
    return {
      ok: true,
      source: {
        currency: code,
        prices: { monthly: entry.plan.value_month, annualMonthly: annualMonthlyCents(entry.plan.value_annual) },
        fakeAmount: entry.plan.fake_amount,
        country,
      },
    };
  }
  if (!isAcceptedCurrency(plan.moeda)) return { ok: false, field: 'moeda', value: plan.moeda };
  return { ok: true, source: { currency: plan.moeda, prices: { monthly: plan.total_real, annualMonthly: null }, fakeAmount: plan.fake_amount, country: null } };
}
