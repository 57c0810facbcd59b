import { beforeEach, describe, expect, it } from 'vitest';
import { countSandboxCalls } from '../../../../tests/setup/count-calls';
import { setScenario } from '~/sandbox/scenario';
import { checkoutProduct, PRODUCTS, seedCheckout } from '../../../../tests/setup/checkout-fixtures';
import { $cartTotals } from '../cart/cart';
import { $coupon, $couponBox, $couponInput, applyCoupon, applyCouponFromUrl, removeCoupon, retryCoupon } from './coupon';
import { $period, setInitialPeriod, switchPeriod } from '../period';

const countCouponCalls = () => countSandboxCalls('check-coupon');

beforeEach(() => {
  seedCheckout();
  setInitialPeriod('MONTHLY');
  removeCoupon();
  $couponInput.set('');
});

describe('coupon store (part 1 §4, §5)', () => {
  // premium-plus-plan: 199.00 a month, 2388.00 a year (no annual price in the office).
  it.each([
    ['part 1 §5: OFF10 takes 10% forever, monthly', 'OFF10', 'MONTHLY', 1990, 17910],
    ['part 1 §5: OFF10 takes 10% of the yearly charge', 'OFF10', 'YEARLY', 23880, 214920],
    ['part 1 §5: FREE100 is a full discount', 'FREE100', 'MONTHLY', 19900, 0],
    ['part 1 §5: SAVE10 takes 10.00 off', 'SAVE10', 'MONTHLY', 1000, 18900],
    ['part 1 §5: SAVE10 takes 10.00 off the yearly charge once', 'SAVE10', 'YEARLY', 1000, 237800],
    ['part 2 §3: HALF3MONTHS takes 50% of the first charge', 'HALF3MONTHS', 'MONTHLY', 9950, 9950],
    ['part 2 §3: OFF25FIRST takes 25% of the first month of a monthly plan', 'OFF25FIRST', 'MONTHLY', 4975, 14925],
  ] as const)('%s', async (_row, code, period, discount, total) => {
    switchPeriod(period);
    $couponInput.set(code);
    const state = await applyCoupon();
    expect(state).toMatchObject({ status: 'applied', code });
    expect($cartTotals.get()?.charge).toMatchObject({ discount, total });
  });

  it.each([
    ['part 1 §5: INVALID', 'INVALID', 'invalid_coupon'],
    ['part 1 §5: ERR312', 'ERR312', '312_invalid_coupon'],
    ['part 1 §5: ERR314', 'ERR314', '314_invalid_coupon'],
    ['part 1 §5: EXPIRED', 'EXPIRED', 'coupon_expired'],
    ['part 1 §5: USED', 'USED', 'coupon_already_used'],
    ['part 1 §5: CATEGORYUSED', 'CATEGORYUSED', 'coupon_category_already_used'],
    ['part 1 §5: NOTFORYOU', 'NOTFORYOU', 'cannot_be_used_by_this_account'],
    ['part 1 §5: NOTTHISPLAN', 'NOTTHISPLAN', 'this_coupon_is_not_valid_for_this_plan'],
    ['part 1 §5: BADDATE', 'BADDATE', 'coupon_invalid_date'],
    ['part 1 §5: an unknown code', 'NOSUCHCODE', 'invalid_coupon'],
  ])('%s is refused with its reason and message key, the code kept', async (_row, code, reason) => {
    $couponInput.set(code);
    const state = await applyCoupon();
    expect(state).toEqual({ status: 'rejected', reason, code, message: { key: `errors:coupon.${reason}`, values: { code } } });
    expect($couponInput.get()).toBe(code);
    expect($cartTotals.get()?.charge.discount).toBe(0);
  });

  it('part 1 §5: a visitor gets user_id_is_required', async () => {
    seedCheckout({ user: null });
    expect(await applyCoupon('OFF10')).toMatchObject({ status: 'rejected', reason: 'user_id_is_required' });
  });

  it.each([
    ['part 1 §5: empty input', '', null],
    ['part 1 §5: blank input', '   ', null],
    ['part 1 §5: a code with no coupon applied', 'OFF10', true],
  ])('%s: the button state follows the rule', (_row, input, enabled) => {
    $couponInput.set(input);
    expect($couponBox.get().applyEnabled).toBe(enabled ?? false);
  });

  it('part 1 §5: with a coupon applied the button is disabled and another code is not checked', async () => {
    await applyCoupon('OFF10');
    $couponInput.set('SAVE10');
    expect($couponBox.get().applyEnabled).toBe(false);
    const calls = countCouponCalls();
    expect(await applyCoupon()).toMatchObject({ status: 'applied', code: 'OFF10' });
    expect(calls()).toBe(0);
  });

  it.each([
    ['part 1 §5: SUPER on an advanced plan is checked as SUPER2', 'super', { id: 3003, slug: 'advanced-plan' }, 'SUPER2'],
    ['part 1 §5: SUPER3 on core-account is checked as SUPER', 'SUPER3', { id: 3001, slug: 'core-account' }, 'SUPER'],
    ['part 1 §5: SUPER1 on the wp essentials plan stays SUPER1', 'SUPER1', { id: 3012, slug: 'wp-essentials-plan' }, 'SUPER1'],
  ])('%s', async (_row, typed, plan, sent) => {
    seedCheckout({ product: checkoutProduct(plan) });
    expect(await applyCoupon(typed)).toMatchObject({ status: 'applied', code: sent });
    expect($couponInput.get()).toBe(typed);
  });

  it.each([
    ['part 1 §5: cnces-premium refuses coupons', 'cnces-premium'],
    ['part 1 §5: the bundle plan refuses coupons', 'bundle-plan'],
  ])('%s without asking the office', async (_row, slug) => {
    seedCheckout({ product: checkoutProduct({ slug }) });
    const calls = countCouponCalls();
    expect(await applyCoupon('OFF10')).toMatchObject({ status: 'rejected', reason: 'this_coupon_is_not_valid_for_this_plan' });
    expect(await applyCouponFromUrl('OFF10')).toMatchObject({ status: 'rejected' });
    expect(calls()).toBe(0);
  });

  it('part 1 §4: a coupon in the URL is checked by the load sequence and shown in the box', async () => {
    expect(await applyCouponFromUrl(' off10 ')).toMatchObject({ status: 'applied', code: 'off10' });
    expect($couponInput.get()).toBe('off10');
  });

  it('part 1 §5: a URL coupon on a no-coupon slug is ignored', async () => {
    seedCheckout({ product: checkoutProduct({ slug: 'cnces-essentials' }) });
    expect(await applyCouponFromUrl('OFF10')).toEqual({ status: 'none' });
  });

  it('part 1 §4: switching the period clears the coupon and keeps the typed code', async () => {
    await applyCoupon('OFF10');
    switchPeriod('YEARLY');
    expect($coupon.get()).toEqual({ status: 'none' });
    expect($couponInput.get()).toBe('OFF10');
    expect($cartTotals.get()?.charge).toMatchObject({ discount: 0, total: 238800 });
  });

  it('part 1 §4: picking the period already chosen keeps the coupon', async () => {
    await applyCoupon('OFF10');
    switchPeriod('MONTHLY');
    expect($coupon.get().status).toBe('applied');
  });

  it('part 1 §4: an answer arriving after a period switch is dropped', async () => {
    const pending = applyCoupon('OFF10');
    switchPeriod('YEARLY');
    await pending;
    expect($coupon.get()).toEqual({ status: 'none' });
    expect($period.get()).toBe('YEARLY');
  });

  it.each([
    ['DESIGN.md Failures: HTTP 500', 'http500', 'http', 'errors:request.http'],
    ['DESIGN.md Failures: offline', 'offline', 'network', 'errors:request.network'],
    ['DESIGN.md Failures: malformed JSON', 'malformed', 'schema', 'errors:request.schema'],
  ] as const)('%s on check-coupon fails with a message, and the retry applies the same code', async (_row, fault, error, key) => {
    setScenario({ fault, faultTimes: 1, faultPath: 'check-coupon' });
    $couponInput.set('OFF10');
    expect(await applyCoupon()).toEqual({ status: 'failed', error, code: 'OFF10', message: { key } });
    expect($couponInput.get()).toBe('OFF10');
    expect(await retryCoupon()).toMatchObject({ status: 'applied', code: 'OFF10' });
  });

  it('part 1 §4: removing the coupon restores the totals', async () => {
    seedCheckout({ product: PRODUCTS.essentials() });
    await applyCoupon('SAVE10');
    expect($cartTotals.get()?.charge.total).toBe(3900);
    removeCoupon();
    expect($cartTotals.get()?.charge.total).toBe(4900);
    expect($couponBox.get().applyEnabled).toBe(true);
  });
});
