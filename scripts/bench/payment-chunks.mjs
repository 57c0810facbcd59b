// Each payment provider's chunk, gzipped, read from the built files (no budget, DESIGN.md "Payments": each adapter is
// its own chunk, fetched when its method panel shows): the live adapters from the LIVE build, the sandbox twins and
// the sandbox's card frame from the sandbox build (a live build must not reach them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { islandEntries, staticClosure } from '../../integrations/chunk-graph.ts';
import { providerManifests } from '../../src/domain/providers/manifests.ts';
import { fileName, fmtProviderChunk } from './format.mjs';
import { DIST, DIST_LIVE, fail, row } from './report.mjs';

const MANIFESTS = providerManifests();

/** The sandbox's card frame page, whose script the twins' frames load: provider code of the sandbox's own. */
const SANDBOX_CARD_FRAME = 'SandboxCardFrame';

/**
 * The provider adapters' modules, live and sandbox twins, each its own chunk (src/providers/registry.ts), and the
 * other chunks of provider code, from the providers' manifests (src/domain/providers/).
 */
export const PROVIDER_MODULES = [...MANIFESTS.flatMap((m) => [...(m.adapters ?? []).map((a) => a.module), ...(m.moreChunks ?? [])]), SANDBOX_CARD_FRAME];

/** True for a provider adapter's chunk. Example: isProviderChunk('/_astro/AdyenFields.X1.js') === true. */
export const isProviderChunk = (path) => PROVIDER_MODULES.some((module) => chunkNamed([fileName(path)], module) !== null);

/**
 * The provider code among the loaded files: the provider chunks, and the chunks they import statically that no
 * other loaded file imports statically (chunks providers share, e.g. `use-latest` of providers A and B), the page's
 * own scripts (`roots`, file names) apart. Such a chunk is fetched only with a provider chunk: the build never
 * imports a chunk both dynamically and statically (decision 011), so nothing else could have asked for it. A chunk
 * another loaded file also needs stays counted.
 * Example: providerFiles([{ path: '/_astro/AdyenFields.A.js', text: 'import"./use-latest.U.js"' },
 *   { path: '/_astro/use-latest.U.js', text: '' }, { path: '/_astro/Checkout.C.js', text: '' }], ['Checkout.C.js'])
 *   -> Set { '/_astro/AdyenFields.A.js', '/_astro/use-latest.U.js' }.
 * @param {{ path: string, text: string }[]} files @param {string[]} roots @returns {Set<string>} their paths
 */
export function providerFiles(files, roots) {
  return ownFiles(files, roots, isProviderChunk);
}

/**
 * The method panel's own parts (src/islands/checkout/payment/MethodPanel.tsx): the lazy parts a method's panel
 * fetches for that method only, as a provider chunk is (decision 038). Today the address block (cards and SEPA in
 * EUR, and the Brazilian methods) and the masked input the Brazilian address brings.
 */
export const METHOD_PART_MODULES = ['AddressBlock', 'MaskedInput'];

/** True for a method panel part's chunk. Example: isMethodPartChunk('/_astro/AddressBlock.X1.js') === true. */
export const isMethodPartChunk = (path) => METHOD_PART_MODULES.some((module) => chunkNamed([fileName(path)], module) !== null);

/**
 * The preselected method's panel parts among the loaded files, and the chunks only they import (as providerFiles):
 * what the step fetches because that method is chosen, beside its provider chunk (decision 038).
 * Example: methodPartFiles([{ path: '/_astro/AddressBlock.B.js', text: 'import"./address.A.js"' },
 *   { path: '/_astro/address.A.js', text: '' }, { path: '/_astro/Checkout.C.js', text: '' }], ['Checkout.C.js'])
 *   -> Set { '/_astro/AddressBlock.B.js', '/_astro/address.A.js' }.
 * @param {{ path: string, text: string }[]} files @param {string[]} roots @returns {Set<string>} their paths
 */
export function methodPartFiles(files, roots) {
  return ownFiles(files, roots, isMethodPartChunk);
}

/** The chunks `isOwn` picks among `files`, with the chunks only they import (see providerFiles). */
function ownFiles(files, roots, isOwn) {
  const byName = new Map(files.map((f) => [fileName(f.path), f]));
  const read = (name) => byName.get(name)?.text;
  const providers = files.filter((f) => isOwn(f.path)).map((f) => fileName(f.path));
  const reached = new Set(staticClosure(providers, read));
  const others = [...roots, ...files.map((f) => fileName(f.path)).filter((name) => !reached.has(name))];
  const needed = new Set(staticClosure(others, read));
  return new Set(files.filter((f) => reached.has(fileName(f.path)) && !needed.has(fileName(f.path))).map((f) => f.path));
}

