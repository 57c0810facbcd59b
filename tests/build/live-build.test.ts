import { spawn } from 'node:child_process';
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../integrations/inline-scripts';
import { startLoaders } from '../../integrations/chunk-names';
import { COMPILE_HINT, HINT_MIN_BYTES } from '../../integrations/compile-hints';
import { islandEntries, staticClosure } from '../../integrations/chunk-graph';
import { textFilesOf } from '../../integrations/text-files';
import { TEXT_FILES_ID } from '../../src/i18n/checkout-resources';
import { startFakeOffice } from '../setup/fake-office';
import { LIVE_ENV } from '../setup/live-env';
import { inlineScriptBytes } from '../../integrations/inline-scripts';
import { scanForSecrets } from '../setup/secret-scan';
import { SCRIPT_HASH_LENGTH } from '../../integrations/short-hashes';
import { PAYMENT_MANIFEST_FILE, type PaymentPageManifest } from '../../integrations/payment-manifest';
import { headersFor, parseHeaders } from '../../integrations/cdn-rules.mjs';
import { PROVIDER_MANIFESTS, providerManifests } from '../../src/domain/providers/manifests';

// DESIGN.md "Modes" and "Security": a live build holds no sandbox code, fixture or worker
// script, no secret, and no dev switch; a live build with a bad environment fails naming it.
const OUT = 'dist-live-check';

