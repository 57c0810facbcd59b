import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCircles, importsOf, INTEGRATIONS, SRC, sourceModules, topFolder, type SourceImport } from '../setup/source-imports';

// STYLE.md rule 1 and DESIGN.md: imports flow one way, pages -> islands -> stores -> (domain, api); providers sit
// beside the stores and are reached through their registry. This test is the lint rule: for every folder of src,
// which of our folders and which packages its production modules may import.
interface Rule {
  folders: string[];
  packages: RegExp[];
  /** Packages it may import types from only (erased from the build, so no bytes and no run-time dependency). */
  typePackages?: RegExp[];
  /** May this folder load the sandbox at all (only ever dynamically, behind the sandbox mode; `any`: Node-only code)? */
  sandbox: 'never' | 'dynamic' | 'registry-only' | 'any';
}

const NONE: RegExp[] = [];
const RULES: Record<string, Rule> = {
  // The providers' manifests type their environment rules with the classic zod that src/config's schema builds them with.
  domain: { folders: ['domain'], packages: [/^zod\/mini$/], typePackages: [/^zod$/], sandbox: 'never' },
  // The configuration reads the providers' manifests (src/domain/providers/, decision 060).
  config: { folders: ['config', 'domain'], packages: [/^zod$/], sandbox: 'never' },
  api: { folders: ['api', 'config', 'domain'], packages: [/^zod\/mini$/], sandbox: 'never' },
  // The island's text files are fetched and checked by a schema (decision 037).
  i18n: { folders: ['i18n'], packages: [/^i18next$/, /^node:/, /^zod\/mini$/], sandbox: 'never' },
  'build-data': { folders: ['build-data', 'api', 'config', 'domain', 'i18n'], packages: [/^node:/], sandbox: 'dynamic' },
  // Stores read what they keep in sessionStorage through a schema (zod at every boundary).
  stores: { folders: ['stores', 'api', 'config', 'domain', 'i18n', 'providers'], packages: [/^nanostores$/, /^zod\/mini$/], sandbox: 'dynamic' },
  providers: { folders: ['providers', 'api', 'config', 'domain', 'i18n'], packages: [/^@stripe\//, /^@adyen\//, /^react(-dom)?(\/|$)/, /^imask$/], sandbox: 'registry-only' },
  islands: {
    folders: ['islands', 'stores', 'domain', 'i18n', 'config', 'build-data', 'providers'],
    // lean-qr draws step 3's pix QR when the office's image fails (loaded only then, decision 046).
    packages: [/^react(-dom)?(\/|$)/, /^@nanostores\/react$/, /^nanostores$/, /^imask$/, /^lean-qr(\/|$)/],
    sandbox: 'dynamic',
  },
  // A component's client script is an island without React: it may read a store (the notice pages read the handoff).
  // vite: an Astro component's frontmatter minifies the checkout's first inline script at build time (decision 048).
  components: { folders: ['components', 'build-data', 'config', 'domain', 'i18n', 'islands', 'layouts', 'styles', 'stores'], packages: [/^i18next$/, /^zod(\/mini)?$/, /^astro(:|\/|$)/, /^vite$/], sandbox: 'dynamic' },
  layouts: { folders: ['layouts', 'components', 'config', 'i18n', 'styles'], packages: [/^astro(:|\/|$)/], sandbox: 'never' },
  pages: { folders: ['pages', 'components', 'build-data', 'config', 'domain', 'i18n', 'islands', 'layouts'], packages: [/^astro(:|\/|$)/], sandbox: 'never' },
  sandbox: { folders: ['sandbox', 'api', 'config', 'domain', 'i18n', 'islands', 'layouts', 'stores', 'styles', 'build-data', 'components', 'providers'], packages: [/^msw(\/|$)/, /^zod(\/mini)?$/, /^react(-dom)?(\/|$)/, /^@nanostores\/react$/, /^nanostores$/, /^astro(:|\/|$)/, /^node:/], sandbox: 'any' },
  styles: { folders: ['styles'], packages: NONE, sandbox: 'never' },
  // The backend contract runs every call of src/api with the sandbox's sample payloads; no other folder imports it.
  contract: { folders: ['contract', 'api', 'config', 'domain', 'sandbox'], packages: [/^zod\/mini$/, /^msw$/, /^node:/, /^@apidevtools\/swagger-parser$/], sandbox: 'any' },
};
// Modules of src/providers that touch stores or islands, or one adapter reaching another provider's sandbox twin,
// break the provider interface; only the registry chooses between a real adapter and its sandbox twin.
const PROVIDER_REGISTRY = 'providers/registry.ts';
/**
 * What stores and islands may import from src/providers: the registry and the interface, never an adapter; and the
 * masked input that the provider B forms share with the address block (it loads imask only when it mounts).
 */
const PROVIDER_ENTRY_POINTS: ReadonlySet<string> = new Set([PROVIDER_REGISTRY, 'providers/provider.ts', 'providers/MaskedInput.tsx']);
/** A provider's sandbox twin lives in its folder's `sandbox/` (DESIGN.md "Payments"); only the registry loads it. */
const isSandboxTwin = (module: string) => module.startsWith('providers/') && module.split('/').includes('sandbox');
/**
 * The provider folder of a module of src/providers (`providers/latam/X.tsx` -> 'latam'), null for the providers'
 * root: the interface, the registry, the parts providers share (own inputs, hooks) and the twins' shared frame.
 */
function providerFolder(module: string): string | null {
  const parts = module.split('/');
  return parts[0] === 'providers' && parts.length > 2 && parts[1] !== 'sandbox' ? parts[1]! : null;
}

function violation(rule: Rule, imp: SourceImport): string | null {
  if (imp.target === null) {
    const allowed = [...rule.packages, ...(imp.typeOnly ? (rule.typePackages ?? NONE) : NONE)];
    return allowed.some((p) => p.test(imp.spec)) ? null : 'package not allowed here';
  }
  const folder = topFolder(imp.target);
  if (folder === 'sandbox' && topFolder(imp.from) !== 'sandbox') {
    if (rule.sandbox === 'never') return 'never loads the sandbox';
    if (rule.sandbox === 'registry-only' && imp.from !== PROVIDER_REGISTRY) return 'only the provider registry loads a sandbox twin';
    if (rule.sandbox === 'any') return null;
    return imp.dynamic ? null : 'the sandbox is loaded only dynamically, behind the sandbox mode';
  }
  const from = topFolder(imp.from);
  if (folder === 'providers' && from !== 'providers' && from !== 'sandbox' && !PROVIDER_ENTRY_POINTS.has(imp.target)) {
    return 'reaches a provider only through providers/registry.ts';
  }
  if (isSandboxTwin(imp.target) && !isSandboxTwin(imp.from) && imp.from !== PROVIDER_REGISTRY && from !== 'sandbox') {
    return 'only the provider registry loads a sandbox twin';
  }
  const sibling = providerFolder(imp.target);
  if (from === 'providers' && sibling !== null && providerFolder(imp.from) !== null && providerFolder(imp.from) !== sibling) {
    return 'a provider folder imports no sibling provider; shared parts live at the providers\' root';
  }
  return rule.folders.includes(folder) ? null : `may not import src/${folder}`;
}

function offenders(folder: string): string[] {
  const rule = RULES[folder]!;
  return sourceModules()
    .filter((m) => topFolder(m) === folder)
    .flatMap((m) => importsOf(m).map((imp) => ({ imp, why: violation(rule, imp) })))
    .filter(({ why }) => why !== null)
    .map(({ imp, why }) => `${imp.from} imports ${imp.spec}: ${why}`);
}

/**
 * The store concern a module belongs to: its folder under src/stores (or src/stores/checkout), subfolders included;
 * the shared files of src/stores and of src/stores/checkout are each their own. "stores/checkout/load/phases/x.ts" ->
 * "stores/checkout/load"; "stores/checkout/session.ts" -> "stores/checkout"; "stores/reset.ts" -> "stores".
 */
function folderOf(module: string): string {
  const parts = module.split('/').slice(0, -1);
  return parts.slice(0, parts[1] === 'checkout' ? 3 : 2).join('/');
}

/** Imports between production modules of src/stores that cross folders, as "from-folder -> to-folder" with the module. */
function storeFolderImports(): { from: string; to: string; module: string; spec: string }[] {
  return sourceModules()
    .filter((m) => topFolder(m) === 'stores')
    .flatMap((m) => importsOf(m).filter((i) => i.target !== null && topFolder(i.target) === 'stores').map((i) => ({ from: folderOf(m), to: folderOf(i.target!), module: m, spec: i.spec })))
    .filter((edge) => edge.from !== edge.to);
}

/** What the payment step's three folders may not import of each other (src/stores/README.md "Rules"). */
const PAYMENT_STEP_FORBIDDEN: Record<string, string[]> = {
  'stores/checkout/choice': ['stores/checkout/attempt', 'stores/checkout/confirmation'],
  'stores/checkout/confirmation': ['stores/checkout/attempt', 'stores/checkout/choice'],
};

function folderCircles(edges: { from: string; to: string }[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const at = stack.pop()!;
      if (at === to) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(next.get(at) ?? []));
    }
    return false;
  };
  const folders = [...next.keys()].sort();
  return folders.flatMap((a) => folders.filter((b) => a < b && reaches(a, b) && reaches(b, a)).map((b) => `${a} <-> ${b}`));
}

