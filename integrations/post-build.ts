import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BuiltSite } from './built-site.ts';

/*
 * The work on the built site, as one ordered list of passes run by one integration at `astro:build:done`: the output
 * is read once (built-site.ts), each pass works on it in turn, and what changed is written once at the end. Each pass
 * says which products of the others it reads and which it makes; `orderProblems` refuses a list where a pass reads a
 * product before its last maker has run, so the order is checked, not only commented (post-build-passes.ts holds
 * the list, integrations/README.md explains it).
 */

/**
 * What a pass makes that another reads: `html`, the pages' HTML; `text-files`, the pages' data block naming the
 * checkout's text files; `island-urls`, the islands' component and renderer URLs; `inline-scripts`, the pages'
 * inline scripts; `chunks`, the chunks' code; `headers`, the CDN's `_headers`.
 */
export type Product = 'html' | 'text-files' | 'island-urls' | 'inline-scripts' | 'chunks' | 'headers';

export interface PostBuildPass {
  /** Named in the build's log and in the order's problems. */
  name: string;
  /** Products it needs finished: every pass that makes one runs before it (or is this pass, the last to make it). */
  reads: readonly Product[];
  makes: readonly Product[];
  /** Does its work on the site; returns the line the build logs for it. */
  run(site: BuiltSite): string | Promise<string>;
}

/**
 * Why the passes cannot run in this order, one line per product read too early or made by no pass; empty when they can.
 * Example: a headers pass before the pass adding inline scripts -> ['cdn-headers reads inline-scripts, which module-preload makes after it'].
 */
export function orderProblems(passes: readonly PostBuildPass[]): string[] {
  const problems: string[] = [];
  passes.forEach((pass, at) => {
    for (const product of pass.reads) {
      const makers = passes.filter((other) => other.makes.includes(product));
      if (makers.length === 0) problems.push(`${pass.name} reads ${product}, which no pass makes`);
      for (const later of passes.slice(at + 1)) if (later.makes.includes(product)) problems.push(`${pass.name} reads ${product}, which ${later.name} makes after it`);
    }
  });
  return problems;
}

/** Runs the passes in order over one reading of the site in `root`, then writes what they changed; returns the log lines. */
export async function runPasses(root: string, passes: readonly PostBuildPass[]): Promise<string[]> {
  const site = await BuiltSite.read(root);
  const lines: string[] = [];
  for (const pass of passes) lines.push(`${pass.name}: ${await pass.run(site)}`);
  lines.push(`wrote ${await site.flush()} file(s)`);
  return lines;
}

/** The integration running `passes` after the build; refuses, at configuration already, an order `orderProblems` refuses. */
export function postBuildIntegration(passes: readonly PostBuildPass[]): AstroIntegration {
  const problems = orderProblems(passes);
  if (problems.length > 0) throw new Error(`post-build passes out of order:\n${problems.join('\n')}`);
  return {
    name: 'checkout-post-build',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        for (const line of await runPasses(fileURLToPath(dir), passes)) logger.info(line);
      },
    },
  };
}
