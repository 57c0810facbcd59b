import { entryLabel, LAZY, type ModuleNode } from './chunk-names';

/*
 * One chunk for the modules a lazy part always loads and shares only with parts loaded after it (decision 026).
 * The bundler cuts a chunk per set of lazy entries reaching a module, so the modules the payment step imports and
 * shares with its own later parts (pay, the address block, the provider adapters) came as four small files, each
 * gzipped alone, all loaded with the step. When one lazy entry D of a module's reach is always loaded before every
 * other one (it dominates them: each of them is imported only from code that D's loading brought in), the module
 * goes into one chunk with D's other such modules: D loads it anyway, the later parts find it loaded. D's own code
 * (its module and the modules only it reaches) joins that chunk too, and the bundler leaves D a one-line facade
 * chunk for its dynamic imports, so no chunk is both imported dynamically and statically (decision 011: a retried
 * import under a fresh URL would make a second instance of a statically imported chunk; decision 038, addendum).
 */

type Info = (id: string) => ModuleNode | null;

/**
 * The lazy entries (modules some code imports dynamically) whose static imports reach `id`, `id` included when it
 * is one; `fromStart` when an entry (island, page script) reaches it by static imports alone.
 */
export function lazyRootsOf(id: string, info: Info): { roots: Set<string>; fromStart: boolean } {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  let fromStart = false;
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const node = info(current);
    if (!node) continue;
    if (node.isEntry) fromStart = true;
    if (node.dynamicImporters.length > 0) roots.add(current);
    stack.push(...node.importers);
  }
  return { roots, fromStart };
}

/**
 * Whether `entry` is only ever loaded once `dominator` is: every module importing it dynamically is loaded only
 * through `dominator` (in its static imports, or in a part that `dominator` dominates in turn). An import cycle
 * counts as not dominated (the default chunking stays).
 */
export function dominates(dominator: string, entry: string, info: Info, visiting: ReadonlySet<string> = new Set()): boolean {
  if (entry === dominator) return true;
  if (visiting.has(entry)) return false;
  const node = info(entry);
  if (!node || node.isEntry || node.dynamicImporters.length === 0) return false;
  const inside = new Set([...visiting, entry]);
  return node.dynamicImporters.every((importer) => {
    const { roots, fromStart } = lazyRootsOf(importer, info);
    return !fromStart && roots.size > 0 && [...roots].every((root) => dominates(dominator, root, info, inside));
  });
}

/**
 * The chunk of a module only lazy parts load: its shared chunk (sharedGroupOf), or the part's own code in its part's
 * shared chunk (partGroupOf); null otherwise (the bundler's default chunking), and always for a module an entry
 * loads at start (the island groups, decision 009).
 */
export function lazySharedGroupOf(id: string, info: Info): string | null {
  return sharedGroupOf(id, info) ?? partGroupOf(id, info);
}

/**
 * The shared chunk of a module several lazy parts load: `lazy-<D>` when one of them, D, dominates the others; null
 * otherwise (the bundler's default chunking), for a lazy entry itself and for a module an entry loads at start.
 * Example: a module imported by PaymentStepView.tsx and by pay.ts, which only the step's code imports -> 'lazy-PaymentStepView'.
 */
export function sharedGroupOf(id: string, info: Info): string | null {
  const node = info(id);
  if (!node || node.isEntry || node.dynamicImporters.length > 0) return null;
  const { roots, fromStart } = lazyRootsOf(id, info);
  if (fromStart || roots.size < 2) return null;
  const sorted = [...roots].sort();
  const dominator = sorted.find((candidate) => sorted.every((root) => dominates(candidate, root, info)));
  return dominator === undefined ? null : `${LAZY}${entryLabel(dominator)}`;
}

/**
 * A lazy part D that has a shared chunk `lazy-<D>` (modules it shares with the parts loaded after it) brings its own
 * code into that chunk: D's module and the modules only D reaches go into `lazy-<D>` too, so the step's view and the
 * modules it shares with pay, the address block and the adapters come as one file, not two (decision 038,
 * addendum). The bundler then gives D's dynamic imports a one-line facade chunk (`export { … } from "./lazy-D…"`),
 * so the shared chunk is still only ever imported statically (decision 011). Null for any other module, for a part
 * without a shared chunk (it keeps its one file) and for a part some module also imports statically.
 * Example: PaymentStepView.tsx and MethodPanel.tsx (imported by the view only) -> 'lazy-PaymentStepView'.
 */
export function partGroupOf(id: string, info: Info): string | null {
  const node = info(id);
  if (!node || node.isEntry) return null;
  let part = id;
  if (node.dynamicImporters.length === 0) {
    const { roots, fromStart } = lazyRootsOf(id, info);
    if (fromStart || roots.size !== 1) return null;
    part = [...roots][0] as string;
  }
  const partNode = info(part);
  if (!partNode || partNode.importers.length > 0) return null;
  return hasSharedChunk(part, partNode, info) ? `${LAZY}${entryLabel(part)}` : null;
}

/** Per bundler pass (its module info objects are reused within one pass): whether a part has a shared chunk. */
const sharedChunkOfPart = new WeakMap<object, boolean>();

/** Whether a module the part reaches by static imports goes into the part's shared chunk `lazy-<part>`. */
function hasSharedChunk(part: string, partNode: ModuleNode, info: Info): boolean {
  const known = sharedChunkOfPart.get(partNode);
  if (known !== undefined) return known;
  const group = `${LAZY}${entryLabel(part)}`;
  const seen = new Set<string>([part]);
  const queue = [...(partNode.importedIds ?? [])];
  let found = false;
  while (queue.length > 0 && !found) {
    const current = queue.shift() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const node = info(current);
    if (!node || node.isEntry) continue;
    found = sharedGroupOf(current, info) === group;
    queue.push(...(node.importedIds ?? []));
  }
  sharedChunkOfPart.set(partNode, found);
  return found;
}
