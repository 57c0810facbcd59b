/**
 * A trial is not offered twice (part 1 §4 plan redirects, §7 get-user-has-trial-active-invoice; decision 054).
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PlanRedirect } from '~/domain/plan-redirect';

export interface TrialAgainInput {
  /** isTrialPlanOffer (plan-slugs.ts) of the product being opened. */
  offersTrial: boolean;
  /** The office's get-user-has-trial-active-invoice found a running trial for the buyer. */
  hasActiveTrial: boolean;
  currency: CurrencyCode;
}

/**
 * Where a trial plan sends a buyer whose trial invoice is already running: like every trial slug of part 1 §4, to the
 * standard premium slug of the same currency (USD 69, EUR 59, BRL 149); a currency without one gets the inactive
 * page, whose button offers the fallback plan (the same as planRedirect's rule 3). Anything else stays.
 * Example: trialAgainRedirect({ offersTrial: true, hasActiveTrial: true, currency: 'USD' }, DEFAULT_PREMIUM_SLUGS)
 * -> { kind: 'tempRedir', target: { type: 'slug', slug: 'premium-plan-69-usd' } }.
 */
export function trialAgainRedirect(input: TrialAgainInput, premiumSlugs: Readonly<Partial<Record<CurrencyCode, string>>>): PlanRedirect {
  if (!input.offersTrial || !input.hasActiveTrial) return { kind: 'doNotRedirect' };
  const premium = premiumSlugs[input.currency];
  return premium === undefined ? { kind: 'planOrFeeInactive' } : { kind: 'tempRedir', target: { type: 'slug', slug: premium } };
}
