// What one timed visit reads from the page once it is ready: its marks, first contentful paint, the layout shifts
// up to the ready mark, and Resource/Navigation Timing; and the checks made of them (pure, unit-tested).
import { SANDBOX_MARKS } from '../../src/config/sandbox-worker.ts';

/** The sandbox's user-timing marks (src/config/sandbox-worker.ts), for the bench's rows. */
export { SANDBOX_MARKS };

/**
 * Reads the visit's figures in the page (after the ready mark and the network settled).
 * @param {import('@playwright/test').Page} page @param {string} readyMark
 * @returns {Promise<{ ready: number, fcp: number | null, cls: number, marks: Record<string, number>, navigation: any, resources: any[] }>}
 */
export async function readVisit(page, readyMark) {
  const raw = await page.evaluate(async () => {
    // Layout shifts are only given to an observer (buffered: those before it too), not by getEntriesByType.
    const shifts = await new Promise((done) => {
      const seen = [];
      const observer = new PerformanceObserver((list) => seen.push(...list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => {
        seen.push(...observer.takeRecords());
        observer.disconnect();
        done(seen.map((e) => ({ startTime: e.startTime, value: e.value, hadRecentInput: e.hadRecentInput })));
      }, 200);
    });
    const marks = {};
    for (const m of performance.getEntriesByType('mark')) marks[m.name] ??= m.startTime;
    const nav = performance.getEntriesByType('navigation')[0];
    const pick = (e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd, transferSize: e.transferSize, encodedBodySize: e.encodedBodySize, initiatorType: e.initiatorType });
    return {
      marks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      shifts,
      navigation: { ...pick(nav), requestStart: nav.requestStart, responseStart: nav.responseStart },
      resources: performance.getEntriesByType('resource').map(pick),
    };
  });
  const ready = raw.marks[readyMark];
  return { ready, fcp: raw.fcp, cls: layoutShiftUntil(raw.shifts, ready), marks: raw.marks, navigation: raw.navigation, resources: raw.resources };
}

/**
 * The layout shift from navigation start to `end` (the ready mark): the sum of the shifts without recent input.
 * Over a visit this short it is CLS's one session window (or more than it, never less).
 * Example: layoutShiftUntil([{ startTime: 10, value: 0.1, hadRecentInput: false }, { startTime: 900, value: 0.2, hadRecentInput: false }], 500) === 0.1.
 * @param {{ startTime: number, value: number, hadRecentInput: boolean }[]} shifts @param {number} end
 */
export function layoutShiftUntil(shifts, end) {
  return shifts.filter((s) => s.startTime <= end && !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
}

/**
 * The hashed files (`/_astro/`) of `origin` a repeat visit downloaded again although the first visit had them: a
 * repeat visit that downloads them measures a cold cache, not a repeat visit (Resource Timing's transferSize is 0
 * for an answer from the HTTP cache).
 * Example: downloadedAgain([{ name: 'https://a/_astro/x.js', transferSize: 900 }], [{ name: 'https://a/_astro/x.js', transferSize: 900 }], 'https://a')
 * deep-equals ['/_astro/x.js'].
 * @param {{ name: string, transferSize: number }[]} first @param {{ name: string, transferSize: number }[]} repeat @param {string} origin
 */
export function downloadedAgain(first, repeat, origin) {
  const hashed = (r) => r.name.startsWith(`${origin}/_astro/`);
  const had = new Set(first.filter(hashed).map((r) => r.name));
  return [...new Set(repeat.filter((r) => hashed(r) && had.has(r.name) && r.transferSize > 0).map((r) => r.name.slice(origin.length)))];
}

/**
 * The sandbox's service worker start-up on one visit (ms): the worker's own, from the page's early registration to
 * its control of the page (when the page registered it), plus msw's start in the page up to ready; NaN when a needed
 * mark is missing. The early part overlaps the files' download, so a visit waits for less than this.
 * Example: workerStartUp({ 'sandbox:register': 700, 'sandbox:controlled': 1300, 'sandbox:start': 3000, 'sandbox:ready': 3040 }) === 640.
 * @param {Record<string, number>} marks
 */
export function workerStartUp(marks) {
  const own = marks[SANDBOX_MARKS.ready] - marks[SANDBOX_MARKS.start];
  if (!(SANDBOX_MARKS.register in marks)) return own;
  return marks[SANDBOX_MARKS.controlled] - marks[SANDBOX_MARKS.register] + own;
}
