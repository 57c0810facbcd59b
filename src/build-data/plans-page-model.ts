/**
 * Turns the fetched plans data into the page model: a view per plan kind with cards sorted by price
 * and its comparison, and the free Bundle offer.
 */
import type { Plan } from '~/api/catalog/plan-schema';
import { TRIAL_SLUG_SUFFIX } from '~/domain/plan-slugs';
import type { PageLang } from '~/i18n/languages';
import { BuildDataError } from './build-data-error';
import { comparisonRows } from './comparison';
import { BUNDLE_SIGN_UP_SLUG, PAGE_PLAN_SLUGS, type PlansData } from './load-plans-data';
import { subscribeHref } from './plan-links';
import { planCard, sortByPrice } from './plan-cards';
import { PLAN_KINDS, type BundleOffer, type KindView, type PlanKind, type PlansPageModel, type PlansVariant } from './plans-model';
import { priceSourceFor, type PriceSource } from './price-source';

function planOf(data: PlansData, slug: string): Plan {
  const plan = data.plans.get(slug);
  if (!plan) throw new BuildDataError(`plan "${slug}" was not loaded`);
  return plan;
}

function sourceOf(data: PlansData, plan: Plan): PriceSource {
  const result = priceSourceFor(plan, data.priceList.entries, data.priceList.country);
  if (!result.ok) throw new BuildDataError(`plan "${plan.slug}": currency "${result.value}" in field "${result.field}" is not accepted`, result.field);
  return result.source;
}

/** A trial card carries its plan's own name: the view and the card already say it is a free trial. */
function displayTitle(data: PlansData, plan: Plan): string {
  const trialled = plan.slug.endsWith(TRIAL_SLUG_SUFFIX) ? data.plans.get(plan.slug.slice(0, -TRIAL_SLUG_SUFFIX.length)) : undefined;
  return trialled?.titulo ?? plan.titulo;
}

function view(data: PlansData, kind: PlanKind): KindView {
  const cards = sortByPrice(PAGE_PLAN_SLUGS[kind].map((slug) => {
    const plan = planOf(data, slug);
    return { ...planCard(plan, sourceOf(data, plan), kind, data.lang), title: displayTitle(data, plan) };
  }));
  return { kind, cards, comparison: comparisonRows(cards, kind) };
}

function bundleOffer(data: PlansData, lang: PageLang): BundleOffer {
  const plan = planOf(data, BUNDLE_SIGN_UP_SLUG);
  const source = sourceOf(data, plan);
  return {
    slug: plan.slug,
    title: plan.titulo,
    trialDays: plan.trial_days,
    currency: source.currency,
    monthly: source.prices.monthly,
    href: subscribeHref(plan.slug, 'MONTHLY', { country: source.country, lang }),
  };
}

/**
 * The page model of a language and variant: /plans opens on the standard plans, /plans-trial on the trial plans.
 * Example: plansPageModel(await loadPlansData('pt'), 'trial').defaultKind === 'trial'.
 */
export function plansPageModel(data: PlansData, variant: PlansVariant): PlansPageModel {
  return {
    lang: data.lang,
    variant,
    defaultKind: variant === 'trial' ? 'trial' : 'standard',
    views: PLAN_KINDS.map((kind) => view(data, kind)),
    bundle: bundleOffer(data, data.lang),
  };
}
