// `npm run bench`: the performance budgets of DESIGN.md and issue 4, measured and printed as ONE table.
// Builds two sites into bench-results/: the sandbox site (dist, timed) and a live site (dist-live: the valid live
// environment of tests/setup/live-env.ts, its build-time office calls answered by the sandbox handlers behind a real
// HTTP server, tests/setup/fake-office.ts). Serves each with scripts/serve.mjs (the CDN rules) on a free port, then:
//  - per plans page (sandbox site): gzipped JavaScript it loads (every same-origin JS response in Chromium, islands
//    hydrated: the page is scrolled and left idle; chunks reached only through the sandbox's start-up are shown
//    apart, since a live build has none), render-blocking scripts in <head>, layout shift (CLS);
//  - the checkout's JavaScript before a payment method is chosen, on the LIVE site: Chromium opens /payment/<slug>
//    as a visitor (USD; EUR with the VAT widget) and logged in, the live API origins answered by the fake office,
//    waits for the ready checkout (performance mark 'checkout:ready') and the network to settle, and adds up the
//    gzip of every same-origin JS response (provider SDKs are third-party and load only for their method);
//  - time to interactive on the sandbox site: ms from navigation start to 'checkout:ready' on a simulated mobile
//    (CDP: 4x CPU slowdown, Lighthouse's mobile network as DevTools applies it, also to the sandbox's service
//    worker), served over HTTP/2 like a CDN (a local TLS front), a fresh browser context per run, median of 3;
//    first visit (includes registering the sandbox's service worker) and repeat visit (a new tab of the same
//    context: HTTP cache and service worker warm); for comparison, the live site's first visit (no budget: its
//    API answers come from the fake office, held back like network answers); and the machine's load meanwhile;
//  - Lighthouse (simulated mobile) performance, accessibility, best practices and SEO on /plans and /pt/plans;
//  - the build time of the whole site (sandbox and live).
// It reports and exits 0 on a budget miss; it exits 1 when something cannot be measured.
// Options: --skip-build (measure bench-results/dist and dist-live as they are), --no-lighthouse,
// --checkout-only (only the checkout rows and build times: no plans pages, no Lighthouse), --no-interactive (no
// time-to-interactive rows: the JavaScript sizes only, for a quick look at a bundling change).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/setup/browser.ts';
import { LIVE_ENV } from '../tests/setup/live-env.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'bench-results');
const DIST = join(OUT, 'dist');
const DIST_LIVE = join(OUT, 'dist-live');
const args = new Set(process.argv.slice(2));

const BUDGET = { planJsKb: 75, checkoutJsKb: 120, interactiveMs: 1500, buildSeconds: 60, lighthouse: 100 };
const PLAN_PAGES = ['/plans', '/pt/plans', '/plans-trial', '/pt/plans-trial', '/plans-legacy', '/pt/plans-legacy'];
const LIGHTHOUSE_PAGES = ['/plans', '/pt/plans'];
const CHECKOUT_PAGE = '/payment/premium-plus-plan';
const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Set by src/islands/checkout/views/ReadyView.tsx when the loaded checkout first commits (handlers attached). */
const READY_MARK = 'checkout:ready';
/**
 * The live checkout visits (README "Sandbox scenarios"): `user` is the sandbox account the fake office says is
 * logged in (null: a visitor); `shows` is what must be on the page for the row to mean what it says.
 */
const CHECKOUT_VISITS = [
  { path: CHECKOUT_PAGE, who: 'visitor', user: null, shows: [] },
  { path: '/payment/premium-plan-59-eur', who: 'visitor, EUR, VAT widget', user: null, shows: ['section.vat'] },
  { path: CHECKOUT_PAGE, who: 'logged in as us, at the method list', user: 'us', shows: ['.account-identity'], toMethods: {} },
  { path: '/payment/premium-plan-59-eur', who: 'logged in as de, EUR, VAT widget, at the method list', user: 'de', shows: ['.account-identity', 'section.vat'], toMethods: { vatCountry: 'NL' } },
];
/**
 * A visitor can go no further than step 1 without an account (signing up reloads the page logged in), so a
 * visitor's row is taken at the ready checkout. A logged-in row goes on to step 2 and stops at the list of payment
 * methods, nothing chosen: the VAT widget, when shown, gets a country whose rate applies at once (the Netherlands),
 * then Continuar. Selectors, not texts: the page speaks the account's language.
 */
