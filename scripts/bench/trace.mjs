// `--trace` (and every --checkout-only run): one live first visit and one live repeat visit on the simulated phone,
// traced by Chromium, split into waits and printed as the critical path to 'checkout:ready' (trace-parse.mjs).
// Writes bench-results/trace-live-first.json and trace-live-repeat.json (the waits, the path, the script work, the
// files), and the raw Chromium traces beside them (*.chrome.json: open them in DevTools' Performance panel).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKOUT_PAGE, fail, OUT } from './report.mjs';
import { LIVE_ORIGINS } from './live-hosts.mjs';
import { criticalPath, fmtCriticalPath, scriptWork, timeBase, waits } from './trace-parse.mjs';
import { readVisit } from './visit-timing.mjs';
import { PHONE, READY_MARK, throttle, waitForReady } from './interactive.mjs';

/** Renderer, script and user-timing events; not V8's compile internals, whose tracing slows the page itself. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'v8', 'blink.user_timing', 'loading'];

/**
 * Bench-only marks for the trace visits (never in the timed ones): Astro calling the island's renderer
 * ('astro:hydrate' event) and React's first commit, seen through the hook React DevTools uses.
 */
function markHydration() {
  const once = (name) => {
    if (performance.getEntriesByName(name).length === 0) performance.mark(name);
  };
  document.addEventListener('astro:hydrate', () => once('bench:astro-hydrate'), { capture: true });
  // @ts-ignore: React DOM reports every commit to this hook when it finds one.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot: () => once('bench:react-commit'),
  };
}

async function tracedVisit(browser, context, url, name) {
  const page = await context.newPage();
  try {
    await throttle(context, page);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    if (!(await waitForReady(page, 60_000))) fail(`${url} never set '${READY_MARK}' in the traced visit`);
    await page.waitForLoadState('networkidle').catch(() => {});
    const buffer = await browser.stopTracing();
    const visit = await readVisit(page, READY_MARK);
    const trace = JSON.parse(buffer.toString('utf8'));
    const events = trace.traceEvents ?? trace;
    const base = timeBase(events, READY_MARK);
    const work = scriptWork(events, base);
    const list = waits({ ...visit, timed: work.timed, siteOrigin: LIVE_ORIGINS.site, apiOrigins: [LIVE_ORIGINS.office, LIVE_ORIGINS.gateway], readyMark: READY_MARK });
    const path = criticalPath(list, visit.ready, work.tasks);
    writeFileSync(join(OUT, `${name}.chrome.json`), buffer);
    writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify({ url, ready: visit.ready, fcp: visit.fcp, marks: visit.marks, criticalPath: path, waits: list, scripts: work.rows, resources: visit.resources }, null, 2)}\n`);
    return { ready: visit.ready, fcp: visit.fcp, marks: visit.marks, path, list, scripts: work.rows };
  } finally {
    await page.close();
  }
}

function print(what, t) {
  const downloads = t.list.filter((w) => w.kind === 'script');
  const fromCache = downloads.filter((w) => w.cached).length;
  console.log(`bench: trace, LIVE ${what}: ready ${Math.round(t.ready)} ms, FCP ${Math.round(t.fcp ?? NaN)} ms; ${downloads.length} script downloads (${fromCache} from the cache); critical path:`);
  for (const line of fmtCriticalPath(t.path)) console.log(`bench:   ${line}`);
  const top = t.scripts.slice(0, 6).map((s) => `${(s.url ?? '?').replace(/^.*\//, '')} ${Math.round(s.compileMs)}+${Math.round(s.evaluateMs)}+${Math.round(s.callMs)}`);
  console.log(`bench:   main thread by script (compile+evaluate+later calls, ms): ${top.join('; ')}`);
  const office = t.list.filter((w) => w.kind === 'office').map((w) => `${w.label.replace('office call ', '')} ${Math.round(w.start)}-${Math.round(w.end)}`);
  console.log(`bench:   office calls: ${office.join('; ') || 'none'}`);
}

/**
 * Traces one live first visit and its repeat visit (a new tab of the same fresh context) at `base`; prints both
 * critical paths and writes the files. The fake office answers a visitor.
 */
export async function traceLive(browser, base, offices) {
  offices.scenario(null);
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(markHydration);
    const url = `${base}${CHECKOUT_PAGE}`;
    const first = await tracedVisit(browser, context, url, 'trace-live-first');
    print('first visit', first);
    const repeat = await tracedVisit(browser, context, url, 'trace-live-repeat');
    print('repeat visit', repeat);
    return { first, repeat };
  } finally {
    await context.close();
  }
}
