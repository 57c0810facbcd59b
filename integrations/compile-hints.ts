import type { BuiltSite } from './built-site.ts';
import { islandEntries, staticClosure } from './chunk-graph.ts';
import type { PostBuildPass } from './post-build.ts';

/*
 * V8's explicit compile hint for a whole file (Chrome 136+; WICG "Explicit JavaScript Compile Hints, file-based";
 * v8.dev/blog/explicit-compile-hints): a first line `//# allFunctionsCalledOnLoad` makes V8 compile every function
 * of the file while the file streams in, on a background thread, instead of pre-parsing them and compiling each on
 * the main thread at its first call. The checkout's start modules are all called before it is ready, and on the
 * bench's phone its main thread is busy from the HTML to `checkout:ready`: the hint takes that lazy
 * compiling off it (repeat visit, median of 7: 1,111 -> 993 ms). Browsers without it read a comment.
 */

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The smallest start chunk worth the hint (minified bytes). The hint costs about 20 gzipped bytes a file, and the
 * byte budget of JavaScript before a method is chosen has no room for it on the small chunks (facades, the bundler's
 * runtime, a few helpers), whose compiling is a few milliseconds; React DOM with the renderer, the checkout and its
 * schemas (46 to 220 KB each) are where the compiling is.
 */
export const HINT_MIN_BYTES = 16 * 1024;

/** The chunk's code with the hint on its first line; a chunk that has it is left as it is. */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/**
 * A source map of the chunk, its generated lines moved down by the hint's one line (an empty first line in `mappings`).
 * Example: shiftedSourceMap('{"mappings":"AAAA"}') -> '{"mappings":";AAAA"}'.
 */
export function shiftedSourceMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Puts the hint on each built chunk of `files` (names under `_astro/`) that lacks it, with its source map when the
 * build wrote one (`BUNDLE_SOURCEMAP=1`), and returns the chunks it changed. Runs after the bundler has named the files: a
 * hinted chunk keeps its content hash, which stays unique (the hint is the same for every build).
 */
export function hintChunks(site: BuiltSite, files: readonly string[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const code = site.chunk(file);
    if (code === undefined) continue;
    const hinted = withCompileHint(code);
    if (hinted === code) continue;
    site.writeChunk(file, hinted);
    const map = site.chunk(`${file}.map`);
    if (map !== undefined) site.writeChunk(`${file}.map`, shiftedSourceMap(map));
    changed.push(file);
  }
  return changed;
}

/**
 * After module-preload (which points the pages' islands at their real chunks): hints the large start modules (the
 * static import graph of the islands hydrated at once, HINT_MIN_BYTES and over) of each of `pages` (built HTML paths
 * relative to the output folder).
 */
export function compileHintsPass(pages: readonly string[]): PostBuildPass {
  return {
    name: 'compile-hints',
    reads: ['island-urls', 'chunks'],
    makes: ['chunks'],
    run: (site) => {
      const hinted: string[] = [];
      for (const page of pages) {
        const closure = staticClosure(islandEntries(site.text(page) ?? '', '/_astro/', true), site.chunk);
        if (closure.length === 0) throw new Error(`compile-hints: ${page} loads no island at once`);
        hinted.push(...hintChunks(site, closure.filter((chunk) => (site.chunk(chunk)?.length ?? 0) >= HINT_MIN_BYTES)));
      }
      return `compile hints on ${hinted.length} start chunk(s) of ${pages.join(', ')}`;
    },
  };
}
