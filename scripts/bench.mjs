// `npm run bench`: the performance budgets of DESIGN.md, measured and printed as ONE table.
// Builds two sites into bench-results/: the sandbox site (dist, timed) and a live site (dist-live: the valid live
// environment of tests/setup/live-env.ts, its build-time office calls answered by the sandbox handlers behind a real
// HTTP server, tests/setup/fake-office.ts). Serves each with scripts/serve.mjs (the CDN rules) on a free port, then:
//  - per plans page (sandbox site): gzipped JavaScript it loads before any interaction (every same-origin JS
//    response in Chromium once the page is scrolled and left idle, plus its inline scripts) and after the visitor
//    opens the coupon box (the island hydrates when asked, decision 015); chunks reached only through the sandbox's
//    start-up are shown apart, since a live build has none; render-blocking scripts in <head>, layout shift (CLS);
//  - the time from a tap on the coupon box to a usable coupon field (focused, island hydrated) on the simulated
//    mobile below, over HTTP/2, median of 3 fresh contexts;
//  - the checkout's JavaScript before a payment method is chosen, on the LIVE site: Chromium opens /payment/<slug>
//    as a visitor (USD; EUR with the VAT widget) and logged in (on to step 2, its preselected method's panel shown),
//    the live API origins answered by the fake office, waits for the ready checkout (performance mark
//    'checkout:ready') and the network to settle, and adds up the gzip of every same-origin JS response but the
//    provider chunks, shown apart (DESIGN.md leaves the provider SDKs out: each loads only for its method; Stripe.js
//    itself is third-party);
//  - the payment step (payment-step.mjs, payment-chunks.mjs, payment-card.mjs): the JavaScript up to step 2 with the
//    preselected method's panel on the sandbox site (logged in through `sandbox-user`; the sandbox-only code and the
//    sandbox twins' chunks shown apart, as the live rows show the adapters'); each provider chunk's gzipped size from
//    the built files (live adapters from the live build, twins from the sandbox build; no budget); on the simulated
//    mobile below, the time from the tap on "Cartão de crédito" to an editable number field in the sandbox card frame,
//    and the layout shift (CLS) from the tap on Continuar to the settled step 2;
//  - time to interactive on a simulated mobile (CDP: 4x CPU slowdown, Lighthouse's mobile network as DevTools applies
//    it, also to the sandbox's service worker), every page behind an HTTP/2 front (a local TLS front like a CDN), a
//    fresh browser context per run, median of 3, first visit and repeat visit (a new tab of the same context): the
//    LIVE site at its own hosts (https://www.example.com, its API origins answered by the fake offices behind HTTP/2
//    fronts with CORS, Chromium's --host-resolver-rules; no Playwright routing, which turns the HTTP cache off), the
//    budget rows: ms to 'checkout:ready', first contentful paint, the layout shift up to the ready mark, and a check
//    that the repeat visit took the hashed files from the HTTP cache; the sandbox site (first visit within the live
//    one plus its service worker's start-up, 'sandbox:start' -> 'sandbox:ready'); the bare React page of
//    scripts/bench/bare-site/ (one island, a button), the floor each checkout figure is also given as a ratio to;
//    and the machine's load meanwhile;
//  - with --trace (and in every --checkout-only run): one traced live first and repeat visit, split into waits
//    (HTML, script downloads, compile and evaluation per script, hydration, office calls, render) and printed as the
//    critical path to 'checkout:ready' (bench-results/trace-live-first.json, trace-live-repeat.json);
//  - Lighthouse (simulated mobile) performance, accessibility, best practices and SEO on /plans and /pt/plans;
//  - the build time of the whole site (sandbox and live).
// It reports and exits 0 on a budget miss; it exits 1 when something cannot be measured.
// Options: --skip-build (measure bench-results/dist and dist-live as they are), --no-lighthouse,
// --checkout-only (only the checkout rows and build times: no plans pages, no Lighthouse), --plans-only (only the
// plans rows and Lighthouse: no live site, no checkout), --payment-only (both builds, then only the payment-step rows),
// --no-interactive (no timed rows: the JavaScript sizes only, for a quick look at a bundling change), --trace (the
// traced live visits after the timed rows; --checkout-only implies it).
// The parts live in scripts/bench/ (see its README.md); this file runs them in order and prints the table.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/setup/browser.ts';
import { LIVE_ENV } from '../tests/setup/live-env.ts';
import { measureCheckouts } from './bench/checkout-js.mjs';
import { formatTable } from './bench/format.mjs';
import { measureInteractive } from './bench/interactive.mjs';
import { BARE_DIST, buildBare } from './bench/bare.mjs';
import { measureCardReady } from './bench/payment-card.mjs';
import { measureProviderChunks } from './bench/payment-chunks.mjs';
import { measurePaymentStepJs } from './bench/payment-step.mjs';
import { LH_CATEGORIES, LIGHTHOUSE_PAGES, measurePlans, runLighthouse } from './bench/plans.mjs';
import { measureCouponReady } from './bench/plans-ask.mjs';
import { BUDGET, CannotMeasure, DIST, DIST_LIVE, fail, OUT, row, rows } from './bench/report.mjs';
import { build, freePort, serve, startOffices } from './bench/sites.mjs';

