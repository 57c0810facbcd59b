import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, HINT_MIN_BYTES } from '../../integrations/compile-hints';
import { inlineScriptHashes } from '../../integrations/inline-scripts';
import { islandEntries, staticClosure } from '../../integrations/chunk-graph';
import { earlyWorkerScript } from '../../src/components/checkout/early-worker-script';
import { SANDBOX_WORKER_URL } from '../../src/config/sandbox-worker';

/*
 * The sandbox's first visit (decision 051): the sandbox build's payment page (dist/, as scripts/test.mjs leaves it) fetches
 * at once everything its start needs, so none of it costs a round trip after the island's files: the island's start
 * modules, the sandbox's start module (its msw worker, the scenario and the slug lists the checkout reads from it,
 * src/stores/checkout/load/start.ts) and a visitor's first screen (the sandbox asks nothing early, decision 048).
 */
const ASSETS = 'dist/_astro';
const page = readFileSync('dist/payment/index.html', 'utf8');
const chunks = new Map(readdirSync(ASSETS).filter((f) => f.endsWith('.js')).map((f) => [f, readFileSync(`${ASSETS}/${f}`, 'utf8')]));
const read = (file: string) => chunks.get(file);
const preloaded = new Set([...page.matchAll(/<link rel="modulepreload" href="\/_astro\/([^"]+)">/g)].map((m) => m[1] as string));

describe('the sandbox build\'s payment page', () => {
  it('preloads the sandbox\'s start module with its imports, and that module gives the checkout all it reads', () => {
    const starts = [...chunks].filter(([, code]) => /\bas startSandbox\b/.test(code));
    expect(starts.map(([name]) => name)).toHaveLength(1);
    const [start, code] = starts[0]!;
    expect(code).toMatch(/\bas getScenario\b/);
    expect(code).toMatch(/\bas SANDBOX_SPECIAL_SLUG_LISTS\b/);
    const closure = staticClosure([start], read);
    expect(closure.filter((file) => read(file)?.includes('mockServiceWorker'))).toHaveLength(1);
    expect(closure.filter((file) => !preloaded.has(file))).toEqual([]);
  });

  it('registers the sandbox\'s worker from an inline script before the island\'s first module, allowed by the CSP', () => {
    const script = `<script>${earlyWorkerScript()}</script>`;
    expect(page).toContain(script);
    expect(page.indexOf(script)).toBeLessThan(page.search(/<script type="module"|<link rel="modulepreload"/));
    const [hash] = inlineScriptHashes(script);
    expect(readFileSync('dist/_headers', 'utf8')).toContain(`'${hash}'`);
    // Decision 053: the page registers the sandbox's own script, one file: its listener that leaves the built files
    // to the network, then msw's worker unchanged (its integrity checksum is what msw's start checks).
    const worker = readFileSync(`dist${SANDBOX_WORKER_URL}`, 'utf8');
    expect(worker.startsWith(readFileSync('src/sandbox/worker/built-files-bypass.js', 'utf8'))).toBe(true);
    expect(worker.endsWith(readFileSync('node_modules/msw/lib/mockServiceWorker.js', 'utf8'))).toBe(true);
    expect(worker).toContain('self.clients.claim()');
    expect(worker).not.toContain('importScripts');
  });

  it('preloads a visitor\'s first screen (Novo cadastro) with the island', () => {
    const screen = [...chunks.keys()].find((file) => /^RegistrationForm\.[\w-]+\.js$/.test(file));
    expect(screen).toBeDefined();
    expect(staticClosure([screen!], read).filter((file) => !preloaded.has(file))).toEqual([]);
    expect(page).not.toContain('window.earlyVisitor');
  });

  it('preloads the island\'s start modules, the large ones with the compile hint', () => {
    const closure = staticClosure(islandEntries(page, '/_astro/', true), read);
    expect(closure.length).toBeGreaterThan(2);
    expect(closure.filter((file) => !preloaded.has(file))).toEqual([]);
    const large = closure.filter((file) => (read(file)?.length ?? 0) >= HINT_MIN_BYTES);
    expect(large.length).toBeGreaterThanOrEqual(3);
    expect(large.filter((file) => !read(file)?.startsWith(COMPILE_HINT))).toEqual([]);
  });
});
