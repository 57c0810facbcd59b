import { describe, expect, it } from 'vitest';
import { isBundlePlanSlug, isFunnelClubSlug, isTrialPlanOffer, isTrialSlug, isUpworkFeeSlug, planFamily } from '~/domain/plan-slugs';

describe('plan slugs', () => {
  it.each([
    ['part 1 §9: core-account is its own family', 'core-account', 'core-account'],
    ['part 1 §9: essentials-plan is essentials', 'essentials-plan', 'essentials'],
    ['part 1 §9: wp-advanced-plan is advanced', 'wp-advanced-plan', 'advanced'],
    ['part 1 §9: premium-plus-plan-trial is premium-plus', 'premium-plus-plan-trial', 'premium-plus'],
    ['part 1 §9: wp-premium-plus-plan-trial is premium-plus', 'WP-Premium-Plus-Plan-Trial', 'premium-plus'],
    ['part 1 §9: bundle-plan is bundle', 'bundle-plan', 'bundle'],
    ['part 1 §3: legacy funnel-club-plan is funnel-club', 'funnel-club-plan', 'funnel-club'],
  ])('%s', (_section, slug, family) => {
    expect(planFamily(slug)).toBe(family);
  });

  it.each([
    ['part 1 §9: the -trial suffix marks a trial', 'advanced-plan-trial', true, false, false, false],
    ['part 1 §9: a plain plan is no trial', 'advanced-plan', false, false, false, false],
    ['part 1 §5: bundle-plan is a bundle plan', 'bundle-plan', false, true, false, false],
    ['part 1 §5: bundle-plan-trial is a bundle plan', 'bundle-plan-trial', true, true, false, false],
    ['part 1 §5: upwork fee slugs are recognised', 'upwork-fee-15', false, false, true, false],
    ['part 2 §9: funnel-club-plan is a funnel-club slug', 'funnel-club-plan', false, false, false, true],
    ['part 2 §9: wp-funnel-club-plan is a funnel-club slug', 'wp-funnel-club-plan', false, false, false, true],
  ])('%s', (_section, slug, trial, bundle, upwork, funnelClub) => {
    expect([isTrialSlug(slug), isBundlePlanSlug(slug), isUpworkFeeSlug(slug), isFunnelClubSlug(slug)]).toEqual([trial, bundle, upwork, funnelClub]);
  });
});

describe('isTrialPlanOffer (part 1 §3, §9; decision 054)', () => {
  it.each<[string, 'plan' | 'fee' | 'tool', string, number, boolean]>([
    ['part 1 §9: a -trial slug', 'plan', 'premium-plus-plan-trial', 14, true],
    ['part 1 §9: a wp- trial slug', 'plan', 'wp-advanced-plan-trial', 0, true],
    ['part 1 §3: a plan with trial_days', 'plan', 'launch-plan', 7, true],
    ['part 1 §9: the plan without the suffix', 'plan', 'premium-plus-plan', 0, false],
    ['part 1 §3: a tool with trial days is no trial plan', 'tool', 'email-marketing-tool', 7, false],
    ['part 1 §3: a fee', 'fee', 'setup-fee-trial', 0, false],
  ])('%s', (_row, kind, slug, days, expected) => {
    expect(isTrialPlanOffer(kind, slug, days)).toBe(expected);
  });
});
