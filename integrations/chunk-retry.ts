import type { AstroIntegration } from 'astro';
import { posix } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { chunkRetryImport } from './chunk-retry-runtime';
import type { ModuleNode } from './chunk-names';
import { importedNames, unwrapEmptyPreloads } from './empty-preloads';

/*
 * A retry that loads a lazy part of the checkout in every browser (decision 011). Some browsers keep a failed
 * dynamic import and answer the same failure again without a request, so the no-connection message's retry
 * would never load the part. In the built client chunks, every dynamic import of a sibling chunk goes through
 * chunkRetryImport, which asks a fresh URL (`?retry=N`) after a failure. The rewrite runs on the bundler's
 * output, so the source keeps plain `import('./LoginForm')` and each lazy part keeps its own file.
 * Client build only; the prerender build runs in Node, where the page is rendered once.
 */

/** The name the copied runtime takes in a chunk (no bundler output uses a `__chunkRetry` prefix). */
export const RUNTIME_NAME = '__chunkRetryImport';

/** A dynamic import of a sibling chunk as the bundler writes it: import(`./X.js`), quotes of any kind. */
const dynamicImport = () => /(?<![.\w$])import\((["'`])(\.{1,2}\/[^"'`$\\]+?\.js)\1\)/g;

let minified: string | null = null;

/** The runtime's source under RUNTIME_NAME, minified and self-contained (it reads nothing from outside its body). */
export function runtimeSource(): string {
  if (minified !== null) return minified;
  const source = chunkRetryImport.toString();
  if (!/^function chunkRetryImport\s*\(/.test(source)) throw new Error(`chunk-retry: unexpected runtime source: ${source.slice(0, 60)}`);
  const named = source.replace(/^function chunkRetryImport/, `function ${RUNTIME_NAME}`);
  const result = minifySync('chunk-retry-runtime.js', named, { compress: true, mangle: { toplevel: false } });
  if (result.errors.length > 0) throw new Error(`chunk-retry: runtime not minified: ${result.errors.map((e) => e.message).join('; ')}`);
  minified = result.code.trim();
  return minified;
}

/** Where a chunk carrying the runtime leaves it for the chunks loaded only through it (decision 026). */
export const RUNTIME_KEY = 'checkout.chunk-retry.import';

/** The runtime, and its registration for the chunks loaded through it (the first chunk to run it wins). */
export function sharingRuntimeSource(): string {
  return `${runtimeSource()}\nglobalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY)})]??=${RUNTIME_NAME};`;
}

/**
 * What a chunk loaded only through the runtime carries instead of a copy: a hoisted function calling the runtime
 * that loaded it. Its importer's chunk ran (and registered the runtime) before any import of this chunk resolved.
 */
export function delegateSource(): string {
  return `function ${RUNTIME_NAME}(l,s,b,p){return globalThis[Symbol.for(${JSON.stringify(RUNTIME_KEY)})](l,s,b,p)}`;
}

/**
 * A built chunk whose dynamic imports of sibling chunks go through the retrying import, the runtime appended
 * (a function declaration, hoisted; appended so that the chunk's first lines keep their positions); null when the
 * chunk has none. `partsOf` names, for an imported chunk, the chunks it imports that the importer did not load.
 * A chunk `loadedThroughRuntime` (only ever loaded by a lazy import, decision 026) gets the small delegate instead
 * of the runtime's copy; any other chunk gets the copy and registers it.
 * Example: rewriteDynamicImports('e(()=>import(`./a.js`))', () => ['./b.js']) ->
 * 'e(()=>__chunkRetryImport(u=>import(u),`./a.js`,import.meta.url,["./b.js"]))\nfunction __chunkRetryImport(...){...}...'.
 */
export function rewriteDynamicImports(code: string, partsOf: (spec: string) => readonly string[] = () => [], loadedThroughRuntime = false): string | null {
  if (!dynamicImport().test(code)) return null;
  if (code.includes(RUNTIME_NAME)) throw new Error(`chunk-retry: ${RUNTIME_NAME} already in a chunk`);
  const rewritten = code.replace(dynamicImport(), (_all, quote: string, spec: string) => {
    const parts = partsOf(spec);
    return `${RUNTIME_NAME}(u=>import(u),${quote}${spec}${quote},import.meta.url${parts.length > 0 ? `,${JSON.stringify(parts)}` : ''})`;
  });
  return `${rewritten}\n${loadedThroughRuntime ? delegateSource() : sharingRuntimeSource()}\n`;
}

/** The part of a built chunk the rewrite reads: its file name and the chunks it imports statically. */
export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
}

/**
 * The chunks `imported` loads (itself and its static imports, recursively) that `importer` has not loaded already,
 * as specifiers relative to the importer, without `imported` itself. Example: importer a (imports r), imported
 * b (imports r, c) -> ['./c.js'].
 */
export function partsToFetch(importer: BuiltChunk, imported: string, chunks: ReadonlyMap<string, BuiltChunk>): string[] {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(chunks.get(file)?.imports ?? []));
    }
    return seen;
  };
  const loaded = closure(importer.fileName);
  const dir = posix.dirname(importer.fileName);
  return [...closure(imported)]
    .filter((file) => file !== imported && !loaded.has(file))
    .map((file) => `./${posix.relative(dir, file)}`);
}

