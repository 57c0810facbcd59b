// What the chunk rules share (island-chunks.ts groups the start chunks, lazy-shared-chunks.ts the lazy parts' shared
// modules, chunk-retry.ts reads the graph too): the module graph they read and how a chunk's name says who loads it.

/** The part of the bundler's module info the chunk rules read. */
export interface ModuleNode {
  isEntry: boolean;
  importers: readonly string[];
  dynamicImporters: readonly string[];
  /** The modules it imports statically (read by lazy-shared-chunks.ts to find a part's shared modules). */
  importedIds?: readonly string[];
}

/** A short, readable name for an entry: its file name without the extension or query. */
export function entryLabel(id: string): string {
  const file = id.replace(/\?.*$/, '').split(/[\\/]/).pop() ?? id;
  return file.replace(/\.[^.]+$/, '') || file;
}

/** Marks an entry that reaches a group's modules only through a dynamic import. */
export const LAZY = 'lazy-';

/** The entries a built chunk's name says load it at start (see chunkGroupOf in island-chunks.ts). Example: startLoaders('Checkout_lazy-PlansOffer.AbC1.js') -> ['Checkout']. */
export function startLoaders(file: string): string[] {
  const name = file.split('/').pop()?.split('.')[0] ?? '';
  return name.split('_').filter((label) => label !== '' && !label.startsWith(LAZY));
}
