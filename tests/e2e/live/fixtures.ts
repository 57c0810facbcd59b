/**
 * The live rehearsal's fixtures (docs/live-rehearsal.md): the LIVE build served by scripts/serve.mjs (its `_headers`
 * CSP applied) talks to the office and the gateway on their own origins (tests/setup/live-env.ts), answered through
 * Playwright's routing by the sandbox handlers running in this worker's process (office-runtime.ts), with the CORS
 * headers production sends for a credentialed call; the providers' hosts are answered by the stand-ins of
 * ./stand-ins/. Every test counts the page's CSP violations (the `securitypolicyviolation` event in every frame and
 * the report endpoint of the build's PUBLIC_CSP_REPORT_URL), page errors and console errors, and the gateway's payment
 * calls.
 */
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page, type Request, type Route } from '@playwright/test';
import { LIVE_ENV } from '../../setup/live-env';
import { LIVE_REHEARSAL_ENV } from './live-site';
import type * as Runtime from './office-runtime';
import { liveRedirectAction, routeAdyen } from './stand-ins/adyen';
import { routeStripe } from './stand-ins/stripe';
import { routeThirdParties } from './stand-ins/third-parties';
import { routeTokenisers } from './stand-ins/tokenisers';

const ROOT = join(import.meta.dirname, '..', '..', '..');

type OfficeRuntime = typeof Runtime;

/** Loads office-runtime.ts once per worker, with the sandbox's build-time environment (scripts/bench/sites.mjs does the same). */
async function loadRuntime(): Promise<OfficeRuntime> {
  const { runnerImport } = await import('vite');
  const quiet = { configFile: false as const, logLevel: 'error' as const };
  const { module: schema } = await runnerImport<{ parsePublicEnv: (raw: Record<string, string>) => unknown }>(join(ROOT, 'src', 'config', 'env-schema.ts'), quiet);
  const sandboxEnv = schema.parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
  const { module } = await runnerImport<OfficeRuntime>(join(ROOT, 'tests', 'e2e', 'live', 'office-runtime.ts'), {
    ...quiet,
    root: ROOT,
    resolve: { alias: { '~': join(ROOT, 'src') } },
    define: { 'import.meta.env.PUBLIC_MODE': JSON.stringify('sandbox'), __PUBLIC_ENV__: JSON.stringify(sandboxEnv) },
  });
  return module;
}

/** A call the page made to the gateway, and what it answered (for the payment count and the failure messages). */
export interface ApiCall {
  method: string;
  url: string;
  status: number;
  /** The request body as sent. */
  body: string | null;
}

/** What one rehearsal saw, checked at the end of every test (`expectClean`). */
export interface Observed {
  cspViolations: string[];
  cspReports: string[];
  pageErrors: string[];
  consoleErrors: string[];
  apiCalls: ApiCall[];
  /** Reports of other kinds than CSP (not asserted). */
  otherReports: string[];
  /** Requests to hosts nobody answers (aborted): a third party the rehearsal has no stand-in for. */
  unanswered: string[];
}

/** Gateway calls that create a payment (src/api/payment/payment-endpoints.ts): every POST under /payment/ but the 3-D Secure return. */
export function paymentCalls(observed: Observed): ApiCall[] {
  const gateway = LIVE_ENV.PUBLIC_GATEWAY_API_URL;
  return observed.apiCalls.filter((call) => call.method === 'POST' && call.url.startsWith(`${gateway}/payment/`) && !call.url.startsWith(`${gateway}/payment/3ds/return`));
}

/**
 * Exactly one payment: one payment call to the gateway, at `path`, and one payment in the sandbox gateway's own
 * records (one per idempotency key, src/sandbox/handlers/payment-state.ts).
 */
export function expectOnePayment(live: Live, path: string): void {
  expect(paymentCalls(live.observed).map((call) => call.url)).toEqual([`${LIVE_ENV.PUBLIC_GATEWAY_API_URL}${path}`]);
  expect(live.runtime.paymentRecords()).toHaveLength(1);
}

export interface Live {
  runtime: OfficeRuntime;
  observed: Observed;
  /** Logs in `user` (a sandbox account id of docs/sandbox.md) at the fake office, or makes the buyer a visitor. */
  buyer(user: string | null): void;
  /** Fails the test when anything was seen that a clean live payment must not show. */
  expectClean(): void;
}

const API_BASES = [
  ['office', LIVE_ENV.PUBLIC_OFFICE_API_URL],
  ['gateway', LIVE_ENV.PUBLIC_GATEWAY_API_URL],
  ['zipEurope', 'https://api.zippopotam.us'],
  ['zipBrazil', 'https://viacep.com.br/ws'],
] as const;

/**
 * Our own services answer a credentialed cross-origin call as production does: the page's origin, with credentials.
 * (A routed request's CORS preflight is answered by Playwright itself, with the page's origin, the asked method and
 * headers, and credentials allowed: what the office's and gateway's CORS configuration must answer.)
 */
function corsFor(request: Request, credentialed: boolean): Record<string, string> {
  const origin = request.headers()['origin'];
  if (!origin) return {};
  return credentialed
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
    : { 'access-control-allow-origin': '*' };
}

/** Headers a proxy must not copy: the body is handed over decoded and whole. */
const NOT_COPIED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

