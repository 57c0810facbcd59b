import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

// Reads the import graph of src/ for the boundary and circle tests: every import of every production module
// (tests excluded), resolved to a src-relative path when it is ours, or kept as a package name.

export const SRC = join(process.cwd(), 'src');
/** The Astro integrations (build-time code beside src/); sourceModules(INTEGRATIONS) names them "../integrations/<file>". */
export const INTEGRATIONS = join(process.cwd(), 'integrations');

export interface SourceImport {
  /** src-relative path of the importing module, e.g. "stores/checkout/session.ts". */
  from: string;
  spec: string;
  /** src-relative path of the imported module, or null for a package. */
  target: string | null;
  dynamic: boolean;
  typeOnly: boolean;
}

const IMPORT_PATTERN =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '/index.ts'];

export function sourceModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(SRC, join(e.parentPath, e.name)));
}

function resolveTarget(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = normalize(join(dirname(from), spec));
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = join(SRC, base + ext);
    if (existsSync(candidate) && statSync(candidate).isFile()) return base + ext;
  }
  return base;
}

export function importsOf(from: string): SourceImport[] {
  const text = readFileSync(join(SRC, from), 'utf8');
  return [...text.matchAll(IMPORT_PATTERN)].map((m) => {
    const spec = m[3] ?? m[4] ?? '';
    return { from, spec, target: resolveTarget(from, spec), dynamic: m[4] !== undefined, typeOnly: m[2] !== undefined };
  });
}

/** The top folder of a src-relative path: "stores/checkout/session.ts" -> "stores". */
export const topFolder = (path: string): string => path.split('/')[0] ?? '';

/** Strongly connected components of more than one module, counting every import: static, dynamic and type-only (Tarjan). */
export function importCircles(modules: string[]): string[][] {
  const edges = new Map(modules.map((m) => [m, importsOf(m).filter((i) => i.target !== null).map((i) => i.target as string)]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!edges.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const m of modules) if (!index.has(m)) visit(m);
  return circles;
}
