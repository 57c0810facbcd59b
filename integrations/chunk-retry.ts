import type { AstroIntegration } from 'astro';
import { minifySync, type Plugin } from 'vite';
import { chunkRetryImport } from './chunk-retry-runtime';

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

/**
 * A built chunk whose dynamic imports of sibling chunks go through the retrying import, the runtime appended
 * (a function declaration, hoisted; appended so that the chunk's first lines keep their positions); null when the
 * chunk has none. Example: rewriteDynamicImports('e(()=>import(`./a.js`))') ->
 * 'e(()=>__chunkRetryImport(u=>import(u),`./a.js`,import.meta.url))\nfunction __chunkRetryImport(...){...}'.
 */
export function rewriteDynamicImports(code: string): string | null {
  if (!dynamicImport().test(code)) return null;
  if (code.includes(RUNTIME_NAME)) throw new Error(`chunk-retry: ${RUNTIME_NAME} already in a chunk`);
  const rewritten = code.replace(dynamicImport(), (_all, quote: string, spec: string) => `${RUNTIME_NAME}(u=>import(u),${quote}${spec}${quote},import.meta.url)`);
  return `${rewritten}\n${runtimeSource()}\n`;
}

function chunkRetryPlugin(): Plugin {
  return {
    name: 'chunk-retry',
    applyToEnvironment: (environment) => environment.name === 'client',
    // The rewrite changes the chunk after its name is hashed: the runtime's source goes into the hash, so a new
    // runtime gets new file names (the rest of the rewrite follows from the chunk's own code).
    augmentChunkHash(chunk) {
      return chunk.dynamicImports.length > 0 ? runtimeSource() : undefined;
    },
    // After Vite has read the dynamic imports for their preload lists (its generateBundle), so each part still
    // preloads its dependencies in parallel; the chunks are already minified by then. Source maps of rewritten
    // chunks (BUNDLE_SOURCEMAP=1) are off by a few columns after each rewritten import.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const rewritten = rewriteDynamicImports(output.code);
          if (rewritten !== null) output.code = rewritten;
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
