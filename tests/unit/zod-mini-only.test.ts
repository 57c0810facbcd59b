import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN.md "Performance budgets": the checkout ships under 120 KB of gzipped JavaScript. zod's classic
// API does not tree-shake (about 27 KB gzipped in the api chunk), so code under src/ uses zod/mini.
// Only the build-time environment schema keeps the classic API: src/config/env.ts inlines its result.
const SRC = join(process.cwd(), 'src');
const CLASSIC_ALLOWED = new Set(['config/env-schema.ts']);

/** Every zod module specifier a source text imports or re-exports, static or dynamic. */
function zodSpecifiers(text: string): string[] {
  const specifiers = [...text.matchAll(/\b(?:from|import)\s*\(?\s*['"](zod(?:\/[^'"]*)?)['"]/g)].map((m) => m[1] ?? '');
  return specifiers.filter((s) => s !== '');
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
});
