import { originOf, providerSources, type Directive } from './csp-sources';
import type { PublicEnv } from './env-schema';
import { trackingSources } from './tracking-settings';

/** The name the CSP's `report-to` uses for the endpoint declared in `Reporting-Endpoints`. */
export const CSP_REPORT_GROUP = 'csp';

const present = (list: readonly (string | null | undefined)[]): string[] => list.filter((s): s is string => !!s);
const unique = (list: readonly string[]): string[] => [...new Set(list)];

/**
 * The CSP's directives in order, each with its sources, from the configured environment (decision 014).
 * `scriptHashes` are the sha256 sources of the inline scripts Astro emits (island bootstrap), computed from
 * the built HTML, so `script-src` never needs 'unsafe-inline' or 'unsafe-eval' (DESIGN.md "Security").
 */
export function cspDirectives(env: PublicEnv, scriptHashes: readonly string[]): [string, string[]][] {
  const providers = [...providerSources(env), trackingSources(env)];
  const fromProviders = (directive: Directive) => providers.flatMap((p) => p[directive] ?? []);
  const apis = present([env.PUBLIC_OFFICE_API_URL, env.PUBLIC_GATEWAY_API_URL].map(originOf));
  // Avatars and payment-document pictures come from the office's data (part 2 §3); more hosts by configuration.
  const images = present([originOf(env.PUBLIC_OFFICE_URL), originOf(env.PUBLIC_OFFICE_API_URL), ...(env.PUBLIC_CSP_IMAGE_ORIGINS ?? [])]);
  // The sandbox renders its provider twins' card fields in frames of its own (DESIGN.md "Payments").
  const ownFrames = env.PUBLIC_MODE === 'sandbox' ? ["'self'"] : [];
  // A POST form of the payment step (a 3-D Secure page, a bank's page, PayPal's path) goes only to an origin of its
  // list (payment-redirects.ts), so exactly those may receive it: without them Chromium blocks the form. The sandbox's
  // own payment pages are on its origin. A GET redirect navigates and is no form submission.
  const paymentPages = env.PUBLIC_MODE === 'live' ? [...env.PUBLIC_THREE_DS_ALLOWLIST, ...env.PUBLIC_BANK_REDIRECT_ALLOWLIST, ...env.PUBLIC_PAYPAL_ALLOWLIST] : [];
  // Only the sandbox runs a worker (its office and gateway, decision 002); a live page starts none.
  const workers = env.PUBLIC_MODE === 'sandbox' ? ["'self'"] : ["'none'"];
  const report = env.PUBLIC_CSP_REPORT_URL;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...fromProviders('script-src')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...images, ...fromProviders('img-src')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...apis, ...fromProviders('connect-src')]],
    ['frame-src', [...ownFrames, ...fromProviders('frame-src')]],
    ['worker-src', workers],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...paymentPages, ...fromProviders('form-action')]],
    // Nobody frames a live page; the sandbox frames its own card-field page (ownFrames above).
    ['frame-ancestors', env.PUBLIC_MODE === 'sandbox' ? ["'self'"] : ["'none'"]],
  ];
  // report-uri stays for browsers without the Reporting API; those with it use report-to and ignore report-uri.
  if (report) directives.push(['report-uri', [report]], ['report-to', [CSP_REPORT_GROUP]]);
  return directives.map(([name, sources]) => [name, unique(sources)]);
}

/** The Content-Security-Policy header value for every page. */
export function contentSecurityPolicy(env: PublicEnv, scriptHashes: readonly string[]): string {
  return cspDirectives(env, scriptHashes)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The `_headers` file for the CDN: security headers on every path, long caching for hashed assets. */
export function cdnHeadersFile(env: PublicEnv, scriptHashes: readonly string[]): string {
  const report = env.PUBLIC_CSP_REPORT_URL;
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(env, scriptHashes)}`,
    ...(report ? [`  Reporting-Endpoints: ${CSP_REPORT_GROUP}="${report}"`] : []),
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    // The checkout page is the same for every slug and changes only with a deploy: a buyer coming back within ten
    // minutes starts from the browser's copy, without a round trip (decision 048; its first script reloads a copy whose
    // start files a deploy removed).
    '/payment/*',
    '  Cache-Control: private, max-age=600',
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
