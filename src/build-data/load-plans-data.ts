/**
 * Build-time data of the new plans pages, fetched through the typed client (zod-validated): the plan of
 * every slug the page shows and the country price lists. Each language is fetched once per build.
 */
import type { CountryPrice } from '~/api/catalog/country-price-schema';
import { getCountryPrices } from '~/api/catalog/get-country-prices';
import { getPlanOrFee } from '~/api/catalog/get-plan-or-fee';
import type { Plan } from '~/api/catalog/plan-schema';
import { TRIAL_SLUG_SUFFIX } from '~/domain/plan-slugs';
import { contentLocale, type PageLang } from '~/i18n/languages';
import { BuildDataError, buildFailure } from './build-data-error';
import { prepareBuildOffice } from './build-office';
import { PAGE_PRICE_COUNTRIES } from './page-price-country';
import type { PlanKind } from './plans-model';

const STANDARD = ['core-account', 'essentials-plan', 'advanced-plan', 'premium-plus-plan'] as const;

/** The slugs of each view of the plan-kind toggle (part 1 §9 slugs; trial variants with -trial). */
export const PAGE_PLAN_SLUGS: Readonly<Record<PlanKind, readonly string[]>> = {
  standard: STANDARD,
  trial: STANDARD.map((slug) => `${slug}${TRIAL_SLUG_SUFFIX}`),
  wordpress: ['wp-essentials-plan', 'wp-advanced-plan', 'wp-premium-plus-plan'],
};

/** The free Bundle sign-up: the bundle plan's trial variant (14 days at no charge). */
export const BUNDLE_SIGN_UP_SLUG = `bundle-plan${TRIAL_SLUG_SUFFIX}`;

export interface PlansData {
  lang: PageLang;
  plans: ReadonlyMap<string, Plan>;
  /** Country of the price list used and its entries; null country when the office has none for the language. */
  priceList: { country: string | null; entries: CountryPrice[] };
}

async function loadPlan(slug: string, userLang: string): Promise<Plan> {
  let result: Awaited<ReturnType<typeof getPlanOrFee>>;
  try {
    result = await getPlanOrFee(slug, userLang);
  } catch (error) {
    throw buildFailure(error, `plan "${slug}"`);
  }
  if (result.kind !== 'plan') throw new BuildDataError(`plan "${slug}": the office answered ${result.kind === 'fee' ? 'a fee' : 'not found'}`);
  return result.plan;
}

async function loadPriceList(countries: readonly string[], userLang: string): Promise<PlansData['priceList']> {
  for (const country of countries) {
    let entries: CountryPrice[];
    try {
      entries = await getCountryPrices(country, userLang);
    } catch (error) {
      throw buildFailure(error, `country prices of "${country}"`);
    }
    if (entries.length > 0) return { country, entries };
  }
  return { country: null, entries: [] };
}

/**
 * The plans data of a page language priced with the first of `countries` the office has a list for
 * (the page's own list by default). Uncached: use {@link loadPlansData} in pages.
 * @example const data = await fetchPlansData('es', ['mx']); data.priceList.country // 'mx'
 */
export async function fetchPlansData(lang: PageLang, countries: readonly string[] = PAGE_PRICE_COUNTRIES[lang]): Promise<PlansData> {
  await prepareBuildOffice();
  const userLang = contentLocale(lang);
  const slugs = [...new Set([...Object.values(PAGE_PLAN_SLUGS).flat(), BUNDLE_SIGN_UP_SLUG])];
  const [plans, priceList] = await Promise.all([
    Promise.all(slugs.map(async (slug) => [slug, await loadPlan(slug, userLang)] as const)),
    loadPriceList(countries, userLang),
  ]);
  return { lang, plans: new Map(plans), priceList };
}

const cache = new Map<PageLang, Promise<PlansData>>();

/**
 * The plans data of one page language, fetched once per build and shared by /plans and /plans-trial.
 * Throws {@link BuildDataError} naming the call and field when the office answer is malformed.
 * @example const data = await loadPlansData('pt'); data.priceList.country // 'br'
 */
export function loadPlansData(lang: PageLang): Promise<PlansData> {
  let pending = cache.get(lang);
  if (!pending) {
    pending = fetchPlansData(lang);
    cache.set(lang, pending);
    pending.catch(() => cache.delete(lang));
  }
  return pending;
}

/** Forgets fetched data (tests that change the sandbox answers between calls). */
export function clearPlansDataCache(): void {
  cache.clear();
}
