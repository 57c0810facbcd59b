/**
 * Slug facts shared by pricing, coupons and cart display (part 1 §3, §9). The spec does not list the
 * contents of the freelancer (upwork) fee list; it is data here: every fee slug starting with `upwork`.
 */

/** Current plan slugs (part 1 §9); each also exists with the `-trial` suffix. */
export const PLAN_SLUGS = [
  'core-account', 'essentials-plan', 'advanced-plan', 'premium-plus-plan',
  'wp-premium-plus-plan', 'wp-advanced-plan', 'wp-essentials-plan', 'bundle-plan',
] as const;

/** Legacy plans page slugs (part 1 §3). */
export const LEGACY_PLAN_SLUGS = [
  'starter-plan', 'marketer-plan', 'premium-plan', 'funnel-club-plan',
  'wp-starter-plan', 'wp-marketer-plan', 'wp-premium-plan', 'wp-funnel-club-plan',
] as const;

export const TRIAL_SLUG_SUFFIX = '-trial';
const WP_PREFIX = 'wp-';
const PLAN_SUFFIX = '-plan';

function normalise(slug: string): string {
  return slug.trim().toLowerCase();
}

/** True for a trial variant. Example: isTrialSlug('advanced-plan-trial') === true. */
export function isTrialSlug(slug: string): boolean {
  return normalise(slug).endsWith(TRIAL_SLUG_SUFFIX);
}

/**
 * True for a plan offered as a trial: a `-trial` slug (part 1 §9) or a plan with trial days (part 1 §3 trial_days); such a plan asks
 * whether the buyer's trial already runs (trial-again.ts, decision 054).
 * Example: isTrialPlanOffer('plan', 'advanced-plan-trial', 14) === true; isTrialPlanOffer('tool', 'x', 7) === false.
 */
export function isTrialPlanOffer(kind: 'plan' | 'fee' | 'tool', slug: string, trialDays: number): boolean {
  return kind === 'plan' && (isTrialSlug(slug) || trialDays > 0);
}

/**
 * The plan family of a slug, without `wp-`, `-trial` and `-plan`.
 * Example: planFamily('wp-premium-plus-plan-trial') === 'premium-plus'; planFamily('core-account') === 'core-account'.
 */
export function planFamily(slug: string): string {
  let s = normalise(slug);
  if (s.endsWith(TRIAL_SLUG_SUFFIX)) s = s.slice(0, -TRIAL_SLUG_SUFFIX.length);
  if (s.startsWith(WP_PREFIX)) s = s.slice(WP_PREFIX.length);
  if (s.endsWith(PLAN_SUFFIX)) s = s.slice(0, -PLAN_SUFFIX.length);
  return s;
}

/** Prefix of the freelancer (upwork) fee slugs (part 1 §2, §5, §9). */
export const UPWORK_FEE_SLUG_PREFIX = 'upwork';

/** True for an upwork fee slug. Example: isUpworkFeeSlug('upwork-fee-10') === true. */
export function isUpworkFeeSlug(slug: string): boolean {
  return normalise(slug).startsWith(UPWORK_FEE_SLUG_PREFIX);
}

/** True for the bundle plan and its variants (part 1 §9; bundle plans refuse coupons, part 1 §5). */
export function isBundlePlanSlug(slug: string): boolean {
  return planFamily(slug) === 'bundle';
}

/**
 * True for a funnel-club slug, including wp and country-priced variants (part 2 §9: these take the
 * first-month amount from the country price). Example: isFunnelClubSlug('wp-funnel-club-plan') === true.
 */
export function isFunnelClubSlug(slug: string): boolean {
  return normalise(slug).includes('funnel-club');
}
