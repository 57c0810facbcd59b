import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import {
  classifySlug,
  DEFAULT_PREMIUM_SLUGS,
  inactivePlanFallback,
  planRedirect,
  type PlanRedirect,
  type PlanRedirectConfig,
  type PlanRedirectInput,
  type PlanTarget,
  type SlugClass,
} from '~/domain/plan-redirect';

const config: PlanRedirectConfig = {
  promotionalSlugs: ['black-friday-plan'],
  nicheSlugs: ['dentist-plan'],
  premiumTrialSlugs: ['premium-trial-plan'],
  specialSlugs: { 'partner-plan': 'advanced-plan' },
  allowedSponsorAids: ['900'],
  countryPricedSlugs: { 'starter-plan': 'starter-plan-cp', 'wp-funnel-club-plan': 'wp-funnel-club-plan-cp' },
  premiumSlugs: DEFAULT_PREMIUM_SLUGS,
};

const now = new Date('2025-06-30T12:00:00Z');
const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);

const base: PlanRedirectInput = {
  slug: 'advanced-plan',
  currency: 'USD',
  visible: true,
  redirOnInactive: null,
  isLoggedIn: true,
  couponParam: null,
  sponsorAid: null,
  subscriptionExpiry: null,
  now,
  supportLink: false,
  payNow: false,
};

const toSlug = (slug: string): PlanRedirect => ({ kind: 'tempRedir', target: { type: 'slug', slug } });
const INACTIVE: PlanRedirect = { kind: 'planOrFeeInactive' };
const STAY: PlanRedirect = { kind: 'doNotRedirect' };

describe('planRedirect (part 1 §4)', () => {
  it.each<[string, Partial<PlanRedirectInput>, PlanRedirect]>([
    ['part 1 §4: a visible standard plan does not redirect', {}, STAY],
    ['part 1 §4: coupon 1EUR makes the plan inactive', { couponParam: '1EUR' }, INACTIVE],
    ['part 1 §4: coupon 1EURBACK makes the plan inactive', { couponParam: '1EURBACK' }, INACTIVE],
    ['part 1 §4: coupon 1USD makes the plan inactive', { couponParam: '1USD' }, INACTIVE],
    ['part 1 §4: coupon 1USDBACK makes the plan inactive', { couponParam: '1USDBACK' }, INACTIVE],
    ['part 1 §4: coupon 1BRL makes the plan inactive', { couponParam: '1BRL' }, INACTIVE],
    ['part 1 §4: coupon 1BRLBACK makes the plan inactive', { couponParam: '1brlback' }, INACTIVE],
    ['part 1 §4: another coupon does not', { couponParam: 'OFF10' }, STAY],
    ['part 1 §4: a promotional slug goes to the USD premium plan (69)', { slug: 'black-friday-plan' }, toSlug('premium-plan-69-usd')],
    ['part 1 §4: a niche slug goes to the EUR premium plan (59)', { slug: 'dentist-plan', currency: 'EUR' }, toSlug('premium-plan-59-eur')],
    ['part 1 §4: a premium-trial slug goes to the BRL premium plan (149)', { slug: 'premium-trial-plan', currency: 'BRL' }, toSlug('premium-plan-149-brl')],
    ['part 1 §4: a promotional slug in a currency without premium plan is inactive', { slug: 'black-friday-plan', currency: 'JPY' }, INACTIVE],
    ['part 1 §4: a starter slug goes to its country-priced slug', { slug: 'starter-plan' }, toSlug('starter-plan-cp')],
    ['part 1 §4: a wp funnel-club slug goes to its country-priced slug', { slug: 'wp-funnel-club-plan' }, toSlug('wp-funnel-club-plan-cp')],
    ['part 1 §4: a special slug goes to its standard plan', { slug: 'partner-plan', sponsorAid: '12' }, toSlug('advanced-plan')],
    ['part 1 §4: a special slug stays for an allowed sponsor', { slug: 'partner-plan', sponsorAid: '900' }, STAY],
    ['part 1 §4: a special slug without sponsor goes to its standard plan', { slug: 'partner-plan' }, toSlug('advanced-plan')],
    ['part 1 §4: a hidden plan sends a logged-in user to the office', { visible: false }, { kind: 'office' }],
    ['part 1 §4: a hidden plan sends a logged-in user to its redir_on_inactive', { visible: false, redirOnInactive: 'essentials-plan' }, toSlug('essentials-plan')],
    ['part 1 §4: a redir_on_inactive address stays an address', { visible: false, redirOnInactive: 'https://office.example.com/plans' },
      { kind: 'tempRedir', target: { type: 'url', url: 'https://office.example.com/plans' } }],
    ['part 1 §4: a hidden plan without redirect shows the inactive page to a visitor', { visible: false, isLoggedIn: false }, INACTIVE],
    ['part 1 §4: a hidden plan redirects a visitor to redir_on_inactive', { visible: false, isLoggedIn: false, redirOnInactive: 'essentials-plan' }, toSlug('essentials-plan')],
    ['part 2 §9: a subscription expired over 60 days ago skips the hidden-plan redirect', { visible: false, redirOnInactive: 'essentials-plan', subscriptionExpiry: daysAgo(61) }, STAY],
    ['part 2 §9: a subscription expired exactly 60 days ago still redirects', { visible: false, redirOnInactive: 'essentials-plan', subscriptionExpiry: daysAgo(60) }, toSlug('essentials-plan')],
    ['part 2 §9: a subscription expired 10 days ago still redirects', { visible: false, redirOnInactive: 'essentials-plan', subscriptionExpiry: daysAgo(10) }, toSlug('essentials-plan')],
    ['part 2 §9: support-link=1 skips the hidden-plan redirect', { visible: false, redirOnInactive: 'essentials-plan', supportLink: true }, STAY],
    ['part 2 §9: pay-now=1 skips the hidden-plan redirect', { visible: false, redirOnInactive: 'essentials-plan', payNow: true }, STAY],
    ['part 2 §9: pay-now=1 also keeps a logged-in user on a hidden plan without redirect', { visible: false, payNow: true }, STAY],
    ['part 1 §4: the inactivating coupon wins over a hidden-plan override', { visible: false, payNow: true, couponParam: '1USD' }, INACTIVE],
  ])('%s', (_, overrides, expected) => {
    expect(planRedirect({ ...base, ...overrides }, config)).toEqual(expected);
  });
});

