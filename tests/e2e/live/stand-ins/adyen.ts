/**
 * Provider A's hosts for the live rehearsal. Adyen Web's bundled code (our provider A chunk, @adyen/adyen-web 6)
 * runs for real in the page; what it asks of Adyen's hosts is answered by stand-ins through Playwright's routing:
 * - the secured fields (`checkoutshopper-test.adyen.com/checkoutshopper/securedfields/<clientKey>/<version>/
 *   securedFields.html?type=card&d=<page origin>`): one frame per field, our own (adyen-secured-field.js), speaking
 *   the messages Adyen Web's secured-fields parent expects, so the card data stays in frames on Adyen's origin
 *   (https://docs.adyen.com/payment-methods/cards/custom-card-integration/);
 * - the client key in every path and query is the public one (`test_` in the test environment), never an API key
 *   (https://docs.adyen.com/development-resources/client-side-authentication/): anything else is a 401;
 * - the device fingerprint frame (`assets/html/<clientKey>/dfp.1.0.0.html`), which posts the fingerprint back; Adyen
 *   Web puts it into `riskData.clientData` (https://docs.adyen.com/risk-management/configure-your-risk-profile/
 *   device-fingerprinting/ ... "riskData" in the /payments request);
 * - the bin lookup (`v3/bin/binLookup?token=<clientKey>`), answering the brand of the BIN the number frame sent
 *   (https://docs.adyen.com/payment-methods/cards/custom-card-integration/#bin-lookup: `onBinLookup`);
 * - the translations of the CDN (`checkoutshopper-test.cdn.adyen.com/checkoutshopper/sdk/<version>/translations/
 *   <locale>.json`): an empty set, Adyen Web keeps its bundled en-US texts;
 * - the analytics set-up (`checkoutanalytics-test.adyen.com/checkoutanalytics/v3/analytics`), which Adyen Web asks for
 *   a checkout attempt id even with analytics off (src/config/csp-sources.ts);
 * - the 3-D Secure redirect (`checkoutshopper-test.adyen.com/checkoutshopper/threeDS/redirect`), the issuer's page of
 *   the test environment, with Approve and Decline; it sends the shopper back to the return URL with Adyen's
 *   `redirectResult` appended (https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/web-drop-in/ and
 *   https://docs.adyen.com/online-payments/build-your-integration/additional-use-cases/handle-redirect-result/).
 *   The sandbox gateway answers `payment_redirect_user` with Adyen's action object pointing at the sandbox bank on
 *   its own (sandbox) origin; `liveRedirectAction` puts it where the live gateway's action points: Adyen's host, with
 *   the return URL the gateway was given (`redir_url_after_payment`, the checkout's query kept), not the Referer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { LIVE_ENV } from '../../../setup/live-env';
import type * as Runtime from '../office-runtime';

const API = 'https://checkoutshopper-test.adyen.com';
const CDN = 'https://checkoutshopper-test.cdn.adyen.com';
const ANALYTICS = 'https://checkoutanalytics-test.adyen.com';
const CLIENT_KEY = LIVE_ENV.PUBLIC_ADYEN_CLIENT_KEY;
const REDIRECT_PATH = '/checkoutshopper/threeDS/redirect';

const SECURED_FIELD_JS = readFileSync(join(import.meta.dirname, 'adyen-secured-field.js'), 'utf8');

const SECURED_FIELD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Adyen secured field (stand-in)</title></head>
<body><script src="${API}/checkoutshopper/securedfields/stand-in/secured-field.js"></script></body></html>`;

// Adyen Web's fingerprint listener takes a JSON string whose `type` is `deviceFingerprint` from Adyen's origin.
const DFP_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>dfp (stand-in)</title></head><body>
<script>parent.postMessage(JSON.stringify({ type: 'deviceFingerprint', value: 'stand-in-fingerprint-' + Date.now() }), '*');</script></body></html>`;

/** What the rehearsal saw at Adyen's hosts, for the tests' checks. */
export const adyenRequests: string[] = [];

const json = (body: unknown, status = 200, origin = '*') => ({ status, headers: { 'content-type': 'application/json', 'access-control-allow-origin': origin }, body: JSON.stringify(body) });
const html = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sandbox gateway's redirect action, put where the live one points (Adyen's test host, the issuer stand-in
 * below), its return the URL the gateway was given as it is: the payment's `redir_url_after_payment`, which the
 * sandbox gateway put in its bank page's `return` (src/sandbox/handlers/payment.ts), as Adyen returns the shopper to
 * the payment's `returnUrl` (https://docs.adyen.com/api-explorer/Checkout/latest/post/payments#request-returnUrl),
 * never to the page the shopper came from. Anything else is left as it is.
 */
export function liveRedirectAction(body: Buffer): Buffer {
  let answer: { gateway?: { others?: { action?: { url?: unknown } } } };
  try {
    answer = JSON.parse(body.toString('utf8'));
  } catch {
    return body;
  }
  const action = answer.gateway?.others?.action;
  if (!action || typeof action.url !== 'string') return body;
  const sandbox = new URL(action.url);
  if (sandbox.pathname !== '/sandbox/three-d-secure') return body;
  const live = new URL(REDIRECT_PATH, API);
  live.searchParams.set('identify', sandbox.searchParams.get('identify') ?? '');
  live.searchParams.set('returnUrl', sandbox.searchParams.get('return') ?? '');
  action.url = live.href;
  return Buffer.from(JSON.stringify(answer));
}

