import type { ModuleNode } from '../../integrations/chunk-names';

/** A tiny module graph for the chunking tests: each module's static imports and dynamic (`lazy`) imports. */
export type Graph = Record<string, { entry?: boolean; imports?: string[]; lazy?: string[] }>;

/** The bundler's view of a graph: importers are derived from the imports, as the bundler reports them. */
export function infoOf(graph: Graph): (id: string) => ModuleNode | null {
  return (id) => {
    if (!(id in graph)) return null;
    const importers = Object.keys(graph).filter((other) => graph[other]?.imports?.includes(id));
    const dynamicImporters = Object.keys(graph).filter((other) => graph[other]?.lazy?.includes(id));
    return { isEntry: graph[id]?.entry === true, importers, dynamicImporters, importedIds: graph[id]?.imports ?? [] };
  };
}
