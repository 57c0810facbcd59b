import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import { DEFAULT_PREMIUM_SLUGS, type PlanRedirect } from '~/domain/plan-redirect';
import { trialAgainRedirect } from '~/domain/trial-again';

describe('trialAgainRedirect (part 1 §4, §7; decision 054)', () => {
  it.each<[string, boolean, boolean, CurrencyCode, PlanRedirect]>([
    ['part 1 §4: a running trial sends a USD trial plan to the USD premium plan', true, true, 'USD', { kind: 'tempRedir', target: { type: 'slug', slug: 'premium-plan-69-usd' } }],
    ['part 1 §4: EUR goes to the EUR premium plan', true, true, 'EUR', { kind: 'tempRedir', target: { type: 'slug', slug: 'premium-plan-59-eur' } }],
    ['part 1 §4: BRL goes to the BRL premium plan', true, true, 'BRL', { kind: 'tempRedir', target: { type: 'slug', slug: 'premium-plan-149-brl' } }],
    ['part 1 §2: a currency without a premium plan gets the inactive page and its fallback', true, true, 'MXN', { kind: 'planOrFeeInactive' }],
    ['part 1 §7: no running trial: the trial is offered', true, false, 'USD', { kind: 'doNotRedirect' }],
    ['part 1 §4: a plan that is no trial stays, trial or not', false, true, 'USD', { kind: 'doNotRedirect' }],
  ])('%s', (_row, offersTrial, hasActiveTrial, currency, expected) => {
    expect(trialAgainRedirect({ offersTrial, hasActiveTrial, currency }, DEFAULT_PREMIUM_SLUGS)).toEqual(expected);
  });
});
