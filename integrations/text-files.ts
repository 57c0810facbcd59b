import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostBuildPass } from './post-build.ts';

/*
 * The checkout island's texts as built files (decision 037 and its addendum): each `locales/<lang>/<ns>.json` of the
 * island's namespaces is copied, minified, to `_astro/<ns>.<hash>.json` (a name that changes with its content, so the
 * CDN's year-long cache applies), and the pages that run the island get the list as a data block,
 * `<script type="application/json" id="checkout-text-files">`, which the island (src/i18n/checkout-resources.ts) and
 * the texts' preload script read. A post-build pass (post-build-passes.ts).
 */

/** The file name of a text file's copy: its namespace and 8 characters of its content's hash. */
export function textFileName(ns: string, json: string): string {
  return `${ns}.${createHash('sha256').update(json).digest('base64url').slice(0, 8)}.json`;
}

/**
 * The data block naming the files, for a page's <head>, under the island's id (TEXT_FILES_ID of
 * src/i18n/checkout-resources.ts). Example: textFilesBlock({ 'pt/checkout': '/_astro/checkout.A.json' }, 'texts').
 */
export function textFilesBlock(files: Record<string, string>, id: string): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(files)}</script>`;
}

/** The files a built page's data block `id` names, or null when it has none. */
export function textFilesOf(html: string, id: string): Record<string, string> | null {
  const found = new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html);
  return found ? (JSON.parse(found[1] as string) as Record<string, string>) : null;
}

export interface TextFilesOptions {
  /** Built pages (relative to the output folder) that run the checkout island. */
  pages: readonly string[];
  locales: readonly string[];
  namespaces: readonly string[];
  /** The data block's id the island reads. */
  id: string;
  localesDir?: string;
}

/** It imports nothing of src/: post-build-passes.ts passes what it needs. */
export function textFilesPass({ pages, locales, namespaces, id, localesDir = 'locales' }: TextFilesOptions): PostBuildPass {
  return {
    name: 'text-files',
    reads: [],
    makes: ['html', 'text-files'],
    run: async (site) => {
      const files: Record<string, string> = {};
      for (const lang of locales) {
        for (const ns of namespaces) {
          const json = JSON.stringify(JSON.parse(await readFile(join(localesDir, lang, `${ns}.json`), 'utf8')));
          const name = textFileName(ns, json);
          site.write(`_astro/${name}`, json);
          files[`${lang}/${ns}`] = `/_astro/${name}`;
        }
      }
      let written = 0;
      for (const page of pages) {
        const html = site.text(page);
        if (html === undefined) continue;
        site.write(page, html.replace('</head>', `${textFilesBlock(files, id)}</head>`));
        written += 1;
      }
      return `${Object.keys(files).length} text files, named in ${written} page(s)`;
    },
  };
}