/**
 * Whether a module can run without a lazy import having loaded it (decision 026): it is an entry (island, renderer,
 * page script), a static import of one, or reached from a module nothing imports (a page may load that itself).
 * Example: entry a imports r and lazily b; b imports c -> true for a and r, false for b and c.
 */
export function loadedAtStart(id: string, info: (id: string) => ModuleNode | null): boolean {
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const node = info(current);
    if (!node || node.isEntry || (node.importers.length === 0 && node.dynamicImporters.length === 0)) return true;
    stack.push(...node.importers);
  }
  return false;
}

/** A chunk only ever loaded through a lazy import: none of its modules loads at start. */
export function chunkLoadedThroughRuntime(moduleIds: readonly string[], info: (id: string) => ModuleNode | null): boolean {
  return moduleIds.length > 0 && moduleIds.every((id) => !loadedAtStart(id, info));
}

function chunkRetryPlugin(): Plugin {
  return {
    name: 'chunk-retry',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The rewrite changes the chunk after its name is hashed: the runtime's source goes into the hash, so a new
    // runtime gets new file names (the rest of the rewrite follows from the chunk's own code).
    augmentChunkHash(chunk) {
      if (chunk.dynamicImports.length === 0) return undefined;
      return chunkLoadedThroughRuntime(chunk.moduleIds, (id) => this.getModuleInfo(id)) ? delegateSource() : sharingRuntimeSource();
    },
    // After Vite has read the dynamic imports for their preload lists (its generateBundle), so each part still
    // preloads its dependencies in parallel; the chunks are already minified by then. Source maps of rewritten
    // chunks (BUNDLE_SOURCEMAP=1) are off by a few columns after each rewritten import.
    // Vite's own preload of a lazy chunk's imports would ask them as modules (<link rel="modulepreload">), whose
    // failure such a browser keeps too: the runtime fetches them instead (style sheets keep Vite's preload).
    configEnvironment(name) {
      if (name !== 'client') return;
      return { build: { modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith('.js')) } } };
    },
    // After Vite's generateBundle, which reads the dynamic imports for its preload lists; the chunks are already
    // minified by then. Source maps of rewritten chunks (BUNDLE_SOURCEMAP=1) are off by some columns.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, BuiltChunk>();
        for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
        const info = (id: string) => this.getModuleInfo(id);
        // The chunk holding Vite's preload helper (integrations/empty-preloads.ts): its wrappers that preload nothing go.
        const helper = Object.values(bundle).find((o) => o.type === 'chunk' && o.code.includes('vite:preloadError'))?.fileName;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const dir = posix.dirname(output.fileName);
          const parts = (spec: string) => partsToFetch(output, posix.join(dir, spec), chunks);
          const rewritten = rewriteDynamicImports(output.code, parts, chunkLoadedThroughRuntime(output.moduleIds, info));
          if (rewritten !== null) output.code = helper ? unwrapEmptyPreloads(rewritten, importedNames(rewritten, helper)) : rewritten;
        }
      },
    },
  };
}

export function chunkRetryIntegration(): AstroIntegration {
  return {
    name: 'chunk-retry',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [chunkRetryPlugin()] } });
      },
    },
  };
}