const METHOD_LIST = '#payment-methods-title';
/**
 * Lighthouse's mobile profile (mobileSlow4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU) as Lighthouse
 * itself applies it through DevTools (`--throttling-method=devtools`): DevTools adds its latency once per request,
 * not per round trip, so Lighthouse multiplies the RTT by 3.75 and the throughputs by 0.9
 * (lantern/simulation/Constants.js, DEVTOOLS_RTT_ADJUSTMENT_FACTOR and DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR).
 */
export const MOBILE = { cpuSlowdown: 4, requestLatencyMs: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9 };
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const INTERACTIVE_RUNS = 3;

/** @type {{ check: string, page: string, budget: string, measured: string, ok: boolean | null }[]} */
const rows = [];
const row = (check, page, budget, measured, ok) => rows.push({ check, page, budget, measured, ok });

/** Something the bench cannot measure: it still prints what it has, then exits 1. */
class CannotMeasure extends Error {}

function fail(message) {
  throw new CannotMeasure(message);
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

/**
 * `astro build` into `outDir` with `env` added to this process's environment, without blocking this process
 * (the fake office answers the live build's calls from here). Resolves with the build time in seconds.
 */
function build(outDir, env) {
  const fullEnv = { ...process.env, ...env, PATH: `${join(ROOT, 'node_modules', '.bin')}${delimiter}${process.env.PATH}` };
  const started = performance.now();
  return new Promise((done, reject) => {
    const child = spawn('astro', ['build', '--outDir', outDir], { cwd: ROOT, env: fullEnv });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => {
      if (status === 0) done((performance.now() - started) / 1000);
      else reject(new CannotMeasure(`the build into ${outDir} failed:\n${output.slice(-4000)}`));
    });
  });
}

async function serve(dir, port) {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs'), '--dir', dir, '--port', String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${base}/`).then(() => true, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  return fail(`scripts/serve.mjs did not answer for ${dir}`);
}

/** A fresh self-signed certificate for 127.0.0.1 (openssl), or null where openssl cannot make one. */
function localCertificate() {
  const dir = join(OUT, 'tls');
  mkdirSync(dir, { recursive: true });
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const run = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', ...subject, '-days', '7', '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (run.status !== 0) return null;
  const pem = readFileSync(cert);
  // What Chromium's --ignore-certificate-errors-spki-list takes: base64 SHA-256 of the public key (SPKI).
  const spki = createHash('sha256').update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' })).digest('base64');
  return { key: readFileSync(key), cert: pem, spki };
}

/** Connection-specific headers, which HTTP/2 forbids. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/**
 * An HTTP/2 front (TLS, self-signed: the browser is told to trust that certificate's key) for a site that
 * scripts/serve.mjs serves: a CDN answers over HTTP/2, whose one connection carries every request, where a
 * local HTTP/1.1 server makes Chromium queue them six at a time, each paying the emulated latency again.
 */
function http2Front(upstream, tls) {
  const sessions = new Set();
  const server = createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
    const forward = httpRequest(`${upstream}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))));
      answer.pipe(res);
    });
    forward.once('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      done({
        base: `https://127.0.0.1:${port}`,
        close: () => new Promise((closed) => {
          for (const session of sessions) session.destroy();
          server.close(() => closed());
        }),
      });
    });
  });
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

/**
 * The fake offices (tests/setup/bench-office.ts through Vite's module runner: it needs the `~` alias and the
 * build-time `__PUBLIC_ENV__`, which plain Node cannot give it), one per live API base.
 */
