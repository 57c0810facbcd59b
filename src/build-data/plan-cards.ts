/**
 * Plan cards from parsed office data. Every price goes through the checkout's own domain functions
 * (planAmountForPeriod, cartTotals), so a card and the checkout show the same amount for the same link.
 */
import type { Plan } from '~/api/catalog/plan-schema';
import { showsAnnualSaving } from '~/domain/annual-saving';
import { cartTotals, planAmountForPeriod } from '~/domain/cart';
import { RECURRENCE_PERIODS, type RecurrencePeriod } from '~/domain/period';
import { planFamily } from '~/domain/plan-slugs';
import { defaultToolsShown, quantityDisplay, storageGbFromKb } from '~/domain/resources';
import { visibleTools } from '~/domain/tools';
import type { PageLang } from '~/i18n/languages';
import { subscribeHref } from './plan-links';
import type { CardPrice, PlanCard, PlanKind } from './plans-model';
import type { PriceSource } from './price-source';

/**
 * Per-month price and period charge of a price source, as the checkout computes them.
 * Example: cardPrice({ monthly: 1900, annualMonthly: 1710 }, 'YEARLY') -> { perMonth: 1710, charge: 20520 }.
 */
export function cardPrice(source: PriceSource['prices'], period: RecurrencePeriod): Omit<CardPrice, 'href'> {
  const { amount } = planAmountForPeriod(source, period);
  return { perMonth: amount, charge: cartTotals({ period, planAmount: amount }).charge.amount };
}

function resourceQuantity(plan: Plan, key: string): number | null {
  return plan.front_resource_items.find((item) => item.key.toLowerCase() === key)?.qtd ?? null;
}

/** Storage in GB: from storage_kbs (part 1 §9), else the office's `storage` resource line. */
function storageGb(plan: Plan): number | null {
  return plan.storage_kbs > 0 ? storageGbFromKb(plan.storage_kbs) : resourceQuantity(plan, 'storage');
}

/**
 * One card: prices and links for both periods, resources (999999 unlimited, 0 blank) and visible tools.
 * Example: planCard(plan, source, 'standard', 'pt').prices.YEARLY.href ends with '?period=y&country=br&lang=pt'.
 */
export function planCard(plan: Plan, source: PriceSource, kind: PlanKind, lang: PageLang): PlanCard {
  const prices = Object.fromEntries(
    RECURRENCE_PERIODS.map((period) => [period, { ...cardPrice(source.prices, period), href: subscribeHref(plan.slug, period, { country: source.country, lang }) }]),
  ) as Record<RecurrencePeriod, CardPrice>;
  return {
    kind,
    id: plan.id,
    slug: plan.slug,
    family: planFamily(plan.slug),
    title: plan.titulo,
    description: plan.descricao,
    currency: source.currency,
    country: source.country,
    fakeAmount: source.fakeAmount,
    trialDays: plan.trial_days,
    prices,
    annualSaving: showsAnnualSaving(prices.MONTHLY.charge, prices.YEARLY.charge),
    resources: {
      domains: quantityDisplay(resourceQuantity(plan, 'domains')),
      subdomains: quantityDisplay(resourceQuantity(plan, 'subdomains')),
      storageGb: quantityDisplay(storageGb(plan)),
    },
    tools: visibleTools(plan.ferramentas.map((tool) => ({ id: tool.id, title: tool.titulo, slug: tool.slug }))),
    toolsShown: defaultToolsShown({ domains: resourceQuantity(plan, 'domains'), subdomains: resourceQuantity(plan, 'subdomains'), storage: storageGb(plan) }),
  };
}

/** Cards by ascending monthly price (part 1 §2), ties kept in office order. */
export function sortByPrice(cards: readonly PlanCard[]): PlanCard[] {
  return [...cards].sort((a, b) => a.prices.MONTHLY.perMonth - b.prices.MONTHLY.perMonth);
}
