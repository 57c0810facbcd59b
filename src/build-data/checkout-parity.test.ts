/**
 * Part 1 §2 item 2: a plans page and the checkout never disagree on a price. For every plan the pages
 * show, every currency of the sandbox's country prices and both periods, the card's price is compared
 * with what the checkout computes after following the card's own link (slug, period=y, country=).
 */
import { describe, expect, it } from 'vitest';
import { countryPricesResponseSchema } from '~/api/catalog/country-price-schema';
import { getCountryPrices } from '~/api/catalog/get-country-prices';
import { getPlanOrFee } from '~/api/catalog/get-plan-or-fee';
import { planSchema } from '~/api/catalog/plan-schema';
import { cartTotals, planAmountForPeriod } from '~/domain/cart';
import { countryPriceFor, toCheckoutProduct } from '~/domain/checkout-product-build';
import { readCheckoutOptions } from '~/domain/flow-params';
import { formatMoney } from '~/domain/money';
import { RECURRENCE_PERIODS } from '~/domain/period';
import { sandboxCountryPrices, sandboxPriceCountries } from '~/sandbox/fixtures/country-prices';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { fetchPlansData, PAGE_PLAN_SLUGS } from './load-plans-data';
import type { PlanCard, PlansPageModel } from './plans-model';
import { plansPageModel } from './plans-page-model';

/**
 * What the checkout charges for a /payment link, the way its load sequence and cart do it: slug, `period`
 * and `country` from the URL; plan-or-fee; the country-price entry (countryPriceFor); the product
 * (toCheckoutProduct); the cart's per-month amount (planAmountForPeriod) and charge (cartTotals).
 */
async function checkoutPrice(href: string) {
  const url = new URL(href, 'https://checkout.example');
  const slug = decodeURIComponent(url.pathname.replace('/payment/', ''));
  const { period } = readCheckoutOptions(url.searchParams);
  const country = url.searchParams.get('country');
  const found = await getPlanOrFee(slug, 'en');
  if (found.kind !== 'plan') throw new Error(`${slug} is not a plan`);
  const entry = country ? countryPriceFor(await getCountryPrices(country, 'en'), found.plan) : null;
  const built = toCheckoutProduct({ kind: 'plan', plan: found.plan }, { countryPrice: entry });
  if (!built.ok) throw new Error(built.failure.code);
  const { product } = built;
  const { amount } = planAmountForPeriod({ monthly: product.amount, annualMonthly: product.annualMonthlyAmount }, period);
  return { currency: product.currency, perMonth: amount, charge: cartTotals({ period, planAmount: amount }).charge.amount };
}

const countries = Object.keys(sandboxPriceCountries) as (keyof typeof sandboxPriceCountries)[];
const pages = new Map<string, Promise<PlansPageModel>>();
/** The English page priced with one country's list, as the build makes it (cached per country). */
function pageFor(country: string): Promise<PlansPageModel> {
  if (!pages.has(country)) pages.set(country, fetchPlansData('en', [country]).then((data) => plansPageModel(data, 'plans')));
  return pages.get(country)!;
}
async function cardFor(country: string, slug: string): Promise<PlanCard> {
  const card = (await pageFor(country)).views.flatMap((view) => view.cards).find((c) => c.slug === slug);
  if (!card) throw new Error(`no card for ${slug}`);
  return card;
}

const slugs = Object.values(PAGE_PLAN_SLUGS).flat();
const rows = countries.flatMap((country) =>
  slugs.flatMap((slug) => RECURRENCE_PERIODS.map((period) => [`${country} (${sandboxPriceCountries[country].currency}) ${slug} ${period}`, country, slug, period] as const)),
);
const planSchemaOf = (slug: string) => planSchema.parse(sandboxPlans.get(slug));
const officeList = (country: string) => countryPricesResponseSchema.parse({ data: sandboxCountryPrices[country] }).data;

describe('plans page and checkout agree on every price (part 1 §2)', () => {
  it('covers every currency of the fixtures', async () => {
    const shown = await Promise.all(countries.map(async (country) => (await cardFor(country, 'core-account')).currency));
    expect(new Set(shown)).toEqual(new Set(Object.values(sandboxPriceCountries).map((c) => c.currency)));
  });

  it.each(rows)('%s', async (_row, country, slug, period) => {
    const card = await cardFor(country, slug);
    const shown = card.prices[period];
    const checkout = await checkoutPrice(shown.href);
    expect(checkout).toEqual({ currency: card.currency, perMonth: shown.perMonth, charge: shown.charge });
    const text = (cents: number) => formatMoney({ amount: cents, currency: card.currency }, 'pt');
    expect(text(shown.perMonth)).toEqual(text(checkout.perMonth));
  });

  // Against the office's own figures rather than our functions: monthly is value_month; yearly per month
  // is value_annual / 12, so twelve of them differ from value_annual by less than 12 cents.
  it.each(rows)('%s matches the office price list', async (_row, country, slug, period) => {
    const card = await cardFor(country, slug);
    const entry = countryPriceFor(officeList(country), planSchemaOf(slug));
    if (entry === null) {
      expect(card.country).toBeNull();
      return;
    }
    const raw = sandboxCountryPrices[country]!.find((e) => e.plan.slug === entry.plan.slug)!;
    const month = Math.round(Number(raw.plan.value_month) * 100);
    const year = Math.round(Number(raw.plan.value_annual) * 100);
    if (period === 'MONTHLY') expect(card.prices.MONTHLY).toMatchObject({ perMonth: month, charge: month });
    else expect(Math.abs(card.prices.YEARLY.charge - year)).toBeLessThan(12);
  });
});
