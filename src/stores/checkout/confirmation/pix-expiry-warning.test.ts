import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '~/stores/reset';
import { pixExpiryFromNow, startPixCountdown } from './pix-countdown';
import { $pixExpiryWarning } from './pix-expiry-warning';

const MINUTE = 60_000;

describe('the pix wait warns once before it ends (WCAG 2.2.1; part 2 §4.5, §9: the 10 minutes stay)', () => {
  beforeEach(() => {
    resetStores('page');
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  });
  afterEach(() => {
    resetStores('page');
    vi.useRealTimers();
  });

  it('§9: no warning for the first 9 minutes; from the minute when 1 is left, then none once it expired', () => {
    const seen: boolean[] = [$pixExpiryWarning.get()];
    const unlisten = $pixExpiryWarning.listen((warn) => seen.push(warn));
    startPixCountdown(pixExpiryFromNow(), () => {});
    vi.advanceTimersByTime(9 * MINUTE - 1);
    expect($pixExpiryWarning.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect($pixExpiryWarning.get()).toBe(true);
    vi.advanceTimersByTime(MINUTE);
    expect($pixExpiryWarning.get()).toBe(false);
    unlisten();
    // It turns on exactly once: the minutes before it are not announced.
    expect(seen).toEqual([false, true, false]);
  });

  it('a resumed pix with 40 seconds left warns at once', () => {
    startPixCountdown(Date.now() + 40_000, () => {});
    expect($pixExpiryWarning.get()).toBe(true);
  });

  it('no pix wait, no warning', () => {
    expect($pixExpiryWarning.get()).toBe(false);
  });
});
