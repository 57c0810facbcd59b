import { describe, expect, it } from 'vitest';
import type { PlanCouponResult } from './coupon';
import { couponOnLinks } from './coupon-links';

const valid = (slug: string): PlanCouponResult => ({ slug, status: 'valid', amount: 8550, text: 'R$ 85,50' });
const refused = (slug: string, reason: Extract<PlanCouponResult, { status: 'invalid' }>['reason']): PlanCouponResult => ({ slug, status: 'invalid', reason });

describe('couponOnLinks: the subscribe links that carry the coupon (part 1 §2, decision 042)', () => {
  it.each([
    ['part 1 §2: nothing checked yet, the links keep what they carry', { state: 'idle' } as const, null],
    ['a check running leaves the links as they are', { state: 'checking', code: 'OFF10' } as const, null],
    ['a check that could not be made keeps the code on every link (the checkout checks it)', { state: 'failed', code: 'OFF10', errorKey: 'errors:request.network' } as const, { code: 'OFF10', slugs: null }],
  ])('%s', (_row, status, expected) => {
    expect(couponOnLinks(status)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: a valid plan carries the code, a refused one drops it', [valid('core-account'), refused('premium-plus-plan', 'this_coupon_is_not_valid_for_this_plan')], ['core-account']],
    ['part 1 §5: an expired code goes nowhere', [refused('core-account', 'coupon_expired'), refused('premium-plus-plan', 'coupon_expired')], []],
    ['part 1 §5: user_id_is_required (a visitor) keeps the code for the checkout after the sign-up', [refused('core-account', 'user_id_is_required')], ['core-account']],
    ['an unknown reason drops the code', [refused('core-account', 'unknown')], []],
  ] as const)('%s', (_row, results, slugs) => {
    const on = couponOnLinks({ state: 'done', code: 'OFF10', results: [...results] });
    expect(on?.code).toBe('OFF10');
    expect([...(on?.slugs ?? ['(all)'])].sort()).toEqual([...slugs].sort());
  });
});
