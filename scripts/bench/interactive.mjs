// Time to interactive on a simulated mobile: the throttling (CPU, network, service workers), the timed visits
// (the LIVE site at its own hosts, the sandbox site, the bare React page), and the rows they make.
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/setup/browser.ts';
import { BARE_MARK, BARE_PAGE } from './bare.mjs';
import { fmtLoad, fmtRuns, fmtVsBare, median } from './format.mjs';
import { LIVE_HOSTS, startLiveFronts } from './live-hosts.mjs';
import { BUDGET, CHECKOUT_PAGE, fail, row } from './report.mjs';
import { http2Front, localCertificate } from './sites.mjs';
import { traceLive } from './trace.mjs';
import { downloadedAgain, readVisit, SANDBOX_MARKS, workerStartUp } from './visit-timing.mjs';

/** Set by src/islands/checkout/views/ReadyView.tsx when the loaded checkout first commits (handlers attached). */
export const READY_MARK = 'checkout:ready';
/**
 * Lighthouse's mobile profile (mobileSlow4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU) as Lighthouse
 * itself applies it through DevTools (`--throttling-method=devtools`): DevTools adds its latency once per request,
 * not per round trip, so Lighthouse multiplies the RTT by 3.75 and the throughputs by 0.9
 * (lantern/simulation/Constants.js, DEVTOOLS_RTT_ADJUSTMENT_FACTOR and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR).
 */
export const MOBILE = { cpuSlowdown: 4, requestLatencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
/** Lighthouse's mobile screen (a Moto G Power). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const INTERACTIVE_RUNS = 3;

/** Waits for the checkout's ready mark (or `mark`); false when it does not come within `timeout` ms. */
export function waitForReady(page, timeout, mark = READY_MARK) {
  // Polled every 250 ms, not on every frame: a throttled main thread should spend its time on the page.
  return page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout, polling: 250 }).then(() => true, () => false);
}

/**
 * CDP's Network.emulateNetworkConditions for a profile, as Lighthouse converts it (kbit/s -> bytes/s).
 * Example: cdpNetworkConditions({ requestLatencyMs: 150, downloadKbps: 1600, uploadKbps: 750 }).downloadThroughput === 204800.
 * @param {{ requestLatencyMs: number, downloadKbps: number, uploadKbps: number }} profile
 */
export function cdpNetworkConditions(profile) {
  return {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: Math.floor((profile.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((profile.uploadKbps * 1024) / 8),
  };
}

/**
 * Throttles a page like the simulated mobile: CPU and network, and the network of the service workers it
 * starts too (the sandbox's msw worker fetches the page's passed-through requests, its chunks among them, itself;
 * the page's own network conditions do not cover those).
 */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  const conditions = cdpNetworkConditions(MOBILE);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  let id = 0;
  const pending = new Map();
  const workers = { throttled: 0, errors: [] };
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message);
    if (reply.id && pending.has(reply.id) && reply.error) workers.errors.push(`${pending.get(reply.id)}: ${reply.error.message}`);
    pending.delete(reply.id);
  });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    const send = (method, params = {}) => {
      id += 1;
      pending.set(id, `${targetInfo.type} ${method}`);
      return cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => {});
    };
    if (targetInfo.type === 'service_worker') {
      send('Network.enable');
      send('Network.emulateNetworkConditions', conditions);
      workers.throttled += 1;
    }
    if (waitingForDebugger) send('Runtime.runIfWaitingForDebugger');
  });
  // Non-flattened sessions: Playwright's CDP session cannot address flattened child sessions. The worker waits
  // for the debugger, so it is throttled before it fetches anything.
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return workers;
}

/**
 * One throttled visit in a new tab of `context`, up to `mark` and the network settled: the visit's figures
 * (visit-timing.mjs: ready, FCP, layout shift, marks, Resource Timing), the service workers throttled and the
 * requests that failed.
 */
async function timedVisit(context, url, mark) {
  const page = await context.newPage();
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));
  try {
    const workers = await throttle(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    if (!(await waitForReady(page, 60_000, mark))) fail(`${url} never set the '${mark}' mark on the simulated mobile (failed requests: ${failed.join('; ') || 'none'})`);
    // Let the visit finish (the service worker settles, chunks land in the HTTP cache) before the next one.
    await page.waitForLoadState('networkidle').catch(() => {});
    if (workers.errors.length > 0) fail(`could not throttle the service worker: ${workers.errors.join('; ')}`);
    return { ...(await readVisit(page, mark)), workers: workers.throttled, failed };
  } finally {
    await page.close();
  }
}

