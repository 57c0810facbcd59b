import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../integrations/inline-scripts';
import { manifestChanges, PAYMENT_MANIFEST_FILE, PAYMENT_PAGE_HTML, sri384, type PaymentPageManifest } from '../../integrations/payment-manifest';
import { headersFor, parseHeaders } from '../../integrations/cdn-rules.mjs';

/*
 * Decision 040 (PCI DSS v4.0.1 6.4.3, 11.6.1): the payment-page manifest of the sandbox build, as scripts/test.mjs
 * leaves dist/, matches the built files: every listed chunk exists with its SHA-384, every script the page's HTML
 * names (inline or chunk) is listed and the list is closed under the chunks' own imports, and its headers are those
 * `_headers` gives a /payment/ path. tests/build/live-build.test.ts checks the live build's manifest.
 */
const DIST = 'dist';
const read = (file: string) => readFileSync(join(DIST, file));
const manifest = (): PaymentPageManifest => JSON.parse(read(PAYMENT_MANIFEST_FILE).toString('utf8')) as PaymentPageManifest;
const html = () => read(PAYMENT_PAGE_HTML).toString('utf8');
const listedChunks = () => new Set(manifest().scripts.chunks.map((c) => c.src));

describe('payment-page manifest (sandbox build)', () => {
  it('is written into the build output, for the payment page as built', () => {
    expect(existsSync(join(DIST, PAYMENT_MANIFEST_FILE))).toBe(true);
    const m = manifest();
    expect(m).toMatchObject({ version: 1, mode: 'sandbox', page: { html: `/${PAYMENT_PAGE_HTML}`, servedAt: '/payment/*' } });
    expect(m.page.integrity).toBe(sri384(read(PAYMENT_PAGE_HTML)));
  });

  it('lists chunks that exist, each with the SHA-384 and size of the built file', () => {
    const { chunks } = manifest().scripts;
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      const bytes = read(chunk.src.slice(1));
      expect({ src: chunk.src, integrity: sri384(bytes), bytes: bytes.length }).toEqual({ src: chunk.src, integrity: chunk.integrity, bytes: chunk.bytes });
    }
  });

  it('lists every script the HTML names: its inline scripts by CSP hash, its script, preload and island chunks', () => {
    const page = html();
    expect(manifest().scripts.inline.map((s) => s.csp).sort()).toEqual(inlineScriptHashes(page).sort());
    const named = [...page.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((src) => !listedChunks().has(src))).toEqual([]);
    // No script from anywhere else: a <script src> outside /_astro/ would have to be a configured third party.
    const otherSrc = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] as string).filter((src) => !src.startsWith('/_astro/'));
    expect(otherSrc).toEqual([]);
    expect(manifest().scripts.chunks.filter((c) => named.includes(c.src)).every((c) => c.atStart)).toBe(true);
  });

  it('is closed: every chunk a listed chunk imports, statically or lazily, is listed too', () => {
    const listed = listedChunks();
    const missing = [...listed].flatMap((src) =>
      [...read(src.slice(1)).toString('utf8').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => `/_astro/${m[1]}`).filter((dep) => !listed.has(dep)).map((dep) => `${src} -> ${dep}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds the headers _headers serves for a /payment/ path, its CSP allowing each inline script by hash', () => {
    const served = headersFor(parseHeaders(read('_headers').toString('utf8')), '/payment/premium-plus-plan');
    const m = manifest();
    expect(m.headers).toEqual(served);
    expect(m.headers['content-security-policy']).toBe(served['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(m.headers['content-security-policy'] ?? '')?.[1] ?? '';
    expect(m.scripts.inline.filter((s) => !scriptSrc.includes(`'${s.csp}'`))).toEqual([]);
  });

  it('names the sandbox stand-ins of the configured third-party scripts, and no Stripe.js (the sandbox twin is ours)', () => {
    const ids = manifest().scripts.thirdParty.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining(['consent-provider', 'sponsor-wallet', 'facebook-pixel', 'analytics-tag', 'tag-manager']));
    expect(ids).not.toContain('stripe-js');
    expect(manifest().scripts.bundledVendors).toEqual([]);
  });

  it('lets a monitor see a changed chunk, a new inline script and a weakened header (11.6.1)', () => {
    const baseline = manifest();
    expect(manifestChanges(baseline, structuredClone(baseline))).toEqual([]);
    const served = structuredClone(baseline);
    const [first] = served.scripts.chunks;
    if (first) first.integrity = sri384('tampered');
    served.scripts.inline.push({ csp: 'sha256-injected' });
    served.headers['content-security-policy'] = "script-src 'self' https:";
    delete served.headers['strict-transport-security'];
    expect(manifestChanges(baseline, served)).toEqual([
      'header changed: content-security-policy',
      'header removed: strict-transport-security',
      'inline script added: sha256-injected',
      `chunk changed: ${first?.src}`,
    ]);
  });
});
