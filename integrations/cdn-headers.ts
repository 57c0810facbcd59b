import type { PublicEnv } from '../src/config/env-schema';
import { cdnHeadersFile } from '../src/config/security-headers';
import { inlineScriptHashes } from './inline-scripts.ts';
import type { PostBuildPass } from './post-build.ts';

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