async function startOffices() {
  const { runnerImport } = await import('vite');
  const quiet = { configFile: false, logLevel: /** @type {const} */ ('error') };
  // env-schema.ts uses TypeScript parameter properties, which Node's type stripping refuses.
  const { module: schema } = await runnerImport(join(ROOT, 'src', 'config', 'env-schema.ts'), quiet);
  const sandboxEnv = schema.parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
  const { module: sandbox } = await runnerImport(join(ROOT, 'tests', 'setup', 'bench-office.ts'), {
    ...quiet,
    root: ROOT,
    resolve: { alias: { '~': join(ROOT, 'src') } },
    define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(sandboxEnv) },
  });
  const bases = { office: LIVE_ENV.PUBLIC_OFFICE_API_URL, gateway: LIVE_ENV.PUBLIC_GATEWAY_API_URL, translation: LIVE_ENV.PUBLIC_TRANSLATION_API_URL };
  /** @type {Record<string, { url: string, close: () => Promise<void> }>} */
  const servers = {};
  for (const name of Object.keys(bases)) servers[name] = await sandbox.startFakeOffice(name);
  return {
    bases,
    servers,
    /** A fresh sandbox, with `user` (a sandbox account id) logged in, or a visitor. */
    scenario(user) {
      sandbox.resetSandbox();
      if (user) sandbox.setScenario({ user });
    },
    close: () => Promise.all(Object.values(servers).map((s) => s.close())),
  };
}

/**
 * Answers the live API origins from the fake offices. With `network` (CDP network conditions), each answer is
 * held back as DevTools would hold a real one: the request latency plus its transfer time (a CORS preflight,
 * which Playwright answers itself, is not delayed). Returns the list of failed or refused API calls it saw.
 */
async function answerApisFromOffices(context, offices, network = null) {
  const problems = [];
  for (const [name, liveBase] of Object.entries(offices.bases)) {
    const root = liveBase.replace(/\/+$/, '');
    await context.route(`${root}/**`, async (route) => {
      const request = route.request();
      const url = request.url();
      try {
        const response = await fetch(offices.servers[name].url + url.slice(root.length), { method: request.method(), headers: request.headers(), body: request.postDataBuffer() ?? undefined });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status >= 400) problems.push(`${request.method()} ${url}: HTTP ${response.status}`);
        if (network) await new Promise((r) => setTimeout(r, network.latency + (body.length / network.downloadThroughput) * 1000));
        await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body });
      } catch (error) {
        problems.push(`${request.method()} ${url}: ${error}`);
        await route.abort('failed').catch(() => {});
      }
    });
  }
  return problems;
}

/**
 * Loads a checkout of the live site as its visitor would, the live API origins answered by the fake offices
 * (any other origin is refused and named), and adds up the same-origin JavaScript once the checkout is ready
 * and the network has settled.
 */