const args = new Set(process.argv.slice(2));

async function main() {
  mkdirSync(OUT, { recursive: true });
  const checkoutOnly = args.has('--checkout-only');
  const plansOnly = args.has('--plans-only') && !checkoutOnly;
  const paymentOnly = args.has('--payment-only') && !plansOnly;
  const interactive = !args.has('--no-interactive');
  const plansRows = !checkoutOnly && !paymentOnly;
  const checkoutRows = !plansOnly && !paymentOnly;
  const paymentRows = !plansOnly;
  const skipBuild = args.has('--skip-build');
  const executable = chromiumExecutable() ?? chromium.executablePath();
  const children = [];
  let offices = null;
  let exitCode = 0;
  let buildSeconds = null;
  let liveBuildSeconds = null;
  try {
    if (!existsSync(executable)) fail(`no Chromium at ${executable}`);
    const port = await freePort();
    let livePort = await freePort();
    while (livePort === port) livePort = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`; // canonical and hreflang point at the served site, as on the CDN

    if (!skipBuild) {
      console.log('bench: building the sandbox site ...');
      buildSeconds = await build(DIST, { PUBLIC_MODE: 'sandbox', PUBLIC_SITE_URL: siteUrl });
    }
    if (!plansOnly) {
      console.log('bench: starting the fake office (sandbox handlers over HTTP) ...');
      offices = await startOffices();
    }
    if (!skipBuild && !plansOnly) {
      console.log('bench: building the live site ...');
      offices.scenario(null);
      liveBuildSeconds = await build(DIST_LIVE, { NODE_ENV: 'production', ...LIVE_ENV, BUILD_OFFICE_API_URL: offices.servers.office.url });
    }
    for (const [dir, what] of plansOnly ? [[DIST, 'sandbox']] : [[DIST, 'sandbox'], [DIST_LIVE, 'live']]) {
      if (!existsSync(join(dir, 'payment', 'index.html'))) fail(`no ${what} build with a checkout in ${dir} (run without --skip-build)`);
    }
    const sandboxSite = await serve(DIST, port);
    children.push(sandboxSite.child);
    const liveSite = checkoutRows ? await serve(DIST_LIVE, livePort) : null;
    if (liveSite) children.push(liveSite.child);
    let bareSite = null;
    if (liveSite && interactive) {
      const seconds = await buildBare(skipBuild);
      console.log(`bench: the bare React page (scripts/bench/bare-site/) ${seconds === null ? 'reused from' : `built in ${seconds.toFixed(1)} s into`} ${BARE_DIST}`);
      let barePort = await freePort();
      while (barePort === port || barePort === livePort) barePort = await freePort();
      bareSite = await serve(BARE_DIST, barePort);
      children.push(bareSite.child);
    }

    const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
    try {
      if (plansRows && (await measurePlans(browser, sandboxSite.base))) exitCode = 1;
      if (liveSite) await measureCheckouts(browser, liveSite.base, offices);
      if (paymentRows) await measurePaymentStepJs(browser, sandboxSite.base);
    } finally {
      await browser.close();
    }
    if (paymentRows) measureProviderChunks();
    if (plansRows && interactive) await measureCouponReady(executable, sandboxSite.base);
    if (bareSite) await measureInteractive(executable, { sandboxBase: sandboxSite.base, liveBase: liveSite.base, bareBase: bareSite.base }, offices, { trace: checkoutOnly || args.has('--trace') });
    if (paymentRows && interactive) await measureCardReady(executable, sandboxSite.base);
    if (plansRows && !args.has('--no-lighthouse')) {
      for (const path of LIGHTHOUSE_PAGES) {
        console.log(`bench: Lighthouse on ${path} (simulated mobile) ...`);
        const lhr = await runLighthouse(sandboxSite.base, path, executable);
        for (const id of LH_CATEGORIES) {
          const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
          row(`Lighthouse ${lhr.categories[id]?.title ?? id}`, path, String(BUDGET.lighthouse), String(score), score >= BUDGET.lighthouse);
        }
      }
    }
  } catch (error) {
    if (error instanceof CannotMeasure) console.error(`bench: cannot measure: ${error.message}`);
    else console.error(error);
    exitCode = 1;
  } finally {
    for (const child of children) child.kill();
    await offices?.close();
  }
  for (const [what, seconds] of plansOnly ? [['sandbox', buildSeconds]] : [['sandbox', buildSeconds], ['live', liveBuildSeconds]]) {
    row(`build time, all pages and languages (${what})`, '(site)', `< ${BUDGET.buildSeconds} s`, seconds === null ? 'not built (--skip-build or failed)' : `${seconds.toFixed(1)} s`, seconds === null ? null : seconds < BUDGET.buildSeconds);
  }
  console.log('');
  console.log(formatTable(rows));
  const misses = rows.filter((r) => r.ok === false).length;
  const verdict = misses === 0 ? 'Every measured budget is met.' : `${misses} budget(s) missed (reported, not failed).`;
  const incomplete = exitCode === 0 ? '' : ' Something could not be measured (see above): exit code 1.';
  console.log(`\n${verdict}${incomplete} Lighthouse reports, checkout-js.json and payment-step-js.json (the files loaded): bench-results/.`);
  process.exit(exitCode);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
