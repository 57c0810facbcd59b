/*
 * The built chunks' import graph, read from their code: what a chunk or a page names, and the chunks reached from
 * some entries. The one walker of the graph: module-preload and compile-hints follow static imports (what loads at
 * once), the payment-page manifest every import (what the page can ever run), the build checks and the bench both.
 * Plain Node loads this file (the bench): it imports nothing.
 */

const STATIC_IMPORT = /\bimport\s*(?!\()(?:[\w$*{}\s,]+?from\s*)?(["'`])\.\/([^"'`]+?\.js)\1/g;
const STATIC_EXPORT = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*(["'`])\.\/([^"'`]+?\.js)\1/g;
const HTML_CHUNK = /\/_astro\/([\w.-]+\.js)(?![\w.])/g;
const SIBLING_CHUNK = /(["'`])\.\/([\w.-]+\.js)\1/g;

/** A chunk's code by file name under `_astro/`, undefined for a file that is not there. */
export type ReadChunk = (file: string) => string | undefined;

/** The sibling chunks a built chunk imports statically. Example: staticImports('import{a}from"./b.js";import("./c.js")') -> ['b.js']. */
export function staticImports(code: string): string[] {
  return [...new Set([...code.matchAll(STATIC_IMPORT), ...code.matchAll(STATIC_EXPORT)].map((m) => m[2] as string))];
}

/** The `/_astro/` chunks a page's HTML names: its scripts, preloads and islands. */
export function pageChunks(html: string): string[] {
  return [...new Set([...html.matchAll(HTML_CHUNK)].map((m) => m[1] as string))];
}

/**
 * The `/_astro/` chunks an HTML page or a chunk names: script, preload and island URLs, and `./x.js` imports, static
 * or lazy. Example: namedChunks('import("./a.js");import"./b.js"') -> ['a.js', 'b.js'].
 */
export function namedChunks(text: string): string[] {
  return [...new Set([...[...text.matchAll(HTML_CHUNK)].map((m) => m[1] as string), ...[...text.matchAll(SIBLING_CHUNK)].map((m) => m[2] as string)])];
}

/**
 * Every chunk reached from `entries` along `edges` (static imports unless told), entries included, in discovery
 * order; a file `read` does not have is left out, and so is what only it would reach.
 */
export function chunkClosure(entries: readonly string[], read: ReadChunk, edges: (code: string) => string[] = staticImports): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    const code = read(file);
    if (code === undefined) continue;
    seen.add(file);
    queue.push(...edges(code));
  }
  return [...seen];
}

/** Every chunk reached from `entries` by static imports, entries included, in discovery order. */
export function staticClosure(entries: readonly string[], read: ReadChunk): string[] {
  return chunkClosure(entries, read, staticImports);
}

/** Every chunk a page can reach, sorted: what its HTML names, then what each of those names, static or lazy. */
export function reachableChunks(html: string, read: ReadChunk): string[] {
  return chunkClosure(namedChunks(html), read, namedChunks).sort();
}

/**
 * The island chunks an HTML page loads: the `component-url` and `renderer-url` of its `<astro-island>`s, as file
 * names; with `onLoadOnly`, only those of islands hydrated at once (`client:load`).
 */
export function islandEntries(html: string, assetsPrefix = '/_astro/', onLoadOnly = false): string[] {
  const tags = [...html.matchAll(/<astro-island\b[^>]*>/g)].filter(([tag]) => !onLoadOnly || /\sclient="load"/.test(tag));
  const urls = tags.flatMap(([tag]) =>
    [...tag.matchAll(/\b(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] as string),
  );
  return [...new Set(urls.filter((url) => url.startsWith(assetsPrefix)).map((url) => url.slice(assetsPrefix.length)))];
}