async function routeApis(context: BrowserContext, runtime: OfficeRuntime, observed: Observed, backend: Runtime.Backend): Promise<void> {
  for (const [name, root] of API_BASES) {
    const ours = name === 'office' || name === 'gateway';
    await context.route(`${root}/**`, async (route: Route) => {
      const request = route.request();
      const url = request.url();
      const headers = { ...request.headers() };
      const answer = await runtime.answerApi(name, { method: request.method(), path: url.slice(root.length), headers, body: request.postDataBuffer() }, backend);
      observed.apiCalls.push({ method: request.method(), url, status: answer.status, body: request.postData() });
      // The live gateway's 3-D Secure redirect points at the provider's host, not at the sandbox bank (stand-ins/adyen.ts).
      if (name === 'gateway') answer.body = liveRedirectAction(answer.body);
      const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([key]) => !key.startsWith('access-control-') && !NOT_COPIED.has(key)));
      await route.fulfill({ status: answer.status, headers: { ...answerHeaders, ...corsFor(request, ours) }, body: answer.body });
    });
  }
}

/** Counts every CSP violation in every frame of the page (reported to a binding), and what reaches the report endpoint. */
async function watchPage(context: BrowserContext, observed: Observed): Promise<void> {
  await context.exposeBinding('__liveRehearsalCspViolation', ({ frame }, text: string) => {
    observed.cspViolations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __liveRehearsalCspViolation?: (text: string) => void }).__liveRehearsalCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  const reportRoot = new URL(LIVE_REHEARSAL_ENV.PUBLIC_CSP_REPORT_URL).origin;
  await context.route(`${reportRoot}/**`, async (route) => {
    observed.cspReports.push(route.request().postData() ?? '(no body)');
    await route.fulfill({ status: 204 });
  });
}

/**
 * The reports the browser queues for the build's report endpoint (Reporting API, `report-to csp` with the
 * `Reporting-Endpoints` header of `_headers`). Chromium delivers them in batches up to a minute later and from its
 * network service, past Playwright's routing, so they are read where the browser queues them (DevTools protocol,
 * `Network.reportingApiReportAdded`); a delivery that reaches the route above is counted there too.
 */
async function watchReports(page: Page, observed: Observed): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.reportingApiReportAdded', ({ report }) => {
    // Other report types (e.g. the permissions policy's) are not the CSP's: kept apart, for reading.
    if (report.type !== 'csp-violation') return void observed.otherReports.push(`${report.type}: ${JSON.stringify(report.body)}`);
    observed.cspReports.push(`${report.type} for ${report.destination} from ${report.initiatorUrl}: ${JSON.stringify(report.body)}`);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.enableReportingApi', { enable: true });
}

function watchErrors(page: Page, observed: Observed): void {
  page.on('pageerror', (error) => observed.pageErrors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') observed.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
}

/**
 * The site at its configured origin (PUBLIC_SITE_URL), answered by scripts/serve.mjs on `localServer` with its
 * `_headers` (the CSP) and `_redirects`, as the CDN would serve it there.
 */
async function routeSite(context: BrowserContext, localServer: string): Promise<void> {
  const site = LIVE_ENV.PUBLIC_SITE_URL;
  await context.route(`${site}/**`, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const response = await fetch(`${localServer}${url.pathname}${url.search}`, { method: request.method(), headers: { accept: request.headers()['accept'] ?? '*/*' }, redirect: 'manual' });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !NOT_COPIED.has(name)));
    if (headers['location']?.startsWith(localServer)) headers['location'] = site + headers['location'].slice(localServer.length);
    await route.fulfill({ status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) });
  });
}

export const test = base.extend<{ live: Live; backend: Runtime.Backend }, { runtime: OfficeRuntime }>({
  runtime: [async ({}, use) => use(await loadRuntime()), { scope: 'worker' }],
  // `test.use({ backend: 'spec-only' })`: the office and gateway as built from the spec alone (src/contract/spec-only.ts).
  backend: ['full', { option: true }],
  live: async ({ runtime, context, page, backend }, use, testInfo) => {
    const localServer = testInfo.project.metadata['liveServer'];
    if (typeof localServer !== 'string') throw new Error('the live project names its local server in metadata.liveServer (playwright.config.ts)');
    runtime.resetSandbox();
    const observed: Observed = { cspViolations: [], cspReports: [], otherReports: [], pageErrors: [], consoleErrors: [], apiCalls: [], unanswered: [] };
    // Hosts without a stand-in: aborted and noted (routes added later win over this one).
    await context.route(/^https:\/\//, async (route) => {
      observed.unanswered.push(`${route.request().method()} ${route.request().url()}`);
      await route.abort('blockedbyclient');
    });
    await watchPage(context, observed);
    await routeSite(context, localServer);
    await routeApis(context, runtime, observed, backend);
    await routeTokenisers(context, runtime);
    await routeStripe(context, runtime);
    await routeAdyen(context, runtime);
    await routeThirdParties(context);
    watchErrors(page, observed);
    await watchReports(page, observed);
    const live: Live = {
      runtime,
      observed,
      buyer: (user) => void runtime.setScenario({ user }),
      expectClean() {
        expect.soft(observed.cspViolations, 'CSP violations (securitypolicyviolation)').toEqual([]);
        expect.soft(observed.cspReports, 'CSP reports sent to PUBLIC_CSP_REPORT_URL').toEqual([]);
        expect.soft(observed.pageErrors, 'page errors').toEqual([]);
        expect.soft(observed.consoleErrors, 'console errors').toEqual([]);
        expect.soft(observed.unanswered, 'requests to hosts without a stand-in').toEqual([]);
      },
    };
    await use(live);
    runtime.resetSandbox();
  },
});

export { expect };
