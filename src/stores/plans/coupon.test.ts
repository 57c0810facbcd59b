import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '~/domain/coupon';
import { setScenario } from '~/sandbox/scenario';
import { countSandboxCalls } from '../../../tests/setup/count-calls';
import { $planCoupon, checkPlanCoupon, removePlanCoupon, type PlanCouponInView } from './coupon';
import { firstPaymentWithCoupon } from './coupon-check';

// The node sandbox answers every call here; the browser worker is not started.
vi.mock('~/sandbox/browser', () => ({ startSandbox: async () => {} }));

const plans = [
  { slug: 'core-account', id: 3001, currency: 'BRL', perMonth: { MONTHLY: 9500, YEARLY: 8550 } },
  { slug: 'premium-plus-plan', id: 3004, currency: 'BRL', perMonth: { MONTHLY: 99500, YEARLY: 89550 } },
] as const;
const monthly: PlanCouponInView = { plans, period: 'MONTHLY', locale: 'pt' };
/** Formatted amounts with the formatter's non-breaking spaces read as spaces. */
const texts = () => {
  const state = $planCoupon.get();
  return state.state === 'done' ? state.results.map((r) => (r.status === 'valid' ? r.text.replace(/\u00a0/g, ' ') : r.reason)) : state.state;
};

beforeEach(() => setScenario({ user: 'br' }));
afterEach(() => {
  removePlanCoupon();
});

describe('the plans pages\' coupon store (part 1 §2)', () => {
  it('part 1 §2: a valid coupon gives each plan in view its first payment with the coupon', async () => {
    const pending = checkPlanCoupon('OFF10', monthly);
    expect($planCoupon.get()).toEqual({ state: 'checking', code: 'OFF10' });
    await pending;
    expect(texts()).toEqual(['R$ 85,50', 'R$ 895,50']);
    expect($planCoupon.get()).toMatchObject({ state: 'done', code: 'OFF10', results: [{ slug: 'core-account', status: 'valid', amount: 8550 }, { slug: 'premium-plus-plan', status: 'valid', amount: 89550 }] });
  });

  it('part 1 §4: the yearly period prices the coupon on the annual amount (12 months)', async () => {
    await checkPlanCoupon('OFF10', { ...monthly, period: 'YEARLY' });
    expect(texts()).toEqual(['R$ 923,40', 'R$ 9.671,40']);
  });

  it.each([
    ['part 1 §5: an expired coupon', 'EXPIRED', 'coupon_expired'],
    ['part 1 §5: an unknown coupon', 'NOPE', 'invalid_coupon'],
    ['part 1 §5: a coupon for one plan only', 'ONLYPREMIUM', 'this_coupon_is_not_valid_for_this_plan'],
  ])('%s is a result with the office\'s reason, not a failure', async (_row, code, reason) => {
    await checkPlanCoupon(code, monthly);
    expect(texts()).toContain(reason);
  });

  it('DESIGN.md "Tests": a failed call keeps the code and names the error; checking again succeeds', async () => {
    setScenario({ user: 'br', fault: 'offline', faultTimes: 1, faultPath: 'check-coupon' });
    await checkPlanCoupon('OFF10', monthly);
    expect($planCoupon.get()).toEqual({ state: 'failed', code: 'OFF10', errorKey: 'errors:request.network' });
    await checkPlanCoupon('OFF10', monthly);
    expect(texts()).toEqual(['R$ 85,50', 'R$ 895,50']);
  });

  it('shows only the newest check when a second one starts before the first answers', async () => {
    const first = checkPlanCoupon('EXPIRED', monthly);
    const second = checkPlanCoupon('OFF10', monthly);
    await Promise.all([first, second]);
    expect($planCoupon.get()).toMatchObject({ state: 'done', code: 'OFF10' });
  });

  it('removing the coupon drops a check still running', async () => {
    const pending = checkPlanCoupon('OFF10', monthly);
    removePlanCoupon();
    await pending;
    expect($planCoupon.get()).toEqual({ state: 'idle' });
  });

  it('asks the office once per code, plan and period on this page', async () => {
    const calls = countSandboxCalls('check-coupon');
    await checkPlanCoupon('OFF10', monthly);
    await checkPlanCoupon('off10', monthly);
    expect(calls()).toBe(2);
  });

  it('part 1 §4: the first payment with a 10% coupon is the cart\'s charge for the period', () => {
    const tenPercent: Coupon = { id: 1, code: 'OFF10', type: 'PERCENTAGE_OF_DISCOUNT', value: 10, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false };
    expect(firstPaymentWithCoupon(tenPercent, 24500, 'MONTHLY')).toBe(22050);
  });
});
