/**
 * The payment-page manifest (PCI DSS v4.0.1 requirements 6.4.3 and 11.6.1; decision 040): after the build, writes
 * `dist/payment-page-manifest.json`, the baseline a change- and tamper-detection monitor compares the live payment page
 * against: the page's HTML hash, the security headers `_headers` gives its path, and every script it may run (inline
 * scripts by their CSP hash, our chunks by their SHA-384 integrity, third-party scripts by their configured URL).
 * Nothing in it is secret: it lists what any visitor's browser receives. The last post-build pass
 * (post-build-passes.ts).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublicEnv } from '../src/config/env-schema';
import { providerManifests } from '../src/domain/providers/manifests.ts';
import { paymentPageThirdPartyScripts, type ThirdPartyScript } from '../src/config/payment-page-scripts';
import { headersFor, parseHeaders } from './cdn-rules.mjs';
import { inlineScriptHashes } from './inline-scripts.ts';
import { pageChunks, reachableChunks, staticClosure } from './chunk-graph.ts';
import type { PostBuildPass } from './post-build.ts';

/** Where the manifest goes in `dist/`, the page it describes, and a path the CDN serves that page at. */
export const PAYMENT_MANIFEST_FILE = 'payment-page-manifest.json';
export const PAYMENT_PAGE_HTML = 'payment/index.html';
export const PAYMENT_PAGE_SAMPLE_PATH = '/payment/any-plan';

export interface ManifestChunk {
  src: string;
  integrity: string;
  bytes: number;
  /** Loaded by the page's start (the HTML's scripts and preloads with their static imports), not only by a later part. */
  atStart: boolean;
}

export interface PaymentPageManifest {
  $comment: string;
  version: 1;
  mode: PublicEnv['PUBLIC_MODE'];
  page: { html: string; servedAt: string; integrity: string };
  headers: Record<string, string>;
  scripts: { inline: { csp: string }[]; chunks: ManifestChunk[]; thirdParty: ThirdPartyScript[]; bundledVendors: BundledVendor[] };
}

/** A vendor's npm package whose code is in our chunks (so its integrity is theirs): Adyen Web, Stripe's loader. */
export interface BundledVendor {
  package: string;
  version: string;
  note: string;
}