/** Where the issuer sends the shopper back: the return URL with the checkout's return parameters and Adyen's redirectResult. */
function returnTarget(returnUrl: string, identify: string, redirectResult: string | undefined): string {
  const target = new URL(returnUrl);
  // The checkout's own return parameters (part 2 §4.4) and Adyen's redirectResult, appended as Adyen does.
  target.searchParams.set('threeSecure', '1');
  target.searchParams.set('identify', identify);
  if (redirectResult) target.searchParams.set('redirectResult', redirectResult);
  return target.href;
}

/** The issuer's page (Approve / Decline), and its decision, which goes back to the return URL. */
function issuer(runtime: typeof Runtime, url: URL): { status: number; headers: Record<string, string>; body: string } {
  const identify = url.searchParams.get('identify') ?? '';
  const session = runtime.threeDSecureSession(identify);
  const returnUrl = url.searchParams.get('returnUrl') ?? '';
  if (!session || !returnUrl.startsWith(`${LIVE_ENV.PUBLIC_SITE_URL}/`)) return { status: 400, headers: { 'content-type': 'text/plain' }, body: 'unknown 3-D Secure session' };
  const decision = url.searchParams.get('decision');
  if (decision !== null) {
    if (decision === 'decline' && !session.final) runtime.saveThreeDSecureSession(identify, { ...session, after: 'refused' });
    return { status: 302, headers: { location: returnTarget(returnUrl, identify, session.redirectResult) }, body: '' };
  }
  const choose = (what: string) => {
    const next = new URL(url.href);
    next.searchParams.set('decision', what);
    return escapeHtml(next.href);
  };
  return html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Adyen test issuer (stand-in)</title></head><body><main>
<h1>3D Secure 2 test issuer</h1><p>Stand-in of the issuer's challenge in Adyen's test environment.</p>
<a href="${choose('approve')}">Approve</a> <a href="${choose('decline')}">Decline</a></main></body></html>`);
}

export async function routeAdyen(context: BrowserContext, runtime: typeof Runtime): Promise<void> {
  adyenRequests.length = 0;
  await context.route((url) => url.origin === API || url.origin === CDN || url.origin === ANALYTICS, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    adyenRequests.push(`${request.method()} ${url.origin}${url.pathname}`);
    const origin = request.headers()['origin'] ?? '*';
    const key = url.pathname.match(/\/(securedfields|html)\/([^/]+)\//)?.[2] ?? url.searchParams.get('clientKey') ?? url.searchParams.get('token');
    // https://docs.adyen.com/development-resources/client-side-authentication/: a client key of the environment.
    if (key !== null && key !== 'stand-in' && key !== CLIENT_KEY) return route.fulfill(json({ status: 401, errorCode: '000', message: 'Invalid client key', errorType: 'security' }, 401, origin));

    if (url.origin === API && /^\/checkoutshopper\/securedfields\/[^/]+\/[\d.]+\/securedFields\.html$/.test(url.pathname)) return route.fulfill(html(SECURED_FIELD_HTML));
    if (url.origin === API && url.pathname === '/checkoutshopper/securedfields/stand-in/secured-field.js') return route.fulfill({ status: 200, headers: { 'content-type': 'text/javascript' }, body: SECURED_FIELD_JS });
    if (url.origin === API && /^\/checkoutshopper\/assets\/html\/[^/]+\/dfp\.[\d.]+\.html$/.test(url.pathname)) return route.fulfill(html(DFP_HTML));
    if (url.origin === API && url.pathname === '/checkoutshopper/v3/bin/binLookup') {
      const body = JSON.parse(request.postData() ?? '{}') as { encryptedBin?: string; requestId?: string; supportedBrands?: string[] };
      const bin = body.encryptedBin?.split('$').pop() ?? '';
      const brand = /^4/.test(bin) ? 'visa' : /^(5[1-5]|2[2-7])/.test(bin) ? 'mc' : /^3[47]/.test(bin) ? 'amex' : null;
      const brands = brand ? [{ brand, enableLuhnCheck: true, supported: (body.supportedBrands ?? []).includes(brand), cvcPolicy: 'required', expiryDatePolicy: 'required', paymentMethodVariant: brand }] : [];
      return route.fulfill(json({ requestId: body.requestId, issuingCountryCode: 'DE', brands }, 200, origin));
    }
    if (url.origin === API && url.pathname === REDIRECT_PATH) return route.fulfill(issuer(runtime, url));
    if (url.origin === CDN && /\/translations\/[\w-]+\.json$/.test(url.pathname)) return route.fulfill(json({}, 200, origin));
    if (url.origin === CDN && /\.(svg|png)$/.test(url.pathname)) return route.fulfill({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26"/>' });
    if (url.origin === ANALYTICS && url.pathname.startsWith('/checkoutanalytics/v3/analytics')) {
      return route.fulfill(json(url.pathname === '/checkoutanalytics/v3/analytics' ? { checkoutAttemptId: `stand-in-${Date.now()}` } : {}, 200, origin));
    }
    return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': origin }, body: 'not in the Adyen stand-in' });
  });
}
