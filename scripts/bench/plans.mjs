// The plans pages on the sandbox site: the JavaScript they load before and after the visitor asks for the island
// (client:ask, decision 015), render-blocking scripts, layout shift, Lighthouse.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineScriptBytes } from '../../integrations/inline-scripts.ts';
import { SANDBOX_START_EXPORT } from '../../integrations/module-preload.ts';
import { CHROMIUM_ARGS } from '../../tests/setup/browser.ts';
import { fileName, fmtKb, kb } from './format.mjs';
import { BUDGET, OUT, row } from './report.mjs';

const PLAN_PAGES = ['/plans', '/pt/plans', '/plans-trial', '/pt/plans-trial', '/plans-legacy', '/pt/plans-legacy'];
export const LIGHTHOUSE_PAGES = ['/plans', '/pt/plans'];
export const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

/** The coupon disclosure: what a visitor opens to ask for the plans island. */
export const COUPON_TOGGLE = 'summary.coupon__toggle';

/**
 * Whether a chunk is one of the sandbox's start-up chunks: the one the checkout imports the sandbox from (its export
 * clause names `startSandbox`, src/sandbox/browser.ts; as integrations/module-preload.ts finds it) or the one naming msw's worker script.
 * Example: isSandboxStartText('export{t as startSandbox}') === true
 * @param {string} text
 */
export const isSandboxStartText = (text) => /mockServiceWorker|\[MSW\]/.test(text) || SANDBOX_START_EXPORT.test(text);

/**
 * The loaded JS files a live build would not have: those reachable from the page only through the sandbox
 * start-up chunks (isSandboxStartText). Edges are file names one chunk mentions (static
 * imports, dynamic imports, preload lists); roots are the files the HTML names.
 * Example: sandboxOnlyFiles(html, [{ path: '/_astro/a.js', text: 'import("./b.js")' }, ...]) -> Set { ... }.
 * @param {string} html @param {{ path: string, text: string }[]} files
 */
export function sandboxOnlyFiles(html, files) {
  const isSandboxStart = (file) => isSandboxStartText(file.text);
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

/** Adds up the JS files loaded so far: total and sandbox-only gzip. */
async function jsSoFar(scripts, html) {
  const files = (await Promise.all(scripts.values())).filter(Boolean);
  const sandboxOnly = sandboxOnlyFiles(html, files);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const sandbox = files.filter((f) => sandboxOnly.has(f.path)).reduce((sum, f) => sum + f.gzip, 0);
  return { files: files.length, total, sandbox };
}

/**
 * Loads a page as a visitor would and adds up what it costs: before any interaction (the page scrolled through
 * and left idle: islands on idle or visible would load), then after opening the coupon disclosure, if any.
 */
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
  const before = await jsSoFar(scripts, html);
  let asked = null;
  if (status === 200 && (await page.locator(COUPON_TOGGLE).count()) > 0) {
    await page.locator(COUPON_TOGGLE).tap();
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, null, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    asked = await jsSoFar(scripts, html);
  }
  await context.close();
  return { status, before, asked, inline: inlineScriptBytes(html), blocking: renderBlockingScripts(html), cls };
}

/** Budgets are for a live build: JS that only the sandbox loads is shown apart and not counted. */
const liveJs = (m) => m.total - m.sandbox;

/**
 * A JS row's "Measured" cell: the live build's figure first (files, plus inline scripts when counted).
 * Example: jsMeasured({ files: 2, total: 1024, sandbox: 0 }, 2048) === '3.0 KB: 1.0 KB in 2 file(s) + 2.0 KB inline'.
 */
export function jsMeasured(m, inline = 0) {
  const note = m.sandbox > 0 ? ` (+ ${fmtKb(m.sandbox)} sandbox-only, not in a live build)` : '';
  const files = `${fmtKb(liveJs(m))} in ${m.files} file(s)`;
  return `${inline > 0 ? `${fmtKb(liveJs(m) + inline)}: ${files} + ${fmtKb(inline)} inline` : files}${note}`;
}

export async function measurePlans(browser, base) {
  let missing = false;
  for (const path of PLAN_PAGES) {
    console.log(`bench: loading ${path} ...`);
    const m = await measurePage(browser, base, path);
    if (m.status !== 200) {
      row('JS before interaction (gzip, inline scripts included)', path, `<= ${BUDGET.planJsBeforeAskKb} KB`, `page missing (HTTP ${m.status})`, null);
      missing = true;
      continue;
    }
    row('JS before interaction (gzip, inline scripts included)', path, `<= ${BUDGET.planJsBeforeAskKb} KB`, jsMeasured(m.before, m.inline), kb(liveJs(m.before) + m.inline) <= BUDGET.planJsBeforeAskKb);
    // The 75 KB budget (DESIGN.md) counts the files, as it did when the island hydrated on idle.
    if (m.asked) row('JS after opening the coupon box (gzip, files)', path, `< ${BUDGET.planJsKb} KB`, jsMeasured(m.asked), kb(liveJs(m.asked)) < BUDGET.planJsKb);
    row('render-blocking scripts', path, '0', String(m.blocking), m.blocking === 0);
    row('layout shift (CLS)', path, '0', m.cls.toFixed(3), m.cls < 0.001);
  }
  return missing;
}

export async function runLighthouse(base, path, executable) {
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
