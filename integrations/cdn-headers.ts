import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { PublicEnv } from '../src/config/env-schema';
import { cdnHeadersFile } from '../src/config/security-headers';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** sha256 CSP sources of every inline `<script>` in the given HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // A data block (`type="application/json"`) is not run, so the CSP does not look at it.
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
}

/** Writes `dist/_headers` after the build, with the hashes of the inline scripts actually emitted. */
export function cdnHeadersIntegration(env: PublicEnv): AstroIntegration {
  return {
    name: 'checkout-cdn-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(root)) for (const h of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(h);
        await writeFile(join(root, '_headers'), cdnHeadersFile(env, [...hashes].sort()));
        logger.info(`wrote _headers (${hashes.size} inline script hash(es))`);
      },
    },
  };
}
