// `npm run bench`: the performance budgets of DESIGN.md and issue 4, measured and printed as ONE table.
// Builds the sandbox site (timed), serves it with scripts/serve.mjs (the CDN rules) on a free port, then:
//  - per plans page: gzipped JavaScript it loads (every same-origin JS response in Chromium, islands
//    hydrated: the page is scrolled and left idle; chunks reached only through the sandbox's start-up are
//    shown apart, since a live build has none), render-blocking scripts in <head>, layout shift (CLS);
//  - Lighthouse (simulated mobile) performance, accessibility, best practices and SEO on /plans and /pt/plans;
//  - the checkout: JS loaded on /payment/<slug> before a payment method is chosen;
//  - the build time of the whole site.
// It reports and exits 0 on a budget miss; it exits 1 when something cannot be measured.
// Options: --skip-build (measure bench-results/dist as it is), --no-lighthouse.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/setup/browser.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'bench-results');
const DIST = join(OUT, 'dist');
const args = new Set(process.argv.slice(2));

const BUDGET = { planJsKb: 75, checkoutJsKb: 120, buildSeconds: 60, lighthouse: 100 };
const PLAN_PAGES = ['/plans', '/pt/plans', '/plans-trial', '/pt/plans-trial', '/plans-legacy', '/pt/plans-legacy'];
const LIGHTHOUSE_PAGES = ['/plans', '/pt/plans'];
const CHECKOUT_PAGE = '/payment/premium-plus-plan';
const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @type {{ check: string, page: string, budget: string, measured: string, ok: boolean | null }[]} */
const rows = [];
const row = (check, page, budget, measured, ok) => rows.push({ check, page, budget, measured, ok });

function fail(message) {
  console.error(`bench: cannot measure: ${message}`);
  process.exit(1);
}

function freePort() {
  return new Promise((done, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => done(port));
    });
  });
}

function build(siteUrl) {
  const env = { ...process.env, PUBLIC_MODE: 'sandbox', PUBLIC_SITE_URL: siteUrl, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };
  const started = performance.now();
  const run = spawnSync('astro', ['build', '--outDir', DIST], { cwd: ROOT, env, encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) fail(`the build failed:\n${(run.stdout ?? '') + (run.stderr ?? '')}`.slice(-4000));
  return seconds;
}

async function serve(port) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs'), '--dir', DIST, '--port', String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${base}/`).then(() => true, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  return fail('scripts/serve.mjs did not answer');
}

const kb = (bytes) => bytes / 1024;
const fmtKb = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/**
 * Classic scripts in <head>: they block parsing (type=module, defer and async do not; JSON and other
 * non-JavaScript types do not run). Example: renderBlockingScripts('<head><script src=a.js></script></head>') === 1.
 * @param {string} html
 */
export function renderBlockingScripts(html) {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<script\b([^>]*)>/gi)].filter(([, attrs = '']) => {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript'].includes(type)) return false;
    return !/\b(defer|async)\b/i.test(attrs);
  }).length;
}

const fileName = (path) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The loaded JS files a live build would not have: those reachable from the page only through the sandbox
 * start-up chunk (the one naming msw's worker script). Edges are file names one chunk mentions (static
 * imports, dynamic imports, preload lists); roots are the files the HTML names.
 * Example: sandboxOnlyFiles(html, [{ path: '/_astro/a.js', text: 'import("./b.js")' }, ...]) -> Set { ... }.
 * @param {string} html @param {{ path: string, text: string }[]} files
 */
export function sandboxOnlyFiles(html, files) {
  const isSandboxStart = (file) => /mockServiceWorker|\[MSW\]/.test(file.text);
  const edges = new Map(files.map((file) => [file.path, files.filter((other) => other !== file && file.text.includes(fileName(other.path))).map((other) => other.path)]));
  const reached = new Set();
  const queue = files.filter((file) => html.includes(fileName(file.path)) && !isSandboxStart(file)).map((file) => file.path);
  const skip = new Set(files.filter(isSandboxStart).map((file) => file.path));
  while (queue.length > 0) {
    const path = queue.pop();
    if (reached.has(path) || skip.has(path)) continue;
    reached.add(path);
    queue.push(...(edges.get(path) ?? []));
  }
  return new Set(files.map((file) => file.path).filter((path) => !reached.has(path)));
}

