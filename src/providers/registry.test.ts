// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsProviders } from '~/domain/method-routes';
import { PROVIDERS } from '~/domain/providers';
import { PROVIDER_MANIFESTS, providerManifests } from '~/domain/providers/manifests';
import { FIELDS_PROVIDERS, hasFields, loadProvider } from './registry';

/*
 * The registry and the provider folders (DESIGN.md "Payments", decision 023): every provider the domain's method-route
 * table routes a panel to has a lazily loaded module, every module the registry loads (live adapters and sandbox
 * twins) exports its `Fields` entry, and every provider folder has its test and its sandbox twin or says why none.
 */
const ROOT = join(process.cwd(), 'src/providers');
const registrySource = readFileSync(join(ROOT, 'registry.ts'), 'utf8');
/** The modules the registry imports, in both modes: './international/StripeFields', './european/sandbox/SandboxCardA'... */
const registryImports = [...registrySource.matchAll(/import\('(\.\/[\w/]+)'\)/g)].map((match) => match[1]!);
const providerFolders = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'sandbox')
  .map((entry) => entry.name);
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The README's bullet about a folder, e.g. "- `brazil/`: provider B ...". */
const readmeBullet = (folder: string) => readme.split(/\n(?=- )/).find((bullet) => bullet.startsWith(`- \`${folder}/\``)) ?? '';

describe('the provider registry', () => {
  it('part 2 §4.3: loads every provider the method-route table mounts fields for, and no other', () => {
    expect([...FIELDS_PROVIDERS].sort()).toEqual(fieldsProviders().sort());
    expect(fieldsProviders().every(hasFields)).toBe(true);
    expect(hasFields('paypal')).toBe(false);
  });

  it('loads the adapter modules the providers\' manifests name (the bench and the build checks read those), and no other', () => {
    const withAdapters = PROVIDERS.filter((provider) => PROVIDER_MANIFESTS[provider] && 'adapters' in PROVIDER_MANIFESTS[provider]);
    expect(withAdapters).toEqual([...FIELDS_PROVIDERS]);
    const named = providerManifests().flatMap((manifest) => (manifest.adapters ?? []).map((adapter) => adapter.module));
    const loaded = registryImports.map((path) => path.split('/').at(-1));
    expect([...new Set(loaded)].sort()).toEqual([...new Set(named)].sort());
  });

  it.each([...FIELDS_PROVIDERS])('the %s module of this mode (sandbox in tests) exports its Fields entry', async (provider) => {
    const module = await loadProvider(provider);
    expect(typeof module.Fields).toBe('function');
  });

  it('every module the registry loads, live adapter or sandbox twin, exports its Fields entry', async () => {
    expect(registryImports.length).toBeGreaterThanOrEqual(FIELDS_PROVIDERS.length);
    const modules = await Promise.all(registryImports.map(async (path) => [path, typeof ((await import(/* @vite-ignore */ path)) as { Fields?: unknown }).Fields] as const));
    expect(modules.filter(([, type]) => type !== 'function')).toEqual([]);
  });

  it.each(providerFolders)('the provider folder %s/ is loaded by the registry, has its test, and its sandbox twin or a README line saying why none', (folder) => {
    const files = readdirSync(join(ROOT, folder), { recursive: true }).map(String);
    const loaded = registryImports.filter((path) => path.startsWith(`./${folder}/`));
    const twin = loaded.some((path) => path.startsWith(`./${folder}/sandbox/`));
    expect(loaded.length).toBeGreaterThan(0);
    expect(files.filter((file) => /\.test\.tsx?$/.test(file)).length).toBeGreaterThan(0);
    expect(twin || /no sandbox twin/i.test(readmeBullet(folder))).toBe(true);
  });
});