describe('import boundaries (STYLE.md rule 1, DESIGN.md layers)', () => {
  it('has a rule for every folder of src', () => {
    const folders = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.filter((f) => !(f in RULES))).toEqual([]);
  });

  it.each(Object.keys(RULES))('src/%s imports only what it may', (folder) => {
    expect(offenders(folder)).toEqual([]);
  });

  it('names the offence when an island calls the API client directly', () => {
    const imp: SourceImport = { from: 'islands/plans/X.tsx', spec: '~/api/errors', target: 'api/errors.ts', dynamic: false, typeOnly: false };
    expect(violation(RULES.islands!, imp)).toBe('may not import src/api');
    expect(violation(RULES.stores!, { ...imp, from: 'stores/x.ts', spec: 'react', target: null })).toBe('package not allowed here');
    expect(violation(RULES.stores!, { ...imp, from: 'stores/x.ts', spec: '~/sandbox/browser', target: 'sandbox/browser.ts' })).toMatch(/only dynamically/);
    expect(violation(RULES.providers!, { ...imp, from: 'providers/card-s.ts', spec: '~/sandbox/x', target: 'sandbox/x.ts', dynamic: true })).toMatch(/registry/);
    expect(violation(RULES.islands!, { ...imp, spec: '~/providers/european/Fields', target: 'providers/european/Fields.tsx' })).toMatch(/registry/);
    expect(violation(RULES.islands!, { ...imp, spec: '~/providers/registry', target: 'providers/registry.ts' })).toBeNull();
    expect(violation(RULES.providers!, { ...imp, from: 'providers/european/Fields.tsx', spec: '../international/sandbox/Twin', target: 'providers/international/sandbox/Twin.tsx', dynamic: true })).toMatch(/registry/);
  });

  it('providers are siblings: a provider folder imports the providers\' root, never another provider folder', () => {
    const imp: SourceImport = { from: 'providers/latam/LatamFields.tsx', spec: '../brazil/BrazilCardFields', target: 'providers/brazil/BrazilCardFields.tsx', dynamic: false, typeOnly: false };
    expect(violation(RULES.providers!, imp)).toMatch(/sibling provider/);
    expect(violation(RULES.providers!, { ...imp, from: 'providers/brazil/BrazilFields.tsx', spec: '../european/use-latest', target: 'providers/european/use-latest.ts' })).toMatch(/sibling provider/);
    expect(violation(RULES.providers!, { ...imp, spec: '../OwnCardFields', target: 'providers/OwnCardFields.tsx' })).toBeNull();
    expect(violation(RULES.providers!, { ...imp, spec: './LatamLocalFields', target: 'providers/latam/LatamLocalFields.tsx' })).toBeNull();
    expect(violation(RULES.providers!, { ...imp, from: 'providers/european/sandbox/SandboxCardA.tsx', spec: '../../sandbox/SandboxCardFrame', target: 'providers/sandbox/SandboxCardFrame.tsx' })).toBeNull();
    expect(violation(RULES.providers!, { ...imp, from: 'providers/registry.ts', spec: './latam/LatamFields', target: 'providers/latam/LatamFields.tsx', dynamic: true })).toBeNull();
  });

  it('part 2 §5 masks: imask is imported only dynamically (with the first masked input, never in a start chunk)', () => {
    const imports = sourceModules().flatMap((module) => importsOf(module)).filter((imp) => imp.spec === 'imask' && !imp.typeOnly);
    expect(imports.map((imp) => imp.from)).toContain('providers/use-mask.ts');
    expect(imports.filter((imp) => !imp.dynamic).map((imp) => imp.from)).toEqual([]);
  });

  it('has no import circles among production modules', () => {
    expect(importCircles(sourceModules())).toEqual([]);
  });

  it("inside src/stores imports never run back down: a folder's own modules import none of its subfolders (shared state sits above what uses it)", () => {
    const down = storeFolderImports().filter((edge) => edge.to.startsWith(`${edge.from}/`));
    expect(down.map((edge) => `${edge.module} imports ${edge.spec}`)).toEqual([]);
  });

  it("the payment step: choice/ imports neither attempt/ nor confirmation/; confirmation/ imports neither attempt/ nor choice/", () => {
    const crossing = storeFolderImports().filter((edge) => PAYMENT_STEP_FORBIDDEN[edge.from]?.includes(edge.to));
    expect(crossing.map((edge) => `${edge.module} imports ${edge.spec}`)).toEqual([]);
  });

  it('the folder graph inside src/stores has no circle but the known one', () => {
    expect(folderCircles(storeFolderImports())).toEqual([]);
  });

  it('names a folder circle and an import running back down', () => {
    expect(folderCircles([{ from: 'stores/a', to: 'stores/b' }, { from: 'stores/b', to: 'stores/c' }, { from: 'stores/c', to: 'stores/a' }])).toEqual(['stores/a <-> stores/b', 'stores/a <-> stores/c', 'stores/b <-> stores/c']);
    expect(folderCircles([{ from: 'stores/a', to: 'stores/b' }])).toEqual([]);
  });
});

describe('integrations/ imports', () => {
  const modules = sourceModules(INTEGRATIONS);

  it('reads the integrations and their imports of each other', () => {
    expect(modules).toContain('../integrations/island-chunks.ts');
    const targets = modules.flatMap((module) => importsOf(module)).map((imp) => imp.target);
    expect(targets).toContain('../integrations/lazy-shared-chunks.ts');
  });

  it('has no import circles among the integrations', () => {
    expect(importCircles(modules)).toEqual([]);
  });

  // The shared build code lives here; scripts/ (the bench, the test runner, the local server) may import it, not the
  // other way round.
  it('imports nothing of scripts/', () => {
    const fromScripts = modules.flatMap((module) => importsOf(module)).filter((imp) => imp.spec.includes('/scripts/'));
    expect(fromScripts.map((imp) => `${imp.from} -> ${imp.spec}`)).toEqual([]);
    expect(modules.flatMap((module) => importsOf(module)).map((imp) => imp.spec)).toContain('./cdn-rules.mjs');
  });
});