/** SRI value of some bytes. Example: sri384('') === 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb'. */
export function sri384(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export interface ManifestInput {
  mode: PublicEnv['PUBLIC_MODE'];
  html: string;
  /** A built chunk's bytes by file name under `_astro/`, undefined when absent. */
  chunk: (file: string) => Buffer | undefined;
  headersFile: string;
  thirdParty: ThirdPartyScript[];
  bundledVendors?: BundledVendor[];
}

/** The manifest of the payment page, from the built files (pure: the integration and the build test both use it). */
export function paymentPageManifest(input: ManifestInput): PaymentPageManifest {
  const text = (file: string) => input.chunk(file)?.toString('utf8');
  const atStart = new Set(staticClosure(pageChunks(input.html), text));
  const chunks = reachableChunks(input.html, text).map((file) => {
    const bytes = input.chunk(file) as Buffer;
    return { src: `/_astro/${file}`, integrity: sri384(bytes), bytes: bytes.length, atStart: atStart.has(file) };
  });
  return {
    $comment: 'Payment page baseline for change and tamper detection (PCI DSS 6.4.3, 11.6.1; docs/decisions/040-pci-dss-scope.md). Compare on each deploy and at least weekly.',
    version: 1,
    mode: input.mode,
    page: { html: `/${PAYMENT_PAGE_HTML}`, servedAt: '/payment/*', integrity: sri384(input.html) },
    headers: headersFor(parseHeaders(input.headersFile), PAYMENT_PAGE_SAMPLE_PATH),
    scripts: { inline: inlineScriptHashes(input.html).map((csp) => ({ csp })), chunks, thirdParty: input.thirdParty, bundledVendors: input.bundledVendors ?? [] },
  };
}

/** The release train the installed @stripe/stripe-js loads Stripe.js from (`https://js.stripe.com/<train>/stripe.js`). */
export async function installedStripeReleaseTrain(): Promise<string> {
  // Resolved from the project root: this module is bundled into the build's config, where import.meta.url is not its file.
  const loader = await readFile(createRequire(join(process.cwd(), 'package.json')).resolve('@stripe/stripe-js/dist/pure.js'), 'utf8');
  const train = /RELEASE_TRAIN\s*=\s*['"]([a-z0-9]+)['"]/.exec(loader)?.[1];
  if (!train) throw new Error('payment manifest: could not read the release train of @stripe/stripe-js');
  return train;
}

/** The installed version of a package, from the project root. */
async function installedVersion(name: string): Promise<string> {
  // Read from node_modules: not every package exports its package.json.
  return (JSON.parse(await readFile(join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The vendors' packages a live build bundles into the payment page's chunks (none of the sandbox twins is a vendor's). */
export async function bundledVendors(env: PublicEnv): Promise<BundledVendor[]> {
  if (env.PUBLIC_MODE !== 'live') return [];
  // Each provider's from its manifest (src/domain/providers/), by package name.
  const vendors = providerManifests().flatMap((manifest) => manifest.vendorPackages ?? []).sort((a, b) => a.package.localeCompare(b.package));
  return Promise.all(vendors.map(async ({ package: name, note }) => ({ package: name, version: await installedVersion(name), note })));
}

/** Writes the manifest after the build: the last pass, after the CDN headers' `_headers`, which it reads. */
export function paymentManifestPass(env: PublicEnv): PostBuildPass {
  return {
    name: 'payment-page-manifest',
    reads: ['html', 'inline-scripts', 'chunks', 'headers'],
    makes: [],
    run: async (site) => {
      const html = site.text(PAYMENT_PAGE_HTML);
      const headersFile = site.text('_headers');
      if (html === undefined || headersFile === undefined) throw new Error(`payment manifest: the build has no ${html === undefined ? PAYMENT_PAGE_HTML : '_headers'}`);
      const manifest = paymentPageManifest({
        mode: env.PUBLIC_MODE,
        html,
        chunk: (file) => {
          const code = site.chunk(file);
          return code === undefined ? undefined : Buffer.from(code, 'utf8');
        },
        headersFile,
        thirdParty: paymentPageThirdPartyScripts(env, await installedStripeReleaseTrain()),
        bundledVendors: await bundledVendors(env),
      });
      site.write(PAYMENT_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
      return `${PAYMENT_MANIFEST_FILE} (${manifest.scripts.chunks.length} chunks, ${manifest.scripts.inline.length} inline, ${manifest.scripts.thirdParty.length} third-party)`;
    },
  };
}

/**
 * What a monitor reports (11.6.1: additions, deletions and changes to the page's scripts and headers): the differences
 * between the baseline manifest of a deploy and one built from what the live page served. Empty when they agree.
 * Example: manifestChanges(a, { ...a, headers: {} }) -> ['header removed: content-security-policy', ...].
 */
export function manifestChanges(baseline: PaymentPageManifest, current: PaymentPageManifest): string[] {
  const changes: string[] = [];
  if (baseline.page.integrity !== current.page.integrity) changes.push(`page changed: ${baseline.page.html}`);
  const compare = (kind: string, before: Record<string, string>, after: Record<string, string>) => {
    for (const [key, value] of Object.entries(before)) {
      if (!(key in after)) changes.push(`${kind} removed: ${key}`);
      else if (after[key] !== value) changes.push(`${kind} changed: ${key}`);
    }
    for (const key of Object.keys(after)) if (!(key in before)) changes.push(`${kind} added: ${key}`);
  };
  compare('header', baseline.headers, current.headers);
  const byKey = <T>(list: T[], key: (item: T) => string, value: (item: T) => string) => Object.fromEntries(list.map((item) => [key(item), value(item)]));
  compare('inline script', byKey(baseline.scripts.inline, (s) => s.csp, () => ''), byKey(current.scripts.inline, (s) => s.csp, () => ''));
  compare('chunk', byKey(baseline.scripts.chunks, (c) => c.src, (c) => c.integrity), byKey(current.scripts.chunks, (c) => c.src, (c) => c.integrity));
  compare('third-party script', byKey(baseline.scripts.thirdParty, (s) => s.id, (s) => s.url), byKey(current.scripts.thirdParty, (s) => s.id, (s) => s.url));
  return changes;
}