/** The chunk of the payment step itself (PaymentStepView.tsx): loaded before any provider's. */
const STEP_CHUNK = 'PaymentStepView';

/** Step 3's chunk (PaymentDone.tsx with the confirmation screens of src/islands/checkout/confirmation/), fetched when step 3 opens. */
export const CONFIRMATION_CHUNK = 'PaymentDone';

/**
 * The rows: `chunk` names the built chunk by its module (Rolldown names a dynamic import's chunk after it);
 * `page` takes a page's own module scripts instead (the card frame is a document of its own).
 */
export const PROVIDER_CHUNKS = [
  // The live adapters, then the sandbox twins, each as its manifest words it.
  ...['live', 'sandbox'].flatMap((build) => MANIFESTS.flatMap((m) => (m.adapters ?? []).filter((a) => a.build === build)).map((a) => ({ what: a.what, build, chunk: a.module }))),
  { what: 'sandbox card frame page (/sandbox/card-frame)', build: 'sandbox', page: join('sandbox', 'card-frame', 'index.html') },
];

/**
 * The one chunk of `names` built from the module `module` ('StripeFields' -> 'StripeFields.BH7qbz2g.js'), or null
 * when there is none or more than one.
 * Example: chunkNamed(['StripeFields.A1.js', 'Stripe.B2.js'], 'StripeFields') === 'StripeFields.A1.js'.
 * @param {string[]} names @param {string} module
 */
export function chunkNamed(names, module) {
  const found = names.filter((name) => name.startsWith(`${module}.`) && /^[\w-]+\.js$/.test(name.slice(module.length + 1)));
  return found.length === 1 ? found[0] : null;
}

/**
 * What loading `entries` fetches beyond the chunks already `loaded`: the entries' static-import closure, split into
 * the entries themselves and the rest.
 * Example: chunkCost(['a.js'], read, new Set(['shared.js'])) -> { entries: ['a.js'], extra: ['b.js'] } when a.js
 * imports b.js and shared.js.
 * @param {string[]} entries @param {(file: string) => string | undefined} read @param {Set<string>} loaded
 */
export function chunkCost(entries, read, loaded) {
  const extra = staticClosure(entries, read).filter((file) => !entries.includes(file) && !loaded.has(file));
  return { entries, extra };
}

/** A build's `_astro` chunks (text) and the JS already loaded when step 2 shows (its page's and the step's closure). */
function readBuild(dir) {
  const assets = join(dir, '_astro');
  if (!existsSync(assets)) fail(`no built chunks in ${assets} (run without --skip-build)`);
  const texts = new Map(readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => [name, readFileSync(join(assets, name), 'utf8')]));
  const read = (file) => texts.get(file);
  const page = readFileSync(join(dir, 'payment', 'index.html'), 'utf8');
  const step = chunkNamed([...texts.keys()], STEP_CHUNK);
  if (!step) fail(`no single ${STEP_CHUNK} chunk in ${assets}`);
  const loaded = new Set(staticClosure([...islandEntries(page), ...moduleScripts(page), step], read));
  const gzip = (file) => ({ path: file, gzip: gzipSync(texts.get(file) ?? '').length });
  return { dir, names: [...texts.keys()], read, loaded, gzip };
}

/** The `/_astro/` module scripts an HTML page names, as file names. */
export function moduleScripts(html) {
  return [...html.matchAll(/<script type="module" src="\/_astro\/([^"]+)"/g)].map((m) => m[1]);
}

export function measureProviderChunks() {
  const builds = { live: readBuild(DIST_LIVE), sandbox: readBuild(DIST) };
  for (const spec of PROVIDER_CHUNKS) {
    const build = builds[spec.build];
    const entries = spec.page ? moduleScripts(readFileSync(join(build.dir, spec.page), 'utf8')) : [chunkNamed(build.names, spec.chunk)];
    if (entries.length === 0 || entries.includes(null)) fail(`no single chunk for ${spec.chunk ?? spec.page} in the ${spec.build} build`);
    const { extra } = chunkCost(entries, build.read, build.loaded);
    const [first, ...more] = entries.map(build.gzip);
    const cell = fmtProviderChunk(first, [...more, ...extra.map(build.gzip)]);
    row('provider chunk + its static imports not loaded before, gzip (no budget)', `${spec.what} [${spec.build} build]`, '-', cell, null);
  }
  const live = builds.live;
  const step3 = chunkNamed(live.names, CONFIRMATION_CHUNK);
  if (!step3) fail(`no single ${CONFIRMATION_CHUNK} chunk in the live build`);
  const { extra } = chunkCost([step3], live.read, live.loaded);
  row('step 3 chunk + its static imports not loaded by step 2, gzip (no budget)', 'confirmation screens: documents, pix, redirect [live build]', '-', fmtProviderChunk(live.gzip(step3), extra.map(live.gzip)), null);
}
