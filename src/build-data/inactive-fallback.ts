/**
 * The button of the plan-inactive page (part 1 §2, part 2 §2): the plan's redir_on_inactive, else the
 * premium plan of its currency (BRL 149, USD 69, EUR 59). An address passes the redirect allow-list
 * (DESIGN.md "Security") or is replaced by the premium plan.
 */
import { isAcceptedCurrency, type CurrencyCode } from '~/domain/currencies';
import { inactivePlanFallback, type PlanTarget } from '~/domain/plan-redirect';
import { checkRedirect, type RedirectPolicy } from '~/domain/safe-redirect';

export type PremiumSlugs = Readonly<Partial<Record<CurrencyCode, string>>>;

/** The checkout path of a plan slug. Example: checkoutPath('premium-plan-69-usd') === '/payment/premium-plan-69-usd'. */
export function checkoutPath(slug: string): string {
  return `/payment/${encodeURIComponent(slug)}`;
}

function hrefOf(target: PlanTarget | null, policy: RedirectPolicy): string | null {
  if (target === null) return null;
  if (target.type === 'slug') return checkoutPath(target.slug);
  const check = checkRedirect(target.url, policy);
  return check.ok ? check.url.href : null;
}

/**
 * Where the plan-inactive button goes for a plan. A currency outside the accepted list counts as USD.
 * Example: inactiveFallbackHref({ redirOnInactive: null, currency: 'EUR' }, policy, DEFAULT_PREMIUM_SLUGS)
 * === '/payment/premium-plan-59-eur'.
 */
export function inactiveFallbackHref(
  plan: { redirOnInactive: string | null; currency: string },
  policy: RedirectPolicy,
  premiumSlugs: PremiumSlugs,
): string | null {
  const currency: CurrencyCode = isAcceptedCurrency(plan.currency) ? plan.currency : 'USD';
  const own = hrefOf(inactivePlanFallback(plan.redirOnInactive, currency, premiumSlugs), policy);
  return own ?? hrefOf(inactivePlanFallback(null, currency, premiumSlugs), policy);
}
