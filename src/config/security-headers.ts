import type { PublicEnv } from './env-schema';

/**
 * Third-party origins the pages may load scripts, frames or connections from, each with its
 * reason in docs/script-inventory.md. Provider scripts load only when their method is shown.
 */
export const THIRD_PARTY = {
  stripe: { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] },
  adyen: {
    script: ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
    frame: ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
    connect: ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-test.adyen.com'],
  },
  paypal: { script: [], frame: [], connect: [] },
} as const;

function origin(url: string): string | null {
  try {
    return /^https?:/.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy for every page. `scriptHashes` are the sha256 sources of the
 * inline scripts Astro emits (island bootstrap), computed from the built HTML, so
 * `script-src` never needs 'unsafe-inline' or 'unsafe-eval' (DESIGN.md "Security").
 */
export function contentSecurityPolicy(env: PublicEnv, scriptHashes: readonly string[]): string {
  const all = Object.values(THIRD_PARTY);
  const apis = [env.PUBLIC_OFFICE_API_URL, env.PUBLIC_GATEWAY_API_URL, env.PUBLIC_TRANSLATION_API_URL]
    .map(origin)
    .filter((o): o is string => o !== null);
  const unique = (list: readonly string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...scriptHashes.map((h) => `'${h}'`), ...all.flatMap((p) => p.script)])}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${unique(["'self'", ...apis, ...all.flatMap((p) => p.connect)])}`,
    `frame-src ${unique(all.flatMap((p) => p.frame))}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self' https:",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The `_headers` file for the CDN: security headers on every path, long caching for hashed assets. */
export function cdnHeadersFile(env: PublicEnv, scriptHashes: readonly string[]): string {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(env, scriptHashes)}`,
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}
