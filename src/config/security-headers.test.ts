import { describe, expect, it } from 'vitest';
import { LIVE_ENV } from '../../tests/setup/live-env';
import { parsePublicEnv } from './env-schema';
import { cdnHeadersFile, cspDirectives } from './security-headers';

const live = (override: Record<string, string> = {}) => parsePublicEnv({ ...LIVE_ENV, ...override });
const sources = (env: ReturnType<typeof parsePublicEnv>, directive: string) =>
  cspDirectives(env, ['sha256-abc']).find(([name]) => name === directive)?.[1] ?? [];

describe('Content-Security-Policy from configuration (DESIGN.md "Security", decision 014)', () => {
  it('allows inline scripts by hash only, never unsafe-inline or unsafe-eval', () => {
    const script = sources(live(), 'script-src');
    expect(script).toContain("'sha256-abc'");
    expect(script.filter((s) => /unsafe/.test(s))).toEqual([]);
  });

  it("lets provider B's tokenise call reach the configured tokeniser origin (part 2 §7 card tokenisation)", () => {
    expect(sources(live(), 'connect-src')).toContain('https://api.pagar.me');
    const moved = live({ PUBLIC_BRAZIL_PROVIDER_TOKEN_URL: 'https://tokens.example.net/v5/tokens' });
    expect(sources(moved, 'connect-src')).toContain('https://tokens.example.net');
    expect(sources(moved, 'connect-src')).not.toContain('https://api.pagar.me');
  });

  it("lets provider U's tokenise call reach the configured tokeniser origin (part 2 §7 card tokenisation, decision 021)", () => {
    expect(sources(live(), 'connect-src')).toContain('https://tokens.latam-provider.example.com');
    const moved = live({ PUBLIC_LATAM_PROVIDER_TOKEN_URL: 'https://cards.example.org/tokens' });
    expect(sources(moved, 'connect-src')).toContain('https://cards.example.org');
    expect(sources(moved, 'connect-src')).not.toContain('https://tokens.latam-provider.example.com');
  });

  it.each(['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in'])('allows Adyen region %s and no other region', (region) => {
    // The 3-D Secure list names the region's redirect page, as a deployment in that region would.
    const env = live({ PUBLIC_ADYEN_ENVIRONMENT: region, PUBLIC_THREE_DS_ALLOWLIST: `https://checkoutshopper-${region}.adyen.com,https://hooks.stripe.com` });
    expect(sources(env, 'frame-src')).toContain(`https://checkoutshopper-${region}.adyen.com`);
    expect(sources(env, 'connect-src')).toEqual(
      expect.arrayContaining([`https://checkoutshopper-${region}.adyen.com`, `https://checkoutshopper-${region}.cdn.adyen.com`, `https://checkoutanalytics-${region}.adyen.com`]),
    );
    expect(sources(env, 'img-src')).toContain(`https://checkoutshopper-${region}.cdn.adyen.com`);
    const adyen = cspDirectives(env, []).flatMap(([, list]) => list).filter((s) => s.includes('adyen.com'));
    expect(adyen.filter((s) => !s.includes(`-${region}.`))).toEqual([]);
  });

  it("allows Stripe.js from js.stripe.com and its subdomains, its API and its 3-D Secure frames", () => {
    const env = live();
    expect(sources(env, 'script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']));
    expect(sources(env, 'frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']));
    expect(sources(env, 'connect-src')).toContain('https://api.stripe.com');
  });

  it('narrows form-action to our pages, the payment pages of the configured lists and Adyen’s (part 2 §4.4), and img-src to the hosts in use', () => {
    expect(sources(live({ PUBLIC_ADYEN_ENVIRONMENT: 'live-au' }), 'form-action')).toEqual([
      "'self'",
      // PUBLIC_THREE_DS_ALLOWLIST, PUBLIC_BANK_REDIRECT_ALLOWLIST, PUBLIC_PAYPAL_ALLOWLIST of the live environment:
      // a 3-D Secure form posted to hooks.stripe.com is allowed (Chromium blocked it before).
      'https://checkoutshopper-test.adyen.com', 'https://hooks.stripe.com', 'https://bank.example.com', 'https://office.example.com',
      'https://checkoutshopper-live-au.adyen.com',
    ]);
    expect(sources(live(), 'form-action')).not.toContain('https:');
    expect(sources(live(), 'img-src')).toEqual(["'self'", 'data:', 'https://office.example.com', 'https://office-api.example.com', 'https://checkoutshopper-test.cdn.adyen.com',
      // Step 3's pixels' beacons (decision 035).
      'https://www.facebook.com', 'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']);
    expect(sources(live({ PUBLIC_CSP_IMAGE_ORIGINS: 'https://avatars.example.net' }), 'img-src')).toContain('https://avatars.example.net');
    expect(sources(live(), 'img-src')).not.toContain('https:');
  });

  it('reports violations to the configured endpoint, and declares it in Reporting-Endpoints', () => {
    const env = live({ PUBLIC_CSP_REPORT_URL: 'https://csp.example.com/report' });
    expect(sources(env, 'report-to')).toEqual(['csp']);
    expect(sources(env, 'report-uri')).toEqual(['https://csp.example.com/report']);
    expect(cdnHeadersFile(env, [])).toContain('  Reporting-Endpoints: csp="https://csp.example.com/report"\n');
  });

  it('has no report directive or Reporting-Endpoints header without a report URL', () => {
    const env = live();
    expect(cspDirectives(env, []).map(([name]) => name)).not.toContain('report-to');
    expect(cdnHeadersFile(env, [])).not.toContain('Reporting-Endpoints');
  });

  it('refuses a report URL that would cut the policy short', () => {
    expect(() => live({ PUBLIC_CSP_REPORT_URL: 'https://csp.example.com/a;script-src *' })).toThrow(/PUBLIC_CSP_REPORT_URL/);
  });

  it('part 1 §2, decision 028: the support chat origin is in the CSP only when the chat is on', () => {
    const url = 'https://chat.example.com/loader.js';
    const on = live({ PUBLIC_SUPPORT_CHAT: '1', PUBLIC_SUPPORT_CHAT_URL: url });
    for (const directive of ['script-src', 'connect-src', 'frame-src']) expect(sources(on, directive)).toContain('https://chat.example.com');
    const off = live({ PUBLIC_SUPPORT_CHAT: '0', PUBLIC_SUPPORT_CHAT_URL: url });
    expect(cspDirectives(off, []).flatMap(([, list]) => list).filter((s) => s.includes('chat.example.com'))).toEqual([]);
  });

  it("part 1 §7, decision 027: the consent provider's script and the API it posts to are allowed", () => {
    expect(sources(live(), 'script-src')).toContain('https://cdn.iubenda.com');
    expect(sources(live(), 'connect-src')).toContain('https://consent.iubenda.com');
  });

  it('keeps what the sandbox needs and no third party: its own frames, worker and APIs', () => {
    const sandbox = parsePublicEnv({ PUBLIC_MODE: 'sandbox' });
    const all = cspDirectives(sandbox, []).flatMap(([, list]) => list);
    expect(all.filter((s) => /stripe|adyen|pagar|iubenda/.test(s))).toEqual([]);
    expect(sources(sandbox, 'frame-src')).toEqual(["'self'"]);
    expect(sources(sandbox, 'worker-src')).toEqual(["'self'"]);
    // A live build has no worker (the sandbox's is its office and gateway).
    expect(sources(live(), 'worker-src')).toEqual(["'none'"]);
    expect(sources(sandbox, 'connect-src')).toEqual(["'self'"]);
    expect(sources(sandbox, 'form-action')).toEqual(["'self'"]);
    // The sandbox frames its own card-field page; nothing else may frame it, and nobody frames a live page.
    expect(sources(sandbox, 'frame-ancestors')).toEqual(["'self'"]);
    expect(sources(live(), 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('writes every directive once, with at least one source', () => {
    const directives = cspDirectives(live({ PUBLIC_CSP_REPORT_URL: 'https://csp.example.com/r' }), []);
    const names = directives.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(directives.filter(([, list]) => list.length === 0)).toEqual([]);
  });
});