/** Runs `astro build` without blocking this process, which serves the fake office meanwhile. */
function build(env: Record<string, string | undefined>, outDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('astro', ['build', '--outDir', outDir], { env: { ...process.env, NODE_ENV: 'production', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

// A live build fetches the plans pages' data from the office; here the sandbox office answers on
// 127.0.0.1 through the build-only BUILD_OFFICE_API_URL (src/build-data/build-office.ts).
let office: Awaited<ReturnType<typeof startFakeOffice>>;
beforeAll(async () => {
  office = await startFakeOffice();
});
afterAll(() => office.close());

async function builtFiles(dir: string): Promise<{ path: string; text: string }[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && /\.(html|js|mjs|css|json|txt|xml|_headers)$|^_/.test(e.name));
  return Promise.all(files.map(async (e) => ({ path: join(e.parentPath, e.name), text: await readFile(join(e.parentPath, e.name), 'utf8') })));
}

// DESIGN.md "Payments": provider scripts load only when their method is shown. Strings only provider code holds, from
// the providers' manifests (`vendorStrings`): the SDK packages' names and the providers' script and resource hosts.
// The 3-D Secure return allow-list (PUBLIC_THREE_DS_ALLOWLIST) names an Adyen host: configuration the checkout
// carries, not provider code.
const VENDORS = providerManifests().filter((manifest) => manifest.vendorStrings !== undefined);
const PROVIDER_STRINGS = VENDORS.flatMap((vendor) => vendor.vendorStrings ?? []);
const CONFIGURED_ORIGINS = LIVE_ENV.PUBLIC_THREE_DS_ALLOWLIST.split(',');

/** The provider strings in some built text, the configured origins aside. */
function providerStrings(text: string): string[] {
  const code = CONFIGURED_ORIGINS.reduce((rest, origin) => rest.replaceAll(origin, ''), text);
  return PROVIDER_STRINGS.filter((needle) => code.includes(needle));
}

/** Every chunk an HTML page names: its scripts, island code, preloads, and the language preload map. */
const namedChunks = (html: string) => [...new Set([...html.matchAll(/\/_astro\/([\w.-]+\.js)\b/g)].map((m) => m[1] as string))];

/** The vendors' live adapters' own chunks (src/providers/registry.ts lazy imports), by the module they are built from. */
// Provider A's SEPA fields ride in its chunk (in a live build only the Adyen adapter imports them).
const liveAdapters = (vendor: (typeof VENDORS)[number]) => (vendor.adapters ?? []).filter((adapter) => adapter.build === 'live');
const PROVIDER_CHUNKS = VENDORS.flatMap(liveAdapters).map(({ module }) => new RegExp(`^${module}\\.[\\w-]+\\.js$`));

describe('live build', () => {
  let files: { path: string; text: string }[] = [];

  beforeAll(async () => {
    const result = await build({ ...LIVE_ENV, BUILD_OFFICE_API_URL: office.url }, OUT);
    expect(result.status, result.stdout + result.stderr).toBe(0);
    files = await builtFiles(OUT);
  });
  afterAll(() => rm(OUT, { recursive: true, force: true }));
  const chunkText = (file: string) => files.find((f) => f.path.endsWith(join('_astro', file)))?.text;

  it('has no sandbox worker script, page, handler or fixture', () => {
    // Case-insensitive: the providers' sandbox twins are chunks named SandboxCardS, SandboxCardA...
    expect(files.map((f) => f.path).filter((p) => /mockServiceWorker|sandbox/i.test(p))).toEqual([]);
    const leaks = files.filter((f) => /sandbox-api|mockServiceWorker|sandbox-worker|Sandbox#2026|setupWorker|sandbox-scenario|sandbox-card:|tok_sandbox_|sandbox-consents|sandbox-support-chat|\/sandbox\/(support-chat|consent-provider)/.test(f.text));
    expect(leaks.map((f) => f.path)).toEqual([]);
  });

  it('ships no secret and no development switch', () => {
    const patterns = [/sk_(live|test)_[A-Za-z0-9]+/, /authorization:\s*basic/i, /Basic\s+[A-Za-z0-9+/=]{12,}/, /dev-mode/, /prompt\(/];
    const hits = files.flatMap((f) => patterns.filter((p) => p.test(f.text)).map((p) => `${f.path}: ${p}`));
    expect(hits).toEqual([]);
  });

  // DESIGN.md "Security": a maintained scanner (secretlint, recommended preset) over every built file.
  it('passes the secret scanner over every built file', async () => {
    const scan = await scanForSecrets(OUT);
    expect(scan.output).toBe('');
    expect(scan.status).toBe(0);
  });

  it('the secret scanner fails on a Stripe secret key planted in a copy of the build', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'secret-scan-'));
    try {
      await cp(OUT, copy, { recursive: true });
      const chunk = files.find((f) => f.path.includes('_astro') && f.path.endsWith('.js'))?.path ?? '';
      // Built here, so no key-shaped text is committed: 'sk_live_' and 52 letters and digits.
      const planted = ['sk', 'live', 'Ab1'.repeat(17) + 'Z'].join('_');
      await appendFile(join(copy, chunk.slice(OUT.length)), `\nconst k = "${planted}";\n`);
      const scan = await scanForSecrets(copy);
      expect(scan.status).toBe(1);
      expect(scan.output).toContain('STRIPE_SECRET_KEY_LIVE');
      expect(scan.output).not.toContain(planted);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('names every built script with its short content hash (decision 026, amendment of 2026-12-03)', () => {
    const scripts = files.filter((f) => f.path.includes(join(OUT, '_astro')) && f.path.endsWith('.js')).map((f) => basename(f.path));
    expect(scripts.length).toBeGreaterThan(40);
    const named = new RegExp(`^[\\w.-]+\\.[\\w-]{${SCRIPT_HASH_LENGTH}}\\.js$`);
    expect(scripts.filter((name) => !named.test(name))).toEqual([]);
  });

  it('preloads the checkout island and its static imports, and the texts of the picked language under the CSP, and nothing on a plans page (decision 008)', () => {
    const page = files.find((f) => f.path.endsWith(join('payment', 'index.html')))?.text ?? '';
    const preloaded = new Set([...page.matchAll(/<link rel="modulepreload" href="\/_astro\/([^"]+)">/g)].map((m) => m[1]));
    const entries = islandEntries(page);
    expect(entries).toHaveLength(2);
    const closure = staticClosure(entries, chunkText);
    expect(closure.length).toBeGreaterThan(entries.length);
    expect(closure.filter((file) => !preloaded.has(file))).toEqual([]);
    // Decision 037 and its addendum: the texts are JSON files the page names (none of their URLs in the island's
    // chunks), each there, preloaded as fetches for the start namespaces.
    const texts = textFilesOf(page, TEXT_FILES_ID) ?? {};
    expect(Object.keys(texts)).toHaveLength(6 * 5);
    for (const url of Object.values(texts)) expect(files.some((f) => f.path.endsWith(join('_astro', url.slice('/_astro/'.length)))), url).toBe(true);
    expect(texts['pt/checkout']).toMatch(/^\/_astro\/checkout\.[\w-]+\.json$/);
    expect(page).toContain('["checkout","errors","common"]');
    expect(closure.filter((file) => chunkText(file)?.includes('/locales/'))).toEqual([]);
    const headers = files.find((f) => f.path.endsWith('_headers'))?.text ?? '';
    for (const hash of inlineScriptHashes(page)) expect(headers).toContain(hash);
    // The plans island hydrates when the visitor asks (decision 015): its code is listed on the island for then,
    // never preloaded with the page.
    const plans = files.find((f) => f.path.endsWith(join('plans', 'index.html')))?.text ?? '';
    expect(islandEntries(plans)).not.toEqual([]);
    expect(plans).not.toContain('<link rel="modulepreload"');
  });

  it('the payment page\'s large start modules carry V8\'s compile hint on their first line, its small and lazy chunks do not; its renderer is no facade', () => {
    const page = files.find((f) => f.path.endsWith(join('payment', 'index.html')))?.text ?? '';
    const closure = staticClosure(islandEntries(page, '/_astro/', true), chunkText);
    const hinted = closure.filter((file) => chunkText(file)?.startsWith(COMPILE_HINT));
    expect(hinted.length).toBeGreaterThanOrEqual(3);
    expect(closure.filter((file) => !hinted.includes(file) && (chunkText(file)?.length ?? 0) >= HINT_MIN_BYTES)).toEqual([]);
    expect(hinted.filter((file) => (chunkText(file)?.length ?? 0) < HINT_MIN_BYTES)).toEqual([]);
    // The renderer the island imports is React DOM's own chunk, which exports default (module-preload.ts).
    const renderer = /\srenderer-url="\/_astro\/([^"]+)"/.exec(page)?.[1] ?? '';
    expect(chunkText(renderer)).toMatch(/export\{[^}]* as default\};?\s*$/);
    expect(chunkText(renderer)).toContain('hydrateRoot');
    const lazy = files.filter((f) => /_astro[\\/][\w.-]+\.js$/.test(f.path) && PROVIDER_CHUNKS.some((name) => name.test(basename(f.path))));
    expect(lazy).toHaveLength(PROVIDER_CHUNKS.length);
    for (const chunk of lazy) expect(chunk.text.startsWith(COMPILE_HINT), chunk.path).toBe(false);
  });

  it('decision 015: a plans page runs at most 4 KB of JavaScript before the visitor asks, and lists the island\'s graph for then', () => {
    const plans = files.find((f) => f.path.endsWith(join('plans', 'index.html')))?.text ?? '';
    expect(plans).toMatch(/<astro-island [^>]*client="ask"/);
    const scripts = [...plans.matchAll(/<script type="module" src="\/_astro\/([^"]+)"/g)].map((m) => m[1] as string);
    const pageScripts = staticClosure(scripts, chunkText);
    const gzip = (file: string) => gzipSync(chunkText(file) ?? '').length;
    const before = pageScripts.reduce((sum, file) => sum + gzip(file), 0) + inlineScriptBytes(plans);
    expect(before).toBeLessThanOrEqual(4 * 1024);
    const listed = /data-ask-preload="([^"]+)"/.exec(plans)?.[1]?.split(' ').map((url) => url.replace('/_astro/', '')) ?? [];
    expect(listed.slice().sort()).toEqual(staticClosure(islandEntries(plans), chunkText).sort());
    expect(listed.some((file) => /^client\./.test(file))).toBe(true);
  });

  // Decision 009: the checkout's start modules come in a few chunks (about 45 before), and a plans page loads no
  // chunk of modules only the checkout needs at start.
  it('groups the islands\' start modules by who loads them', () => {
    const startChunks = (pagePath: string) => {
      const page = files.find((f) => f.path.endsWith(pagePath))?.text ?? '';
      const scripts = [...page.matchAll(/<script type="module" src="\/_astro\/([^"]+)"/g)].map((m) => m[1] as string);
      const entries = [...islandEntries(page), ...scripts];
      return { loaders: new Set(entries.flatMap(startLoaders)), closure: staticClosure(entries, chunkText) };
    };
    const checkout = startChunks(join('payment', 'index.html'));
    expect(checkout.closure.length).toBeLessThanOrEqual(14);
    const plans = startChunks(join('plans', 'index.html'));
    expect(plans.loaders).toContain('PlansOffer');
    const checkoutChunks = plans.closure.filter((file) => /Checkout/.test(file));
    expect(checkoutChunks.length).toBeGreaterThan(0);
    expect(checkoutChunks.filter((file) => !startLoaders(file).some((label) => plans.loaders.has(label)))).toEqual([]);
  });

  describe('DESIGN.md "Payments": no provider code before step 2', () => {
    const chunkFiles = () => files.map((f) => /[\\/]_astro[\\/]([^\\/]+\.js)$/.exec(f.path)?.[1]).filter((name) => name !== undefined);
    const page = (path: string) => files.find((f) => f.path.endsWith(path))?.text ?? '';
    /** The provider strings in a page and in every chunk it names or those reach by static imports. */
    const hitsFrom = (path: string) => {
      const html = page(path);
      const closure = staticClosure(namedChunks(html), chunkText);
      const hits = [html, ...closure.map((file) => chunkText(file) ?? '')].flatMap((text, i) => providerStrings(text).map((needle) => `${i === 0 ? path : closure[i - 1]}: ${needle}`));
      return { closure, hits };
    };

    it('each adapter is a chunk of its own, and the check finds provider code in it', () => {
      const names = chunkFiles();
      const chunksOf = (vendor: (typeof VENDORS)[number]) => liveAdapters(vendor).map(({ module }) => names.filter((name) => name.startsWith(`${module}.`)));
      // Each vendor's adapter is one chunk, holding some of its own strings and none of another vendor's.
      for (const vendor of VENDORS) {
        const [chunk] = chunksOf(vendor);
        expect(chunk, String(vendor.vendorStrings)).toHaveLength(1);
        const found = providerStrings(chunkText(chunk?.[0] ?? '') ?? '');
        expect(found.length, String(vendor.vendorStrings)).toBeGreaterThan(0);
        expect(found.filter((needle) => !vendor.vendorStrings?.includes(needle))).toEqual([]);
      }
      const [stripe, adyen] = [PROVIDER_MANIFESTS.international, PROVIDER_MANIFESTS.european].map((vendor) => chunksOf(vendor)[0]?.[0] ?? '');
      expect(providerStrings(chunkText(stripe ?? '') ?? '')).toEqual(['@stripe/', 'js.stripe.com']);
      expect(providerStrings(chunkText(adyen ?? '') ?? '')).toContain('checkoutshopper');
      // No chunk spells Adyen's package name; the check still finds it where it is.
      expect(providerStrings('import "@adyen/adyen-web"')).toEqual(['@adyen/']);
      // The configured 3-D Secure origin is set aside, Adyen Web's own hosts are not.
      expect(providerStrings(`["${CONFIGURED_ORIGINS[0]}"]`)).toEqual([]);
      expect(providerStrings('`https://checkoutshopper-live.adyen.com/checkoutshopper/`')).toEqual(['checkoutshopper']);
    });

    it('the plans pages, in every language, hold no provider code in their HTML, their scripts or their island code', () => {
      const plansPages = files.map((f) => f.path.slice(OUT.length)).filter((path) => /[\\/]plans(-trial|-legacy)?[\\/]index\.html$/.test(path));
      expect(plansPages.length).toBeGreaterThanOrEqual(6);
      const checked = plansPages.map(hitsFrom);
      expect(checked.some(({ closure }) => closure.length > 0)).toBe(true);
      expect(checked.flatMap(({ hits }) => hits)).toEqual([]);
    });

    it('the checkout page and the scripts it loads or preloads at start (step 1), with their static imports, hold no provider code', () => {
      const { closure, hits } = hitsFrom(join('payment', 'index.html'));
      expect(closure.some((file) => /^Checkout\./.test(file))).toBe(true);
      expect(closure.filter((file) => PROVIDER_CHUNKS.some((pattern) => pattern.test(file)))).toEqual([]);
      expect(hits).toEqual([]);
    });
  });

  it('decision 048: the checkout\'s first script asks the office before any stylesheet can hold it, and the browser keeps the page ten minutes', () => {
    const page = files.find((f) => f.path.endsWith(join('payment', 'index.html')))?.text ?? '';
    const head = page.slice(0, page.indexOf('</head>'));
    const first = /<script>([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(first).toMatch(/office:\s*[`"']https:\/\/office-api\.example\.com\/[`"']/);
    expect(first).toContain('br/office/login-status');
    // Every stylesheet is in the page: none is fetched before the first paint, none holds the head's scripts.
    expect(page).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<style>'));
    const rules = parseHeaders(files.find((f) => f.path.endsWith('_headers'))?.text ?? '');
    expect(headersFor(rules, '/payment/premium-plus-plan')['cache-control']).toBe('private, max-age=600');
    expect(headersFor(rules, '/plans')['cache-control']).toBeUndefined();
  });

  it('points the CSP at the configured API origins', () => {
    const headers = files.find((f) => f.path.endsWith('_headers'))?.text ?? '';
    expect(headers).toContain('https://office-api.example.com');
    expect(headers).toContain('https://gateway.example.com');
    // Decision 014: provider B's tokeniser and the configured Adyen region's hosts only.
    expect(headers).toContain('https://api.pagar.me');
    expect(headers).toContain('https://checkoutshopper-test.adyen.com');
    expect(headers).not.toContain('checkoutshopper-live');
  });

  it('writes the payment-page manifest with the live third-party scripts and the CSP _headers serves (decision 040)', () => {
    const text = files.find((f) => f.path.endsWith(PAYMENT_MANIFEST_FILE))?.text ?? '{}';
    const manifest = JSON.parse(text) as PaymentPageManifest;
    const headers = headersFor(parseHeaders(files.find((f) => f.path.endsWith('_headers'))?.text ?? ''), '/payment/premium-plus-plan');
    expect(manifest.mode).toBe('live');
    expect(manifest.headers).toEqual(headers);
    expect(manifest.headers['content-security-policy']).toContain('https://js.stripe.com');
    const urls = Object.fromEntries(manifest.scripts.thirdParty.map((s) => [s.id, s.url]));
    expect(urls['stripe-js']).toMatch(/^https:\/\/js\.stripe\.com\/[a-z]+\/stripe\.js$/);
    expect(urls['consent-provider']).toBe('https://cdn.iubenda.com/cons/iubenda_cons.js');
    expect(urls['support-chat']).toBeUndefined();
    expect(manifest.scripts.thirdParty.every((s) => s.url.startsWith('https://'))).toBe(true);
    expect(manifest.scripts.bundledVendors.map((v) => v.package)).toEqual(['@adyen/adyen-web', '@stripe/stripe-js']);
    expect(manifest.scripts.bundledVendors.every((v) => /^\d+\.\d+\.\d+/.test(v.version))).toBe(true);
    // The provider chunks load only with their method, yet the manifest lists them: a monitor checks them too.
    expect(manifest.scripts.chunks.filter((c) => PROVIDER_CHUNKS.some((pattern) => pattern.test(c.src.replace('/_astro/', ''))) && !c.atStart)).toHaveLength(2);
  });
});

describe('live build with a bad environment', () => {
  it.each([
    ['a missing office URL', { PUBLIC_OFFICE_API_URL: '' }, 'PUBLIC_OFFICE_API_URL is missing'],
    ['a malformed Stripe key', { PUBLIC_STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' }, 'PUBLIC_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key'],
    ['an http redirect origin', { PUBLIC_REDIRECT_ALLOWLIST: 'http://office.example.com' }, 'PUBLIC_REDIRECT_ALLOWLIST'],
    ["no tokeniser URL for provider U (decision 021)", { PUBLIC_LATAM_PROVIDER_TOKEN_URL: '' }, 'PUBLIC_LATAM_PROVIDER_TOKEN_URL is missing'],
    ['the support chat on without its loader URL (decision 028)', { PUBLIC_SUPPORT_CHAT: '1' }, 'PUBLIC_SUPPORT_CHAT_URL is missing'],
    ['no consent provider key (decision 027)', { PUBLIC_CONSENT_PROVIDER_KEY: '' }, 'PUBLIC_CONSENT_PROVIDER_KEY is missing'],
  ])('fails with %s and names the variable', async (_name, override, message) => {
    const result = await build({ ...LIVE_ENV, BUILD_OFFICE_API_URL: office.url, ...override }, `${OUT}-bad`);
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toContain(message);
  });
});
