// The floor: a bare static page with one React island that renders a button
// (scripts/bench/bare-site/, built with the project's Astro and @astrojs/react into bench-results/bare), measured in
// the same run and on the same simulated phone as the checkout, so each checkout figure is also a ratio to it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OUT } from './report.mjs';
import { build } from './sites.mjs';

/** Set by the bare island (bare-site/src/islands/Button.jsx) on its first commit. */
export const BARE_MARK = 'bare:ready';
export const BARE_DIST = join(OUT, 'bare');
export const BARE_PAGE = '/';
const BARE_ROOT = join(import.meta.dirname, 'bare-site');

/**
 * Builds the bare page into bench-results/bare (about 2 s) unless `reuse` and a build is there.
 * Resolves with the build time in seconds, or null when reused.
 */
export async function buildBare(reuse) {
  if (reuse && existsSync(join(BARE_DIST, 'index.html'))) return null;
  return build(BARE_DIST, { NODE_ENV: 'production' }, { root: BARE_ROOT });
}