async function measureLiveCheckout(browser, base, offices, visit) {
  offices.scenario(visit.user);
  const context = await browser.newContext(PHONE);
  const external = new Set();
  // Registered first, so it sees only what the API routes below leave (Playwright tries the newest route first).
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${base}/`)) return route.continue();
    external.add(new URL(url).origin);
    return route.abort('blockedbyclient');
  });
  const apiProblems = await answerApisFromOffices(context, offices);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (url.origin !== base || !(/javascript/.test(type) || /\.m?js$/.test(url.pathname))) return;
    scripts.set(url.pathname, response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body).length }), () => null));
  });
  try {
    const response = await page.goto(`${base}${visit.path}`, { waitUntil: 'domcontentloaded' });
    if (response?.status() !== 200) fail(`live ${visit.path} answered HTTP ${response?.status()}`);
    if (!(await waitForReady(page, 30_000))) {
      const shot = join(OUT, `not-ready${visit.path.replace(/\//g, '_')}.png`);
      await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
      fail(`the live checkout ${visit.path} (${visit.who}) never set the '${READY_MARK}' mark (screenshot: ${shot}; API problems: ${apiProblems.join('; ') || 'none'})`);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const missing = [];
    for (const selector of visit.shows) if (!(await page.locator(selector).first().isVisible())) missing.push(selector);
    if (visit.toMethods && missing.length === 0 && !(await goToMethodList(page, visit.toMethods))) missing.push(METHOD_LIST);
    const files = (await Promise.all(scripts.values())).filter(Boolean).sort((a, b) => b.gzip - a.gzip);
    return { files, total: files.reduce((sum, f) => sum + f.gzip, 0), missing, external: [...external], apiProblems };
  } finally {
    await context.close();
  }
}

/** From the ready, logged-in step 1 to step 2's method list (see METHOD_LIST); false when the list does not show. */
async function goToMethodList(page, { vatCountry }) {
  if (vatCountry) {
    await page.locator('section.vat select').selectOption(vatCountry);
    await page.locator('section.vat button[type=submit]').click();
    await page.locator('section.vat select').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
  }
  await page.locator('.account-card button.account-form__submit').click();
  const shown = await page.locator(METHOD_LIST).waitFor({ timeout: 15_000 }).then(() => true, () => false);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return shown;
}

/** Waits for the checkout's ready mark; false when it does not come within `timeout` ms. */
function waitForReady(page, timeout) {
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
async function throttle(context, page) {
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

/**
 * The median of some numbers (the mean of the middle two for an even count).
 * Example: median([1300, 900, 1100]) === 1100.
 * @param {number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * A time row's "Measured" cell: the median, then every run in the order run.
 * Example: fmtRuns([1320.4, 980.2, 1101.9]) === '1102 ms median (runs 1320, 980, 1102)'.
 * @param {number[]} values milliseconds
 */
export function fmtRuns(values) {
  return `${Math.round(median(values))} ms median (runs ${values.map((v) => Math.round(v)).join(', ')})`;
}

/**
 * A live checkout row's "Measured" cell: the total and the three largest files.
 * Example: fmtCheckoutJs({ total: 2048, files: [{ path: '/_astro/a.X.js', gzip: 2048 }] }) === '2.0 KB in 1 file(s); largest a.X.js 2.0'.
 * @param {{ total: number, files: { path: string, gzip: number }[] }} m
 */
export function fmtCheckoutJs(m) {
  const largest = [...m.files].sort((a, b) => b.gzip - a.gzip).slice(0, 3).map((f) => `${fileName(f.path)} ${kb(f.gzip).toFixed(1)}`);
  return `${fmtKb(m.total)} in ${m.files.length} file(s); largest ${largest.join(', ')}`;
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

/**
 * The load row: a 4x CPU slowdown on a machine already busy with other work measures that work too.
 * Example: fmtLoad([0.4, 1.2], 2) === '0.4 and 1.2 on 2 cores'; fmtLoad([5, 3], 2) ends with '(busy: the times are inflated)'.
 * @param {number[]} loads @param {number} cores
 */
export function fmtLoad(loads, cores) {
  const busy = Math.max(...loads) > cores;
  return `${loads.map((l) => l.toFixed(1)).join(' and ')} on ${cores} cores${busy ? ' (busy: the times are inflated)' : ''}`;
}

/**
 * The table, one line per row, columns padded to their widest cell.
 * @param {{ check: string, page: string, budget: string, measured: string, ok: boolean | null }[]} tableRows
 */
export function formatTable(tableRows) {
  const head = ['Check', 'Page', 'Budget', 'Measured', 'Within'];
  const body = tableRows.map((r) => [r.check, r.page, r.budget, r.measured, r.ok === null ? '-' : r.ok ? 'yes' : 'NO']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

const CHECKOUT_JS = 'JS before a payment method is chosen (gzip, live build)';
const INTERACTIVE = 'interactive (checkout:ready), simulated mobile, sandbox, HTTP/2';

async function measurePlans(browser, base) {
  let missing = false;
  for (const path of PLAN_PAGES) {
    console.log(`bench: loading ${path} ...`);
    const m = await measurePage(browser, base, path);
    if (m.status !== 200) {
      row('JS loaded (gzip)', path, `< ${BUDGET.planJsKb} KB`, `page missing (HTTP ${m.status})`, null);
      missing = true;
      continue;
    }
    row('JS loaded (gzip)', path, `< ${BUDGET.planJsKb} KB`, jsMeasured(m), kb(liveJs(m)) < BUDGET.planJsKb);
    row('render-blocking scripts', path, '0', String(m.blocking), m.blocking === 0);
    row('layout shift (CLS)', path, '0', m.cls.toFixed(3), m.cls < 0.001);
  }
  return missing;
}

async function measureCheckouts(browser, liveBase, offices) {
  const report = {};
  for (const visit of CHECKOUT_VISITS) {
    console.log(`bench: live ${visit.path} (${visit.who}) ...`);
    const m = await measureLiveCheckout(browser, liveBase, offices, visit);
    report[`${visit.path} (${visit.who})`] = m;
    for (const origin of m.external) console.log(`bench:   blocked a request to ${origin} (not a live API origin)`);
    for (const problem of m.apiProblems) console.log(`bench:   API answer: ${problem}`);
    if (m.missing.length > 0) fail(`live ${visit.path} (${visit.who}) shows no ${m.missing.join(', ')}: the row would not measure what it says`);
    row(CHECKOUT_JS, `${visit.path} (${visit.who})`, `< ${BUDGET.checkoutJsKb} KB`, fmtCheckoutJs(m), kb(m.total) < BUDGET.checkoutJsKb);
  }
  writeFileSync(join(OUT, 'checkout-js.json'), `${JSON.stringify(report, null, 2)}\n`);
}

/**
 * The time-to-interactive rows: sandbox site (the budget), first and repeat visits, and the live site for
 * comparison; over HTTP/2 fronts when a local certificate can be made, else over HTTP/1.1 (and said so).
 */
async function measureInteractive(executable, sandboxBase, liveBase, offices) {
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

async function main() {
  mkdirSync(OUT, { recursive: true });
  const checkoutOnly = args.has('--checkout-only');
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
    console.log('bench: starting the fake office (sandbox handlers over HTTP) ...');
    offices = await startOffices();
    if (!skipBuild) {
      console.log('bench: building the live site ...');
      offices.scenario(null);
      liveBuildSeconds = await build(DIST_LIVE, { NODE_ENV: 'production', ...LIVE_ENV, BUILD_OFFICE_API_URL: offices.servers.office.url });
    }
    for (const [dir, what] of [[DIST, 'sandbox'], [DIST_LIVE, 'live']]) {
      if (!existsSync(join(dir, 'payment', 'index.html'))) fail(`no ${what} build with a checkout in ${dir} (run without --skip-build)`);
    }
    const sandboxSite = await serve(DIST, port);
    children.push(sandboxSite.child);
    const liveSite = await serve(DIST_LIVE, livePort);
    children.push(liveSite.child);

    const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS });
    try {
      if (!checkoutOnly && (await measurePlans(browser, sandboxSite.base))) exitCode = 1;
      await measureCheckouts(browser, liveSite.base, offices);
    } finally {
      await browser.close();
    }
    if (!args.has('--no-interactive')) await measureInteractive(executable, sandboxSite.base, liveSite.base, offices);
    if (!checkoutOnly && !args.has('--no-lighthouse')) {
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
  for (const [what, seconds] of [['sandbox', buildSeconds], ['live', liveBuildSeconds]]) {
    row(`build time, all pages and languages (${what})`, '(site)', `< ${BUDGET.buildSeconds} s`, seconds === null ? 'not built (--skip-build or failed)' : `${seconds.toFixed(1)} s`, seconds === null ? null : seconds < BUDGET.buildSeconds);
  }
  console.log('');
  console.log(formatTable(rows));
  const misses = rows.filter((r) => r.ok === false).length;
  const verdict = misses === 0 ? 'Every measured budget is met.' : `${misses} budget(s) missed (reported, not failed).`;
  const incomplete = exitCode === 0 ? '' : ' Something could not be measured (see above): exit code 1.';
  console.log(`\n${verdict}${incomplete} Lighthouse reports and checkout-js.json (the checkout's files): bench-results/.`);
  process.exit(exitCode);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
