import { describe, expect, it } from 'vitest';
import { latestAnswer } from './latest-answer';
import { resetStores } from './reset';

describe('latestAnswer (the newest request of a lookup wins)', () => {
  it('a request is the latest until another starts; the older one is stale and its signal aborted', () => {
    const lookups = latestAnswer('page');
    const first = lookups.next();
    expect([first.isLatest(), first.signal.aborted]).toEqual([true, false]);
    const second = lookups.next();
    expect([first.isLatest(), first.signal.aborted, second.isLatest(), second.signal.aborted]).toEqual([false, true, true, false]);
  });

  it('drop makes the request in flight stale (a removal or a step back)', () => {
    const lookups = latestAnswer('page');
    const request = lookups.next();
    lookups.drop();
    expect([request.isLatest(), request.signal.aborted]).toEqual([false, true]);
    expect(lookups.next().isLatest()).toBe(true);
  });

  it("a reset of its scope drops the request in flight; a 'page' lookup survives a 'load' reset", () => {
    const onLoad = latestAnswer('load');
    const onPage = latestAnswer('page');
    const loadRequest = onLoad.next();
    const pageRequest = onPage.next();
    resetStores('load');
    expect([loadRequest.isLatest(), pageRequest.isLatest()]).toEqual([false, true]);
    resetStores('page');
    expect(pageRequest.isLatest()).toBe(false);
  });

  it('lookups are numbered apart: a request of one does not make another stale', () => {
    const fees = latestAnswer('page');
    const coupons = latestAnswer('page');
    const fee = fees.next();
    coupons.next();
    expect(fee.isLatest()).toBe(true);
  });
});
