import { createHash } from 'node:crypto';
import type { PublicEnv } from '../src/config/env-schema';
import { cdnHeadersFile } from '../src/config/security-headers';
import type { PostBuildPass } from './post-build.ts';

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

/** Writes `_headers` after the build, with the hashes of the inline scripts of every page as it will be served. */
export function cdnHeadersPass(env: PublicEnv): PostBuildPass {
  return {
    name: 'cdn-headers',
    reads: ['html', 'inline-scripts'],
    makes: ['headers'],
    run: (site) => {
      const hashes = new Set(site.pages().flatMap((page) => inlineScriptHashes(site.text(page) ?? '')));
      site.write('_headers', cdnHeadersFile(env, [...hashes].sort()));
      return `_headers (${hashes.size} inline script hash(es))`;
    },
  };
}
