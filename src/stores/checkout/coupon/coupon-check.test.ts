import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countSandboxCalls } from '../../../../tests/setup/count-calls';

// The check (office call, schema, reasons) is a chunk of its own, fetched when a code is applied. Here it first
// fails to load, as in a browser gone offline or after a deploy removed it. Each test starts from fresh modules,
// so that the chunk has not been loaded yet.
const CHUNK_FAILURE = new TypeError('Failed to fetch dynamically imported module: /_astro/coupon-check.js');

const countCouponCalls = () => countSandboxCalls('check-coupon');

async function freshCheckout(slug?: string) {
  vi.resetModules();
  vi.doMock('./coupon-check', () => {
    throw CHUNK_FAILURE;
  });
  const fixtures = await import('../../../../tests/setup/checkout-fixtures');
  fixtures.seedCheckout(slug ? { product: fixtures.checkoutProduct({ slug }) } : {});
  (await import('../period')).setInitialPeriod('MONTHLY');
  return import('./coupon');
}

/** The chunk arrives again (the connection is back). */
const chunkBack = () => vi.doUnmock('./coupon-check');

beforeEach(() => chunkBack());

describe('the coupon check loaded on demand (DESIGN.md performance budgets)', () => {
  it('design: a check whose chunk does not load fails like a request that does not, the code kept; the retry applies it', async () => {
    const { $appliedCoupon, $couponInput, applyCoupon, retryCoupon } = await freshCheckout();
    $couponInput.set('OFF10');
    expect(await applyCoupon()).toEqual({ status: 'failed', error: 'network', code: 'OFF10', message: { key: 'errors:request.network' } });
    expect($couponInput.get()).toBe('OFF10');
    expect($appliedCoupon.get()).toBeNull();
    chunkBack();
    expect(await retryCoupon()).toMatchObject({ status: 'applied', code: 'OFF10' });
    expect($appliedCoupon.get()).toMatchObject({ code: 'OFF10' });
  });

  it('part 1 §4: a URL coupon whose check does not load ends in the failed state, and the load goes on', async () => {
    const { $coupon, $couponInput, applyCouponFromUrl } = await freshCheckout();
    expect(await applyCouponFromUrl('OFF10')).toMatchObject({ status: 'failed', error: 'network', code: 'OFF10' });
    expect([$coupon.get().status, $couponInput.get()]).toEqual(['failed', 'OFF10']);
  });

  it('part 1 §5: on a no-coupon slug the retry refuses the code without asking the office', async () => {
    const { applyCoupon, retryCoupon } = await freshCheckout('cnces-premium');
    expect(await applyCoupon('OFF10')).toMatchObject({ status: 'failed', error: 'network', code: 'OFF10' });
    chunkBack();
    const calls = countCouponCalls();
    expect(await retryCoupon()).toMatchObject({ status: 'rejected', reason: 'this_coupon_is_not_valid_for_this_plan', code: 'OFF10' });
    expect(calls()).toBe(0);
  });
});
