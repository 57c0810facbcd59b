import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { entryLabel, LAZY, type ModuleNode } from './chunk-names';
import { lazySharedGroupOf } from './lazy-shared-chunks';

/*
 * Fewer, larger chunks for the islands (decision 009). By default the bundler cuts one chunk per distinct set of
 * entries that reach a module, dynamic imports included. Every lazy part of the checkout (VAT widget, login screen,
 * payment step, ...) is such an entry, so the modules the checkout loads at start were cut into ~45 chunks, and
 * each gzipped file compresses alone: ~9 KB of the checkout's 122 KB were that split.
 *
 * This groups the modules an island loads at start by which entries reach them and how: statically ("Checkout")
 * or only through a dynamic import ("~PlansOffer"). Modules with the same reach share one chunk. A module no entry
 * loads statically keeps the default chunking, so nothing lazy moves into a start chunk, and no page loads a
 * module its islands do not load today: a start chunk holds only modules every one of its pages already needed.
 * Client build only; the prerender build keeps its chunks.
 */

/**
 * Islands of internal pages (the payment lookup at /pAdmn) do not shape the chunks: their modules shared with the
 * buyers' islands stay in the buyers' groups (the internal page loads those whole), so a page only staff open never
 * splits the checkout's start into more files.
 */
export const INTERNAL_ENTRIES: ReadonlySet<string> = new Set(['PaymentLookup']);

/**
 * The group of a module: the sorted labels of the entries that reach it, joined by `_`, each prefixed `lazy-` when
 * reached only through a dynamic import; null when no entry reaches it statically (it keeps the bundler's default
 * chunking). The group names the chunk, so a built file says who loads it at start.
 * Example: a module imported by Checkout.tsx and by a lazy chunk of PlansOffer.tsx -> "Checkout_lazy-PlansOffer".
 */
export function chunkGroupOf(id: string, info: (id: string) => ModuleNode | null): string | null {
  const reach = new Map<string, boolean>(); // entry -> reached by static imports alone
  const seen = new Set<string>();
  const stack: [string, boolean][] = [[id, true]];
  while (stack.length > 0) {
    const [current, statically] = stack.pop() as [string, boolean];
    const visit = `${statically ? 's' : 'd'}:${current}`;
    if (seen.has(visit)) continue;
    seen.add(visit);
    const node = info(current);
    if (!node) continue;
    if (node.isEntry && !INTERNAL_ENTRIES.has(entryLabel(current))) reach.set(current, (reach.get(current) ?? false) || statically);
    for (const importer of node.importers) stack.push([importer, statically]);
    for (const importer of node.dynamicImporters) stack.push([importer, false]);
  }
  if (![...reach.values()].some(Boolean)) return null;
  if ([...reach].some(([entry, statically]) => statically && isRenderer(entry)) && [...reach.keys()].every((e) => isRenderer(e) || isReactIsland(e))) {
    return RENDERER_GROUP;
  }
  const labels = [...reach].map(([entry, statically]) => `${statically ? '' : LAZY}${entryLabel(entry)}`);
  return labels.sort().join('_');
}

/**
 * The React renderer's entry (Astro loads it, `renderer-url`, with every React island) and its group. A module the
 * renderer loads at start, that only React islands reach otherwise, goes into the renderer's chunk: every page
 * loading one of those islands loads the renderer too, so the module was on exactly the renderer's pages already,
 * in a chunk of its own that gzip compressed alone (decision 026: React's shared modules, about 0.8 KB on the
 * checkout). A module a page script also reaches keeps its group: a page without React islands must not load React.
 */
export const RENDERER_GROUP = 'client';
const isRenderer = (id: string) => /[\\/]@astrojs[\\/]react[\\/].*client\.js$/.test(id.replace(/\?.*$/, ''));
/** An island component (a React module of its own, not a page's script). */
const isReactIsland = (id: string) => /\.[jt]sx$/.test(id) && !id.includes('?');

/** The bundler's chunking context: graph objects are reused within one chunking pass. */
interface ChunkingContext {
  getModuleInfo(id: string): (ModuleNode & object) | null;
}

/**
 * A code-splitting group whose name is the module's reach (see chunkGroupOf); for a module only lazy parts load,
 * the chunk of the part that always comes first (lazySharedGroupOf, decision 026).
 */
export function islandChunkGroup() {
  // Keyed by the pass's own module info objects: a new build (or environment) starts with an empty cache.
  const groups = new WeakMap<object, string | null>();
  return {
    debugName: 'island-start',
    // The group's own dependencies have the same or a wider reach, so they are never pulled into a narrower group.
    includeDependenciesRecursively: false,
    name: (id: string, ctx: ChunkingContext): string | null => {
      const node = ctx.getModuleInfo(id);
      if (!node) return null;
      if (!groups.has(node)) {
        const info = (other: string) => ctx.getModuleInfo(other);
        groups.set(node, chunkGroupOf(id, info) ?? lazySharedGroupOf(id, info));
      }
      return groups.get(node) ?? null;
    },
  };
}

function islandChunksPlugin(): Plugin {
  return {
    name: 'island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // Required with includeDependenciesRecursively: false; an island entry keeps its exports.
            preserveEntrySignatures: 'allow-extension',
            output: { codeSplitting: { groups: [islandChunkGroup()] } },
          },
        },
      };
    },
  };
}

export function islandChunksIntegration(): AstroIntegration {
  return {
    name: 'island-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [islandChunksPlugin()] } });
      },
    },
  };
}
