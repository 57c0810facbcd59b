import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '~/stores/reset';
import { $pixMinutesLeft, minutesLeft, pixExpiryFromNow, startPixCountdown } from './pix-countdown';

const MINUTE = 60_000;

describe('the pix wait countdown (part 2 §4.5, §9: 10 minutes in 60-second steps, stops at zero)', () => {
  beforeEach(() => {
    resetStores('page');
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('§9: starts at 10, steps down once a minute, reaches 0 after 10 minutes and then stops (onExpired once)', () => {
    const onExpired = vi.fn();
    startPixCountdown(pixExpiryFromNow(), onExpired);
    expect($pixMinutesLeft.get()).toBe(10);
    vi.advanceTimersByTime(MINUTE - 1);
    expect($pixMinutesLeft.get()).toBe(10);
    vi.advanceTimersByTime(1);
    expect($pixMinutesLeft.get()).toBe(9);
    vi.advanceTimersByTime(8 * MINUTE);
    expect($pixMinutesLeft.get()).toBe(1);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect($pixMinutesLeft.get()).toBe(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect($pixMinutesLeft.get()).toBe(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a resumed pix with 7.5 minutes left shows 8, then 7 thirty seconds later, and ends on time', () => {
    const onExpired = vi.fn();
    startPixCountdown(Date.now() + 7.5 * MINUTE, onExpired);
    expect($pixMinutesLeft.get()).toBe(8);
    vi.advanceTimersByTime(30_000);
    expect($pixMinutesLeft.get()).toBe(7);
    vi.advanceTimersByTime(7 * MINUTE - 1);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect($pixMinutesLeft.get()).toBe(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('a pix already past its time is expired at once', () => {
    const onExpired = vi.fn();
    startPixCountdown(Date.now() - MINUTE, onExpired);
    expect($pixMinutesLeft.get()).toBe(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    [10 * MINUTE, 10],
    [9 * MINUTE + 1, 10],
    [9 * MINUTE, 9],
    [1, 1],
    [0, 0],
    [-5, 0],
  ])('minutesLeft with %i ms to go is %i', (ms, minutes) => {
    expect(minutesLeft(1_000_000 + ms, 1_000_000)).toBe(minutes);
  });

  it('a page reset stops the countdown', () => {
    const onExpired = vi.fn();
    startPixCountdown(pixExpiryFromNow(), onExpired);
    resetStores('page');
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
    expect($pixMinutesLeft.get()).toBeNull();
  });
});