describe('classifySlug', () => {
  it.each<[string, string, SlugClass]>([
    ['part 1 §4: promotional', 'black-friday-plan', 'promotional'],
    ['part 1 §4: niche', 'dentist-plan', 'niche'],
    ['part 1 §4: premium trial', 'premium-trial-plan', 'premiumTrial'],
    ['part 1 §4: special', 'partner-plan', 'special'],
    ['part 1 §4: country price', 'starter-plan', 'countryPrice'],
    ['part 1 §4: standard', 'advanced-plan', 'standard'],
    ['part 1 §4: an inherited object key is not a special slug', 'constructor', 'standard'],
  ])('%s', (_, slug, expected) => {
    expect(classifySlug(slug, config)).toBe(expected);
  });
});

describe('inactivePlanFallback', () => {
  it.each<[string, string | null, CurrencyCode, PlanTarget | null]>([
    ['part 1 §2: redir_on_inactive comes first', 'https://office.example.com/x', 'BRL', { type: 'url', url: 'https://office.example.com/x' }],
    ['part 1 §2: else the BRL premium plan (149)', null, 'BRL', { type: 'slug', slug: 'premium-plan-149-brl' }],
    ['part 1 §2: else the USD premium plan (69)', '', 'USD', { type: 'slug', slug: 'premium-plan-69-usd' }],
    ['part 2 §2: else the EUR premium plan (59)', '  ', 'EUR', { type: 'slug', slug: 'premium-plan-59-eur' }],
    ['part 1 §2: other currencies fall back to the USD premium plan', null, 'MXN', { type: 'slug', slug: 'premium-plan-69-usd' }],
  ])('%s', (_, redir, currency, expected) => {
    expect(inactivePlanFallback(redir, currency, DEFAULT_PREMIUM_SLUGS)).toEqual(expected);
  });

  it('part 1 §2: without any premium plan configured there is no fallback', () => {
    expect(inactivePlanFallback(null, 'MXN', {})).toBeNull();
  });
});
