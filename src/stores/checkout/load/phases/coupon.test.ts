import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { $coupon } from '../../coupon/coupon';
import { contextAfter, loadInput } from '../../../../../tests/setup/load-input';
import { $period } from '../../period';

afterEach(() => {
  $period.set('MONTHLY');
});

const phases = ['loginStatus', 'product', 'yearlyPeriod', 'coupon'] as const;

describe('yearlyPeriodPhase (part 1 §2, §4)', () => {
  it.each([
    ['part 1 §2: period=y is yearly', 'advanced-plan', '?period=y', 'YEARLY'],
    ['part 1 §2: anything else is monthly', 'advanced-plan', '?period=m', 'MONTHLY'],
    ['part 1 §3: a plan sold ANUAL only is yearly without period=y', 'advanced-plan-annual', '', 'YEARLY'],
  ])('%s', async (_row, slug, search, period) => {
    await contextAfter(phases, loadInput(slug, search));
    expect($period.get()).toBe(period);
  });
});

describe('couponPhase (part 1 §4, §5)', () => {
  it.each([
    ['part 1 §5: a valid URL coupon is applied and handed on', 'br', 'premium-plus-plan', '?coupon=OFF10', 'applied', 'OFF10'],
    ['part 1 §5: SUPER is renamed for the plan', 'br', 'advanced-plan', '?coupon=super', 'applied', 'SUPER2'],
    ['part 1 §5: a refusal stays in the coupon box and the load goes on', 'br', 'premium-plus-plan', '?coupon=EXPIRED', 'rejected', null],
    ['part 1 §5: a no-coupon slug ignores the URL coupon', 'br', 'cnces-premium', '?coupon=OFF10', 'none', null],
    ['part 1 §4: no coupon in the URL', 'br', 'premium-plus-plan', '', 'none', null],
  ])('%s', async (_row, user, slug, search, status, code) => {
    setScenario({ user });
    const { ctx, outcome } = await contextAfter(phases, loadInput(slug, search));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($coupon.get().status).toBe(status);
    expect(ctx.coupon?.code ?? null).toBe(code);
  });

  it('part 1 §4: a coupon check that fails on the way does not stop the load', async () => {
    setScenario({ user: 'br', fault: 'http500', faultTimes: 1, faultPath: 'check-coupon' });
    const { ctx, outcome } = await contextAfter(phases, loadInput('premium-plus-plan', '?coupon=OFF10'));
    expect([outcome.kind, $coupon.get().status, ctx.coupon]).toEqual(['continue', 'failed', null]);
  });
});
