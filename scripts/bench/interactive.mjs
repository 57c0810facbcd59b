// Time to interactive on a simulated mobile: the throttling (CPU, network, service workers), the timed visits,
// and the rows they make.
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../tests/setup/browser.ts';
import { fmtLoad, fmtRuns, median } from './format.mjs';
import { BUDGET, CHECKOUT_PAGE, fail, row } from './report.mjs';
import { answerApisFromOffices, http2Front, localCertificate } from './sites.mjs';

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

/** Waits for the checkout's ready mark; false when it does not come within `timeout` ms. */
export function waitForReady(page, timeout) {
  // Polled every 250 ms, not on every frame: a throttled main thread should spend its time on the page.
  return page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY_MARK, { timeout, polling: 250 }).then(() => true, () => false);
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

/** One throttled visit in a new tab of `context`: ms from navigation start to the ready mark. */
async function timedVisit(context, url) {
  const page = await context.newPage();
  try {
    const workers = await throttle(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    if (!(await waitForReady(page, 60_000))) fail(`${url} never set the '${READY_MARK}' mark on the simulated mobile`);
    const ms = await page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, READY_MARK);
    // Let the visit finish (the service worker settles, chunks land in the HTTP cache) before the next one.
    await page.waitForLoadState('networkidle').catch(() => {});
    if (workers.errors.length > 0) fail(`could not throttle the service worker: ${workers.errors.join('; ')}`);
    return { ms, workers: workers.throttled };
  } finally {
    await page.close();
  }
}

/**
 * Time to interactive on the simulated mobile, `runs` times, each in a fresh browser context: a first visit
 * (nothing cached, the sandbox registers its service worker), then a repeat visit in a new tab of that context.
 */
async function timeToInteractive(browser, base, path, runs) {
  const first = [];
  const repeat = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext(PHONE);
    try {
      const a = await timedVisit(context, `${base}${path}`);
      const b = await timedVisit(context, `${base}${path}`);
      console.log(`bench:   run ${i + 1}: first visit ${Math.round(a.ms)} ms, repeat visit ${Math.round(b.ms)} ms (service workers throttled: ${a.workers}, ${b.workers})`);
      first.push(a.ms);
      repeat.push(b.ms);
    } finally {
      await context.close();
    }
  }
  return { first, repeat };
}

/**
 * For comparison with the sandbox figure: the same first visit on the LIVE site, throttled alike, its API calls
 * answered by the fake office and held back like network answers. No service worker and no sandbox start-up.
 */
async function liveTimeToInteractive(browser, base, offices, path, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    offices.scenario(null);
    const context = await browser.newContext(PHONE);
    try {
      const problems = await answerApisFromOffices(context, offices, cdpNetworkConditions(MOBILE));
      const { ms } = await timedVisit(context, `${base}${path}`);
      for (const problem of problems) console.log(`bench:   API answer: ${problem}`);
      console.log(`bench:   live run ${i + 1}: first visit ${Math.round(ms)} ms`);
      times.push(ms);
    } finally {
      await context.close();
    }
  }
  return times;
}

const INTERACTIVE = 'interactive (checkout:ready), simulated mobile, sandbox, HTTP/2';

/**
 * The time-to-interactive rows: sandbox site (the budget), first and repeat visits, and the live site for
 * comparison; over HTTP/2 fronts when a local certificate can be made, else over HTTP/1.1 (and said so).
 */
export async function measureInteractive(executable, sandboxBase, liveBase, offices) {
  const loadBefore = loadavg()[0];
  const tls = localCertificate();
  const fronts = tls ? [await http2Front(sandboxBase, tls), await http2Front(liveBase, tls)] : [];
  const [sandboxSite, liveSite] = tls ? fronts.map((front) => front.base) : [sandboxBase, liveBase];
  const protocol = tls ? 'HTTP/2' : 'HTTP/1.1: openssl made no local certificate, so no HTTP/2';
  // Trusts this one certificate (by its key), so Chromium treats the fronts as valid HTTPS: with
  // --ignore-certificate-errors instead, it would cache nothing and a repeat visit would load everything again.
  const trust = tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [];
  const browser = await chromium.launch({ executablePath: executable, args: [...CHROMIUM_ARGS, ...trust] });
  try {
    console.log(`bench: ${CHECKOUT_PAGE} on the simulated mobile (sandbox site, ${protocol}), ${INTERACTIVE_RUNS} fresh contexts ...`);
    const { first, repeat } = await timeToInteractive(browser, sandboxSite, CHECKOUT_PAGE, INTERACTIVE_RUNS);
    const budget = `< ${BUDGET.interactiveMs} ms`;
    row(`${INTERACTIVE}, first visit (incl. service worker start-up)`, CHECKOUT_PAGE, budget, fmtRuns(first), median(first) < BUDGET.interactiveMs);
    row(`${INTERACTIVE}, repeat visit (new tab, HTTP cache warm)`, CHECKOUT_PAGE, budget, fmtRuns(repeat), median(repeat) < BUDGET.interactiveMs);
    console.log(`bench: ${CHECKOUT_PAGE} on the simulated mobile (live site, for comparison) ...`);
    const live = await liveTimeToInteractive(browser, liveSite, offices, CHECKOUT_PAGE, INTERACTIVE_RUNS);
    row('interactive, same mobile, LIVE build, first visit (API answers held back like the network; information)', CHECKOUT_PAGE, '-', fmtRuns(live), null);
    if (!tls) row('(the interactive rows above were served over HTTP/1.1)', '-', '-', protocol, null);
    row('machine load while timing (1-min average, before and after)', '-', '-', fmtLoad([loadBefore, loadavg()[0]], availableParallelism()), null);
  } finally {
    await browser.close();
    for (const front of fronts) await front.close();
  }
}