/** Loads a page as a visitor would and adds up what it costs. */
async function measurePage(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.origin !== base || !(/javascript/.test(type) || /\.m?js$/.test(url.pathname))) return;
    scripts.set(url.pathname, response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body).length, text: body.toString('utf8') }), () => null));
  });
  const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  const status = response?.status() ?? 0;
  const html = status === 200 ? await response.text() : '';
  // Islands hydrate on idle or when visible: scroll through the page and let it settle.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => window.__cls);
  const files = (await Promise.all(scripts.values())).filter(Boolean);
  await context.close();
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const sandboxOnly = sandboxOnlyFiles(html, files);
  const sandbox = files.filter((f) => sandboxOnly.has(f.path)).reduce((sum, f) => sum + f.gzip, 0);
  return { status, files: files.length, total, sandbox, blocking: renderBlockingScripts(html), cls };
}

/** Budgets are for a live build: JS that only the sandbox loads is shown apart and not counted. */
const liveJs = (m) => m.total - m.sandbox;

function jsMeasured(m) {
  const note = m.sandbox > 0 ? ` (+ ${fmtKb(m.sandbox)} sandbox-only, not in a live build)` : '';
  return `${fmtKb(liveJs(m))} in ${m.files} file(s)${note}`;
}

async function runLighthouse(base, path, executable) {
  // Loaded only when used: Lighthouse is large, and the unit test of this file imports it.
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath: executable, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LH_CATEGORIES });
    if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    writeFileSync(join(OUT, `lighthouse${path.replace(/\//g, '_')}.json`), result.report);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function printTable() {
  const head = ['Check', 'Page', 'Budget', 'Measured', 'Within'];
  const body = rows.map((r) => [r.check, r.page, r.budget, r.measured, r.ok === null ? '-' : r.ok ? 'yes' : 'NO']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const cells of body) console.log(line(cells));
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const executable = chromiumExecutable() ?? chromium.executablePath();
  if (!existsSync(executable)) fail(`no Chromium at ${executable}`);
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`; // canonical and hreflang point at the served site, as on the CDN

  let buildSeconds = null;
  if (!args.has('--skip-build')) {
    console.log('bench: building the sandbox site ...');
    buildSeconds = build(siteUrl);
  }
  const { child, base } = await serve(port);
  let exitCode = 0;
  try {
    const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
    try {
      for (const path of PLAN_PAGES) {
        console.log(`bench: loading ${path} ...`);
        const m = await measurePage(browser, base, path);
        if (m.status !== 200) {
          row('JS loaded (gzip)', path, `< ${BUDGET.planJsKb} KB`, `page missing (HTTP ${m.status})`, null);
          exitCode = 1;
          continue;
        }
        row('JS loaded (gzip)', path, `< ${BUDGET.planJsKb} KB`, jsMeasured(m), kb(liveJs(m)) < BUDGET.planJsKb);
        row('render-blocking scripts', path, '0', String(m.blocking), m.blocking === 0);
        row('layout shift (CLS)', path, '0', m.cls.toFixed(3), m.cls < 0.001);
      }
      if (existsSync(join(DIST, 'payment', 'index.html'))) {
        console.log(`bench: loading ${CHECKOUT_PAGE} ...`);
        const m = await measurePage(browser, base, CHECKOUT_PAGE);
        row('JS before a payment method is chosen (gzip)', CHECKOUT_PAGE, `< ${BUDGET.checkoutJsKb} KB`, jsMeasured(m), kb(liveJs(m)) < BUDGET.checkoutJsKb);
      } else {
        row('JS before a payment method is chosen (gzip)', '/payment/<slug>', `< ${BUDGET.checkoutJsKb} KB`, 'not built yet', null);
      }
    } finally {
      await browser.close();
    }
    if (!args.has('--no-lighthouse')) {
      for (const path of LIGHTHOUSE_PAGES) {
        console.log(`bench: Lighthouse on ${path} (simulated mobile) ...`);
        const lhr = await runLighthouse(base, path, executable);
        for (const id of LH_CATEGORIES) {
          const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
          row(`Lighthouse ${lhr.categories[id]?.title ?? id}`, path, String(BUDGET.lighthouse), String(score), score >= BUDGET.lighthouse);
        }
      }
    }
    row('build time, all pages and languages', '(site)', `< ${BUDGET.buildSeconds} s`, buildSeconds === null ? 'skipped (--skip-build)' : `${buildSeconds.toFixed(1)} s`, buildSeconds === null ? null : buildSeconds < BUDGET.buildSeconds);
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    child.kill();
  }
  console.log('');
  printTable();
  const misses = rows.filter((r) => r.ok === false).length;
  console.log(`\n${misses === 0 ? 'Every measured budget is met.' : `${misses} budget(s) missed (reported, not failed).`} Lighthouse reports: bench-results/.`);
  process.exit(exitCode);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
