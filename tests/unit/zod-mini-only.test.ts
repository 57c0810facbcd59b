import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md "Performance budgets": the checkout ships under 120 KB of gzipped JavaScript. zod's classic
// API does not tree-shake (about 27 KB gzipped in the api chunk), so code under src/ uses zod/mini.
// Only the build-time environment schema keeps the classic API: src/config/env.ts inlines its result. The providers'
// manifests' type file names its types for the rules that schema builds (types only: nothing of zod is imported).
const SRC = join(process.cwd(), 'src');
const CLASSIC_ALLOWED = new Set(['config/env-schema.ts', 'domain/providers/manifest.ts']);

/** Every zod module specifier a source text imports or re-exports, static or dynamic. */
function zodSpecifiers(text: string): string[] {
  const specifiers = [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"](zod(?:\/[^'"]*)?)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.filter((s) => s !== '');
}

// Decision 038: zod's core is one module, so every schema type the browser's code uses loads with the checkout's start.
// These six cost about 2 KB gzipped there; src/api/schema-helpers.ts checks the same with the types loaded anyway.
// Build-time code (the environment schema, the static pages' components) may use them.
const HEAVY_TYPES = /\bz\.(email|url|httpUrl|uuid|guid|iso\.\w+|discriminatedUnion|record|partialRecord)\(/g;
const BUILD_TIME = (rel: string) => rel === 'config/env-schema.ts' || rel.startsWith('components/');

/** The heavy zod/mini builders a source text calls (decision 038). */
function heavyTypes(text: string): string[] {
  return [...text.matchAll(HEAVY_TYPES)].map((m) => `z.${m[1]}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro|js|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

describe('zod/mini only (DESIGN.md performance budgets)', () => {
  it.each([
    ['DESIGN.md budget: a classic named import is caught', "import { z } from 'zod';", ['zod']],
    ['DESIGN.md budget: a classic type-only import is caught', "import type { z } from 'zod';", ['zod']],
    ['DESIGN.md budget: a classic re-export is caught', "export { z } from 'zod';", ['zod']],
    ['DESIGN.md budget: a dynamic classic import is caught', "const { z } = await import('zod');", ['zod']],
    ['DESIGN.md budget: the classic v4 subpath is caught', "import * as z from 'zod/v4';", ['zod/v4']],
    ['DESIGN.md budget: zod/mini is seen as zod/mini', "import * as z from 'zod/mini';", ['zod/mini']],
    ['DESIGN.md budget: a module merely named like zod is ignored', "import { zodResolver } from 'zodiac';", []],
  ])('%s', (_row, text, expected) => {
    expect(zodSpecifiers(text)).toEqual(expected);
  });

  it('finds no module under src/ importing zod other than through zod/mini (DESIGN.md budget)', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const rel = relative(SRC, file);
      if (CLASSIC_ALLOWED.has(rel)) return [];
      return zodSpecifiers(readFileSync(file, 'utf8'))
        .filter((s) => s !== 'zod/mini')
        .map((s) => `${rel} imports ${s}`);
    });
    expect(offenders).toEqual([]);
  });

  it.each([
    ['decision 038: z.email is caught', 'email: z.email(),', ['z.email']],
    ['decision 038: z.iso.datetime is caught', 'at: z.iso.datetime({ offset: true }),', ['z.iso.datetime']],
    ['decision 038: z.discriminatedUnion and z.record are caught', "z.discriminatedUnion('s', [a, b]); z.record(z.string(), z.string())", ['z.discriminatedUnion', 'z.record']],
    ['decision 038: our own builders are not', 'email: emailText, fields: recordOf(isText), url: absoluteUrl', []],
  ])('%s', (_row, text, expected) => {
    expect(heavyTypes(text)).toEqual(expected);
  });

  it('finds no browser module under src/ calling the string formats, discriminatedUnion or record (decision 038)', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const rel = relative(SRC, file);
      if (BUILD_TIME(rel)) return [];
      return heavyTypes(readFileSync(file, 'utf8')).map((call) => `${rel} calls ${call}`);
    });
    expect(offenders).toEqual([]);
  });
});
