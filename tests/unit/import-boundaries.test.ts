import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md rule 1: imports flow one way, pages -> islands -> stores -> (domain, api).
// This test is the lint rule: each folder lists what its (non-test) modules may import.
const SRC = join(process.cwd(), 'src');
const RULES: Record<string, RegExp[]> = {
  domain: [/^~\/domain\//, /^\.\.?\//, /^zod\/mini$/],
  config: [/^~\/config\//, /^\.\.?\//, /^zod$/],
  api: [/^~\/(api|config|domain)\//, /^\.\.?\//, /^zod\/mini$/],
  i18n: [/^~\/i18n\//, /^\.\.?\//, /^i18next$/, /^node:/],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('import boundaries (STYLE.md rule 1)', () => {
  it.each(Object.entries(RULES))('src/%s imports only what it may', (folder, allowed) => {
    const offenders = sourceFiles(join(SRC, folder)).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !allowed.some((rule) => rule.test(spec)))
        .map((spec) => `${relative(SRC, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the sandbox out of everything but tests and sandbox-guarded code', () => {
    const offenders = ['domain', 'config', 'api', 'i18n'].flatMap((folder) =>
      sourceFiles(join(SRC, folder)).flatMap((file) => importsOf(file).filter((s) => s.startsWith('~/sandbox')).map((s) => `${relative(SRC, file)} imports ${s}`)),
    );
    expect(offenders).toEqual([]);
  });
});