/**
 * The three pages timed, each in a fresh browser context per run: a first visit (nothing cached; the sandbox
 * registers its service worker), then a repeat visit in a new tab of that context (HTTP cache and worker warm).
 * The kinds take turns within a run, so a change in the machine's load meets all three alike.
 */
function pagesToTime(bareBase, liveBase, sandboxBase, offices) {
  return [
    { kind: 'bare', url: `${bareBase}${BARE_PAGE}`, origin: bareBase, mark: BARE_MARK, before: () => {} },
    { kind: 'live', url: `${liveBase}${CHECKOUT_PAGE}`, origin: liveBase, mark: READY_MARK, before: () => offices.scenario(null) },
    { kind: 'sandbox', url: `${sandboxBase}${CHECKOUT_PAGE}`, origin: sandboxBase, mark: READY_MARK, before: () => {} },
  ];
}

async function timeAll(browser, pages, runs) {
  const out = Object.fromEntries(pages.map((p) => [p.kind, { first: [], repeat: [] }]));
  for (let i = 0; i < runs; i += 1) {
    for (const p of pages) {
      p.before();
      const context = await browser.newContext(PHONE);
      try {
        const a = await timedVisit(context, p.url, p.mark);
        const b = await timedVisit(context, p.url, p.mark);
        // The sandbox's worker answers its passed-through files itself, so only the two HTTP-cached sites are checked.
        const again = p.kind === 'sandbox' ? [] : downloadedAgain(a.resources, b.resources, p.origin);
        if (again.length > 0) fail(`the ${p.kind} repeat visit downloaded hashed files the first visit had loaded (${again.join(', ')}): the HTTP cache was not used, so the row would not measure a repeat visit`);
        const startUp = workerStartUp(a.marks);
        const extra = p.kind === 'sandbox' ? `, service worker start-up ${Number.isFinite(startUp) ? `${Math.round(startUp)} ms` : 'not marked'} (workers throttled: ${a.workers}, ${b.workers})` : `, FCP ${Math.round(a.fcp)} and ${Math.round(b.fcp)} ms, CLS ${a.cls.toFixed(3)}`;
        console.log(`bench:   run ${i + 1}, ${p.kind}: first visit ${Math.round(a.ready)} ms, repeat visit ${Math.round(b.ready)} ms${extra}`);
        for (const f of new Set([...a.failed, ...b.failed])) console.log(`bench:     failed request: ${f}`);
        out[p.kind].first.push(a);
        out[p.kind].repeat.push(b);
      } finally {
        await context.close();
      }
    }
  }
  return out;
}

const ON = 'simulated phone, HTTP/2';
const readyOf = (visits) => visits.map((v) => v.ready);
const fcpOf = (visits) => visits.map((v) => v.fcp);

function rowsFor(t) {
  const { bare, live, sandbox } = t;
  row(`bare React page (one island, a button; '${BARE_MARK}'), ${ON}, first visit`, BARE_PAGE, '-', `${fmtRuns(readyOf(bare.first))}; FCP ${fmtRuns(fcpOf(bare.first))}`, null);
  row(`bare React page, repeat visit (new tab, HTTP cache warm)`, BARE_PAGE, '-', `${fmtRuns(readyOf(bare.repeat))}; FCP ${fmtRuns(fcpOf(bare.repeat))}`, null);
  const liveFirst = median(readyOf(live.first));
  row(`interactive (checkout:ready), ${ON}, LIVE build, first visit`, CHECKOUT_PAGE, `<= ${BUDGET.liveFirstMs} ms`, fmtVsBare(readyOf(live.first), readyOf(bare.first)), liveFirst <= BUDGET.liveFirstMs);
  row(`interactive, LIVE build, repeat visit (new tab; /_astro files from the HTTP cache, checked)`, CHECKOUT_PAGE, `<= ${BUDGET.liveRepeatMs} ms`, fmtVsBare(readyOf(live.repeat), readyOf(bare.repeat)), median(readyOf(live.repeat)) <= BUDGET.liveRepeatMs);
  row(`first contentful paint, ${ON}, LIVE build, first visit`, CHECKOUT_PAGE, `<= ${BUDGET.fcpMs} ms`, fmtVsBare(fcpOf(live.first), fcpOf(bare.first)), median(fcpOf(live.first)) <= BUDGET.fcpMs);
  row(`first contentful paint, LIVE build, repeat visit`, CHECKOUT_PAGE, `<= ${BUDGET.fcpMs} ms`, fmtVsBare(fcpOf(live.repeat), fcpOf(bare.repeat)), median(fcpOf(live.repeat)) <= BUDGET.fcpMs);
  const shifts = live.first.map((v) => v.cls);
  row(`layout shift, navigation start to checkout:ready, LIVE build, first visit (every run)`, CHECKOUT_PAGE, `${BUDGET.cls}`, `runs ${shifts.map((v) => v.toFixed(3)).join(', ')}`, Math.max(...shifts) <= BUDGET.cls);
  const startUps = sandbox.first.map((v) => workerStartUp(v.marks));
  const marked = startUps.every(Number.isFinite);
  row(`sandbox's service worker start-up ('${SANDBOX_MARKS.register}' -> '${SANDBOX_MARKS.controlled}', then msw's '${SANDBOX_MARKS.start}' -> '${SANDBOX_MARKS.ready}'), sandbox first visit`, CHECKOUT_PAGE, '-', marked ? fmtRuns(startUps) : 'not marked (src/sandbox/browser.ts sets no sandbox:start/ready)', null);
  const limit = marked ? liveFirst + median(startUps) : null;
  row(`interactive, sandbox build, first visit (incl. the service worker's start-up)`, CHECKOUT_PAGE, limit === null ? '-' : `<= LIVE first + start-up = ${Math.round(limit)} ms`, fmtVsBare(readyOf(sandbox.first), readyOf(bare.first)), limit === null ? null : median(readyOf(sandbox.first)) <= limit);
  row(`interactive, sandbox build, repeat visit (new tab, HTTP cache and worker warm)`, CHECKOUT_PAGE, '-', fmtVsBare(readyOf(sandbox.repeat), readyOf(bare.repeat)), null);
}

