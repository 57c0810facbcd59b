// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addTrackingScript, waitForTrackingScript } from './tracking-scripts';

describe('the tracking script loader (part 2 §9 "Tracking delays"; decision 035)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.replaceChildren();
  });

  it('adds one async script per id', () => {
    expect(addTrackingScript('t-one', '/sandbox/facebook-pixel.js')).toBe(true);
    expect(addTrackingScript('t-one', '/sandbox/facebook-pixel.js')).toBe(false);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => [s.id, s.async, s.getAttribute('src')])).toEqual([['t-one', true, '/sandbox/facebook-pixel.js']]);
  });

  it('part 2 §9: a script ready at once is not waited for', async () => {
    const ready = vi.fn(() => true);
    await expect(waitForTrackingScript(ready)).resolves.toBe(true);
    expect(ready).toHaveBeenCalledOnce();
  });

  it('part 2 §9: looks again every 100 ms until the script is ready', async () => {
    let loaded = false;
    const ready = vi.fn(() => loaded);
    const waiting = waitForTrackingScript(ready);
    await vi.advanceTimersByTimeAsync(499);
    expect(ready).toHaveBeenCalledTimes(5); // at 0, 100, 200, 300, 400 ms
    loaded = true;
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe(true);
    expect(ready).toHaveBeenCalledTimes(6);
  });

  it('part 2 §9: gives up after 300 tries (29.9 s), and asks no more', async () => {
    const ready = vi.fn(() => false);
    let settled: boolean | null = null;
    void waitForTrackingScript(ready).then((v) => (settled = v));
    await vi.advanceTimersByTimeAsync(29_899);
    expect([ready.mock.calls.length, settled]).toEqual([299, null]);
    await vi.advanceTimersByTimeAsync(1);
    expect([ready.mock.calls.length, settled]).toEqual([300, false]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ready).toHaveBeenCalledTimes(300);
  });
});
