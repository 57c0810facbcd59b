import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkRetryImport } from '../../integrations/chunk-retry-runtime';
import {
  chunkLoadedThroughRuntime, delegateSource, loadedAtStart, partsToFetch, rewriteDynamicImports, RUNTIME_KEY, RUNTIME_NAME,
  runtimeSource, sharingRuntimeSource, type BuiltChunk,
} from '../../integrations/chunk-retry';
import type { ModuleNode } from '../../integrations/chunk-names';

// Decision 011: a lazy part of the checkout that failed to load loads on retry, also in browsers that keep a
// failed module import (they answer the same URL with the same failure, without a request).

const BASE = 'https://shop.example/_astro/Checkout.A.js';
const STATE = Symbol.for('checkout.chunk-retry');

/** A browser's fetch that fails (offline) for the files in `offline` and answers 200 otherwise; records the URLs. */
function stubFetch(offline: Set<string> = new Set(), status = 200) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: URL) => {
    asked.push(url.href);
    if (offline.has(url.href)) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response('export {}', { status }));
  });
  return asked;
}

/** A module loader like `import()`: fails for the specifiers in `failing`, else resolves a module; records them. */
function loader(failing: Set<string> = new Set()) {
  const asked: string[] = [];
  const load = (specifier: string) => {
    asked.push(specifier);
    return failing.has(specifier) ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${specifier}`)) : Promise.resolve({ specifier });
  };
  return { load, asked };
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chunkRetryImport (the runtime in every chunk with a lazy part)', () => {
  it('fetches the part and the modules only it imports, then imports the part by its own URL', async () => {
    const fetched = stubFetch();
    const { load, asked } = loader();
    await expect(chunkRetryImport(load, './LoginForm.L.js', BASE, ['./log-in.G.js'])).resolves.toEqual({ specifier: './LoginForm.L.js' });
    expect(fetched).toEqual(['https://shop.example/_astro/LoginForm.L.js', 'https://shop.example/_astro/log-in.G.js']);
    expect(asked).toEqual(['./LoginForm.L.js']);
  });

  it('offline: fails without importing any module, and the retry imports the part by its own URL', async () => {
    stubFetch(new Set(['https://shop.example/_astro/reasons.R.js']));
    const { load, asked } = loader();
    await expect(chunkRetryImport(load, './coupon-check.C.js', BASE, ['./reasons.R.js'])).rejects.toThrow('Failed to fetch');
    expect(asked).toEqual([]);
    stubFetch();
    await expect(chunkRetryImport(load, './coupon-check.C.js', BASE, ['./reasons.R.js'])).resolves.toEqual({ specifier: './coupon-check.C.js' });
    expect(asked).toEqual(['./coupon-check.C.js']);
  });

  it('a part whose file answers an HTTP error is not imported', async () => {
    stubFetch(new Set(), 404);
    const { load, asked } = loader();
    await expect(chunkRetryImport(load, './VatWidget.V.js', BASE)).rejects.toThrow('chunk ./VatWidget.V.js not loaded: HTTP 404');
    expect(asked).toEqual([]);
  });

  it('after a failed import, the retry asks a fresh URL, fetched first; later imports reuse it without fetching', async () => {
    const fetched = stubFetch();
    const { load, asked } = loader(new Set(['./LoginForm.L.js']));
    await expect(chunkRetryImport(load, './LoginForm.L.js', BASE)).rejects.toThrow('dynamically imported module');
    await expect(chunkRetryImport(load, './LoginForm.L.js', BASE)).resolves.toEqual({ specifier: './LoginForm.L.js?retry=1' });
    expect(fetched.at(-1)).toBe('https://shop.example/_astro/LoginForm.L.js?retry=1');
    const fetchesBefore = fetched.length;
    // Another chunk in the same folder imports the same part: the same module instance, no new request.
    await chunkRetryImport(load, './LoginForm.L.js', 'https://shop.example/_astro/Workbench.W.js');
    expect(asked).toEqual(['./LoginForm.L.js', './LoginForm.L.js?retry=1', './LoginForm.L.js?retry=1']);
    expect(fetched).toHaveLength(fetchesBefore);
  });

  it('each further failure asks a new URL; imports that failed together count once', async () => {
    stubFetch();
    const failing = new Set(['./PaymentMethodsPreview.P.js', './PaymentMethodsPreview.P.js?retry=1']);
    const { load, asked } = loader(failing);
    const together = [chunkRetryImport(load, './PaymentMethodsPreview.P.js', BASE), chunkRetryImport(load, './PaymentMethodsPreview.P.js', BASE)];
    await Promise.allSettled(together);
    await expect(chunkRetryImport(load, './PaymentMethodsPreview.P.js', BASE)).rejects.toThrow();
    await expect(chunkRetryImport(load, './PaymentMethodsPreview.P.js', BASE)).resolves.toEqual({ specifier: './PaymentMethodsPreview.P.js?retry=2' });
    expect(asked.slice(2)).toEqual(['./PaymentMethodsPreview.P.js?retry=1', './PaymentMethodsPreview.P.js?retry=2']);
  });
});

describe('chunk-retry build rewrite', () => {
  it('routes each dynamic import of a sibling chunk through the runtime, with the parts to fetch', () => {
    const code = 'import{a as t}from"./react.R.js";const l=()=>e(()=>import(`./LoginForm.L.js`).then(m=>m.LoginForm),[]),c=()=>import("../x/coupon-check.C.js");';
    const rewritten = rewriteDynamicImports(code, (spec) => (spec === './LoginForm.L.js' ? ['./log-in.G.js'] : [])) ?? '';
    expect(rewritten).toContain(`e(()=>${RUNTIME_NAME}(u=>import(u),\`./LoginForm.L.js\`,import.meta.url,["./log-in.G.js"]).then(m=>m.LoginForm),[])`);
    expect(rewritten).toContain(`c=()=>${RUNTIME_NAME}(u=>import(u),"../x/coupon-check.C.js",import.meta.url);`);
    expect(rewritten).toContain('import{a as t}from"./react.R.js"');
    expect(rewritten.endsWith(`${sharingRuntimeSource()}\n`)).toBe(true);
    expect(rewritten.split(`function ${RUNTIME_NAME}(`)).toHaveLength(2);
  });

  it('decision 026: a chunk loaded only through a lazy import calls the runtime that loaded it instead of a copy', () => {
    const code = 'const l=()=>import(`./LoginForm.L.js`);';
    const rewritten = rewriteDynamicImports(code, () => [], true) ?? '';
    expect(rewritten).toBe(`const l=()=>${RUNTIME_NAME}(u=>import(u),\`./LoginForm.L.js\`,import.meta.url);\n${delegateSource()}\n`);
    expect(rewritten).not.toContain(runtimeSource());
  });

  it('decision 026: the delegate runs the runtime a chunk with the copy registered, the first such chunk winning', async () => {
    const key = Symbol.for(RUNTIME_KEY);
    delete (globalThis as Record<symbol, unknown>)[key];
    try {
      const start = new Function(`${sharingRuntimeSource()}; return ${RUNTIME_NAME};`)() as typeof chunkRetryImport;
      const other = new Function(`${sharingRuntimeSource()}; return ${RUNTIME_NAME};`)() as typeof chunkRetryImport;
      expect((globalThis as Record<symbol, unknown>)[key]).toBe(start);
      expect(other).not.toBe(start);
      const delegate = new Function(`${delegateSource()}; return ${RUNTIME_NAME};`)() as typeof chunkRetryImport;
      stubFetch();
      const { load, asked } = loader(new Set(['./Pay.P.js']));
      await expect(delegate(load, './Pay.P.js', BASE, ['./body.B.js'])).rejects.toThrow();
      await expect(delegate(load, './Pay.P.js', BASE)).resolves.toEqual({ specifier: './Pay.P.js?retry=1' });
      expect(asked).toEqual(['./Pay.P.js', './Pay.P.js?retry=1']);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[key];
    }
  });

  it('decision 026: which chunks load only through a lazy import', () => {
    const graph: Record<string, { entry?: boolean; imports?: string[]; lazy?: string[] }> = {
      '/src/Checkout.tsx': { entry: true, imports: ['/src/stores.ts'], lazy: ['/src/Step.tsx'] },
      '/src/stores.ts': {},
      '/src/Step.tsx': { imports: ['/src/stores.ts', '/src/rules.ts'] },
      '/src/rules.ts': {},
      '/src/orphan.ts': {},
    };
    const info = (id: string): ModuleNode | null =>
      id in graph
        ? {
            isEntry: graph[id]?.entry === true,
            importers: Object.keys(graph).filter((other) => graph[other]?.imports?.includes(id)),
            dynamicImporters: Object.keys(graph).filter((other) => graph[other]?.lazy?.includes(id)),
          }
        : null;
    expect(['/src/Checkout.tsx', '/src/stores.ts', '/src/Step.tsx', '/src/rules.ts', '/src/orphan.ts'].map((id) => loadedAtStart(id, info))).toEqual([true, true, false, false, true]);
    expect(chunkLoadedThroughRuntime(['/src/Step.tsx', '/src/rules.ts'], info)).toBe(true);
    expect(chunkLoadedThroughRuntime(['/src/rules.ts', '/src/stores.ts'], info)).toBe(false);
    expect(chunkLoadedThroughRuntime([], info)).toBe(false);
  });

  it('leaves chunks without a dynamic import of a sibling alone', () => {
    expect(rewriteDynamicImports('import{a}from"./a.js";x.import(`./b.js`);import(`https://cdn.example/c.js`);import(u)')).toBeNull();
  });

  it('the runtime copied into a chunk works on its own (nothing from outside its body)', async () => {
    const copied = new Function(`${runtimeSource()}; return ${RUNTIME_NAME};`)() as typeof chunkRetryImport;
    stubFetch();
    const { load, asked } = loader(new Set(['./VatWidget.V.js']));
    await expect(copied(load, './VatWidget.V.js', BASE)).rejects.toThrow();
    await expect(copied(load, './VatWidget.V.js', BASE)).resolves.toEqual({ specifier: './VatWidget.V.js?retry=1' });
    expect(asked).toEqual(['./VatWidget.V.js', './VatWidget.V.js?retry=1']);
    expect(runtimeSource()).not.toMatch(/\n\s+/);
  });

  it('the parts to fetch: what the imported chunk loads that its importer has not', () => {
    const chunks = new Map<string, BuiltChunk>(
      [
        { fileName: '_astro/Checkout.A.js', imports: ['_astro/react.R.js', '_astro/stores.S.js'] },
        { fileName: '_astro/react.R.js', imports: [] },
        { fileName: '_astro/stores.S.js', imports: ['_astro/react.R.js'] },
        { fileName: '_astro/coupon-check.C.js', imports: ['_astro/stores.S.js', '_astro/reasons.Q.js'] },
        { fileName: '_astro/reasons.Q.js', imports: ['_astro/texts.T.js'] },
        { fileName: '_astro/texts.T.js', imports: [] },
      ].map((chunk) => [chunk.fileName, chunk]),
    );
    const importer = chunks.get('_astro/Checkout.A.js') as BuiltChunk;
    expect(partsToFetch(importer, '_astro/coupon-check.C.js', chunks)).toEqual(['./reasons.Q.js', './texts.T.js']);
    expect(partsToFetch(importer, '_astro/texts.T.js', chunks)).toEqual([]);
  });
});
