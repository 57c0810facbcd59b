/**
 * Plan redirect classification (part 1 §4; part 2 §9 "Override") and the inactive-plan fallback (part 1 §2, part 2 §2).
 * The slug lists are configuration: the spec names the kinds but not their contents.
 */
import { HIDDEN_PLAN_REDIRECT_MAX_EXPIRED_DAYS } from '~/domain/constants';
import { couponMakesPlanInactive } from '~/domain/coupon-policy';
import type { CurrencyCode } from '~/domain/currencies';

/**
 * The standard premium plan of each currency (BRL 149, USD 69, EUR 59: part 1 §2, §9). These slug names are
 * placeholders in one style; the real slugs come from configuration (PlanRedirectConfig.premiumSlugs).
 */
export const DEFAULT_PREMIUM_SLUGS = {
  USD: 'premium-plan-69-usd',
  EUR: 'premium-plan-59-eur',
  BRL: 'premium-plan-149-brl',
} as const satisfies Partial<Record<CurrencyCode, string>>;

export interface PlanRedirectConfig {
  promotionalSlugs: readonly string[];
  nicheSlugs: readonly string[];
  premiumTrialSlugs: readonly string[];
  /** Special slug -> the standard plan it redirects to, unless the sponsor is allowed. */
  specialSlugs: Readonly<Record<string, string>>;
  /** Sponsor accounts allowed to sell the special slugs (ids not shown by the spec). */
  allowedSponsorAids: readonly string[];
  /** Legacy starter/marketer/premium/funnel-club slug (and wp- variant) -> its country-priced slug. */
  countryPricedSlugs: Readonly<Record<string, string>>;
  premiumSlugs: Readonly<Partial<Record<CurrencyCode, string>>>;
}

export type SlugClass = 'promotional' | 'niche' | 'premiumTrial' | 'special' | 'countryPrice' | 'standard';

/** Kind of a slug for the redirect rules. Example: classifySlug('starter-plan', config) === 'countryPrice' when mapped. */
export function classifySlug(slug: string, config: PlanRedirectConfig): SlugClass {
  if (config.promotionalSlugs.includes(slug)) return 'promotional';
  if (config.nicheSlugs.includes(slug)) return 'niche';
  if (config.premiumTrialSlugs.includes(slug)) return 'premiumTrial';
  if (Object.hasOwn(config.specialSlugs, slug)) return 'special';
  if (Object.hasOwn(config.countryPricedSlugs, slug)) return 'countryPrice';
  return 'standard';
}

/** A redirect target: another checkout slug, or an absolute address (checked later by safe-redirect.ts). */
export type PlanTarget = { type: 'slug'; slug: string } | { type: 'url'; url: string };

/** redir_on_inactive may hold an address or a bare slug; an http(s) address is kept as a URL. */
export function toPlanTarget(value: string): PlanTarget {
  return /^https?:\/\//i.test(value) ? { type: 'url', url: value } : { type: 'slug', slug: value };
}

export type PlanRedirect =
  | { kind: 'planOrFeeInactive' }
  | { kind: 'tempRedir'; target: PlanTarget }
  | { kind: 'office' }
  | { kind: 'doNotRedirect' };

export interface PlanRedirectInput {
  slug: string;
  currency: CurrencyCode;
  /** The plan's visivel flag. */
  visible: boolean;
  redirOnInactive: string | null;
  isLoggedIn: boolean;
  /** coupon query parameter. */
  couponParam: string | null;
  sponsorAid: string | null;
  /** The user's subscription expiry (pag_validade), null when unknown. */
  subscriptionExpiry: Date | null;
  now: Date;
  /** support-link=1 */
  supportLink: boolean;
  /** pay-now=1 */
  payNow: boolean;
}

const DAY_MS = 86_400_000;

function expiredLongAgo(expiry: Date | null, now: Date): boolean {
  return expiry !== null && (now.getTime() - expiry.getTime()) / DAY_MS > HIDDEN_PLAN_REDIRECT_MAX_EXPIRED_DAYS;
}

/**
 * Where a plan slug sends the buyer (part 1 §4), first rule that matches:
 * 1 a 1EUR/1EURBACK/1USD/1USDBACK/1BRL/1BRLBACK coupon in the URL -> planOrFeeInactive;
 * 2 a special slug, unless the sponsor is allowed -> its standard plan;
 * 3 promotional, niche and premium-trial slugs -> the premium slug of the currency (inactive when it has none);
 * 4 legacy slugs -> their country-priced slug;
 * 5 a hidden plan: no redirect when support-link=1, pay-now=1 or the subscription expired over 60 days ago;
 *   else redir_on_inactive, else the office for a logged-in user, else the inactive page;
 * 6 otherwise doNotRedirect.
 * Example: planRedirect({ ...input, couponParam: '1usd' }, config) -> { kind: 'planOrFeeInactive' }.
 */
export function planRedirect(input: PlanRedirectInput, config: PlanRedirectConfig): PlanRedirect {
  if (couponMakesPlanInactive(input.couponParam)) return { kind: 'planOrFeeInactive' };
  const slugClass = classifySlug(input.slug, config);
  if (slugClass === 'special') {
    const allowed = input.sponsorAid !== null && config.allowedSponsorAids.includes(input.sponsorAid);
    const standard = config.specialSlugs[input.slug];
    if (!allowed && standard !== undefined) return { kind: 'tempRedir', target: { type: 'slug', slug: standard } };
  }
  if (slugClass === 'promotional' || slugClass === 'niche' || slugClass === 'premiumTrial') {
    const premium = config.premiumSlugs[input.currency];
    return premium === undefined ? { kind: 'planOrFeeInactive' } : { kind: 'tempRedir', target: { type: 'slug', slug: premium } };
  }
  if (slugClass === 'countryPrice') {
    const priced = config.countryPricedSlugs[input.slug];
    if (priced !== undefined) return { kind: 'tempRedir', target: { type: 'slug', slug: priced } };
  }
  if (!input.visible) return hiddenPlanRedirect(input);
  return { kind: 'doNotRedirect' };
}

function hiddenPlanRedirect(input: PlanRedirectInput): PlanRedirect {
  if (input.supportLink || input.payNow || expiredLongAgo(input.subscriptionExpiry, input.now)) return { kind: 'doNotRedirect' };
  const redirect = input.redirOnInactive?.trim() ?? '';
  if (redirect !== '') return { kind: 'tempRedir', target: toPlanTarget(redirect) };
  return input.isLoggedIn ? { kind: 'office' } : { kind: 'planOrFeeInactive' };
}

/**
 * The plan-inactive page's fallback (part 1 §2, part 2 §2): the plan's redir_on_inactive, else the premium plan of
 * the currency; currencies without one fall back to the USD premium plan.
 * Example: inactivePlanFallback(null, 'EUR', DEFAULT_PREMIUM_SLUGS) -> { type: 'slug', slug: 'premium-plan-59-eur' }.
 */
export function inactivePlanFallback(
  redirOnInactive: string | null,
  currency: CurrencyCode,
  premiumSlugs: Readonly<Partial<Record<CurrencyCode, string>>>,
): PlanTarget | null {
  const redirect = redirOnInactive?.trim() ?? '';
  if (redirect !== '') return toPlanTarget(redirect);
  const slug = premiumSlugs[currency] ?? premiumSlugs.USD;
  return slug === undefined ? null : { type: 'slug', slug };
}