/**
 * The time-to-interactive rows (DESIGN.md "Performance budgets"): the LIVE build's first and repeat visits
 * (interactive, FCP, layout shift), the sandbox's with its service worker's start-up, and the bare React page of the
 * same run, each checkout figure also as a ratio to the bare page's. Every page is behind an HTTP/2 front; the live
 * one at its own hosts (live-hosts.mjs), so no routing turns the HTTP cache off. With `trace`, one traced live first
 * and repeat visit after them (trace.mjs).
 */
export async function measureInteractive(executable, { sandboxBase, liveBase, bareBase }, offices, { trace = false } = {}) {
  const loadBefore = loadavg()[0];
  const tls = localCertificate(LIVE_HOSTS);
  if (!tls) fail('openssl made no local certificate: the live visits need the HTTPS fronts at the live hosts');
  const sandboxFront = await http2Front(sandboxBase, tls);
  const bareFront = await http2Front(bareBase, tls);
  const liveFronts = await startLiveFronts(liveBase, offices, tls);
  // Trusts this one certificate (by its key), so Chromium treats the fronts as valid HTTPS: with
  // --ignore-certificate-errors instead, it would cache nothing and a repeat visit would load everything again.
  const browser = await chromium.launch({ executablePath: executable, args: [...CHROMIUM_ARGS, `--ignore-certificate-errors-spki-list=${tls.spki}`, liveFronts.flag] });
  try {
    console.log(`bench: ${CHECKOUT_PAGE} on the simulated mobile: bare React page, LIVE site (${liveFronts.base}), sandbox site; ${INTERACTIVE_RUNS} fresh contexts each ...`);
    const times = await timeAll(browser, pagesToTime(bareFront.base, liveFronts.base, sandboxFront.base, offices), INTERACTIVE_RUNS);
    if (liveFronts.api.office.requests === 0) fail('the live visits made no call to the office front: the live rows would not measure the live checkout');
    console.log(`bench:   office front: ${liveFronts.api.office.requests} requests (${liveFronts.api.office.preflights} CORS preflights); gateway: ${liveFronts.api.gateway.requests} (${liveFronts.api.gateway.preflights})`);
    rowsFor(times);
    row('machine load while timing (1-min average, before and after)', '-', '-', fmtLoad([loadBefore, loadavg()[0]], availableParallelism()), null);
    if (trace) {
      const traced = await traceLive(browser, liveFronts.base, offices);
      row('trace, LIVE first and repeat visit (critical path printed above)', CHECKOUT_PAGE, '-', `ready ${Math.round(traced.first.ready)} and ${Math.round(traced.repeat.ready)} ms: bench-results/trace-live-first.json, trace-live-repeat.json`, null);
    }
  } finally {
    await browser.close();
    for (const front of [sandboxFront, bareFront, liveFronts]) await front.close();
  }
}
