import { islandEntries, staticClosure, type ReadChunk } from './chunk-graph.ts';
import type { PostBuildPass } from './post-build.ts';

/*
 * Flattens the islands' import waterfall (decision 008). Astro's island script imports the component and its
 * renderer; each chunk's static imports are found only when it arrives, so on a phone network the checkout's
 * ~40 chunks came in 5 to 8 round trips. After the build this adds, to every page with an island hydrated at once
 * (`client:load`), `<link rel="modulepreload">` for the whole static import graph of those islands: one round
 * trip after the HTML. Islands hydrated on idle or visible get none: their code is not urgent. Islands hydrated
 * when the visitor asks (`client:ask`, the plans pages, decision 015) get the list on the island instead, which
 * the directive preloads at once when asked.
 * For the pages named in `eager`, it also preloads what always loads at start: the text files of the page's
 * language (JSON, decision 037; picked by a small inline script, which the CSP then hashes) and, in a sandbox
 * build, the sandbox's start-up chunk. A post-build pass (post-build-passes.ts), before the CDN headers, which hash
 * inline scripts.
 */

/** A chunk's export clause naming `startSandbox`: the sandbox's start-up module (src/sandbox/browser.ts). */
export const SANDBOX_START_EXPORT = /export\s*\{[^}]*\bstartSandbox\b[^}]*\}/;

const FACADE = /^export\s*\{\s*([\w$]+)\s+as\s+default\s*\}\s*from\s*"\.\/([\w.-]+\.js)";?\s*$/;

/**
 * Islands whose component chunk is only a facade (`export{t as default}from"./Checkout.X.js"`, what the bundler makes
 * of an entry whose modules are grouped into another chunk) load that chunk directly instead: Astro's island imports
 * `component-url` and reads its `component-export`. One file and one request less on the page.
 * Example: component-url="/_astro/Checkout.A.js" component-export="default" -> "/_astro/Checkout.B.js", "t".
 */
export function skipFacades(html: string, read: ReadChunk, assetsPrefix = '/_astro/'): string {
  return html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    const url = /\scomponent-url="([^"]+)"/.exec(tag)?.[1];
    if (!url?.startsWith(assetsPrefix) || !/\scomponent-export="default"/.test(tag)) return tag;
    const facade = FACADE.exec(read(url.slice(assetsPrefix.length)) ?? '');
    if (!facade) return tag;
    return tag.replace(` component-url="${url}"`, ` component-url="${assetsPrefix}${facade[2]}"`).replace(' component-export="default"', ` component-export="${facade[1]}"`);
  });
}

const EXPORT_CLAUSE = /export\s*\{([^}]*)\}\s*;?\s*(?:\/\/# sourceMappingURL=\S+\s*)?$/;

/**
 * The chunk with `default` also naming what it exports as `exported`, added to its closing export clause; the chunk as
 * it is when it exports `default` already; null when it has no closing clause or nothing exported as `exported`.
 * Example: withDefaultExport('...;export{s as n,y as t};', 't') -> '...;export{s as n,y as t,y as default};'.
 */
export function withDefaultExport(code: string, exported: string): string | null {
  const clause = EXPORT_CLAUSE.exec(code);
  if (!clause) return null;
  const entries = (clause[1] as string).split(',').map((entry) => entry.trim().split(/\s+as\s+/));
  if (entries.some(([local, name]) => (name ?? local) === 'default')) return code;
  const entry = entries.find(([local, name]) => (name ?? local) === exported);
  if (!entry) return null;
  const at = clause.index + clause[0].indexOf('}');
  return `${code.slice(0, at)},${entry[0]} as default${code.slice(at)}`;
}

/**
 * Islands whose renderer chunk is only a facade (`export{t as default}from"./client.X.js"`: the renderer's entry grouped
 * with React DOM, island-chunks.ts) load the chunk itself, which then exports `default` too (Astro's island reads the
 * renderer's default export and has no attribute naming another): one file and one request less on every page with a
 * React island. `update` receives each chunk given the export, once.
 */
export function skipRendererFacades(html: string, read: ReadChunk, update: (file: string, code: string) => void, assetsPrefix = '/_astro/'): string {
  return html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    const url = /\srenderer-url="([^"]+)"/.exec(tag)?.[1];
    if (!url?.startsWith(assetsPrefix)) return tag;
    const [, exported, target] = FACADE.exec(read(url.slice(assetsPrefix.length)) ?? '') ?? [];
    const code = target === undefined ? undefined : read(target);
    const withDefault = code === undefined || exported === undefined ? null : withDefaultExport(code, exported);
    if (withDefault === null || target === undefined) return tag;
    if (withDefault !== code) update(target, withDefault);
    return tag.replace(` renderer-url="${url}"`, ` renderer-url="${assetsPrefix}${target}"`);
  });
}

/** `<link rel="modulepreload">` tags for chunk file names. */
export function preloadLinks(files: readonly string[], assetsPrefix = '/_astro/'): string {
  return files.map((file) => `<link rel="modulepreload" href="${assetsPrefix}${file}">`).join('');
}

/**
 * An inline script preloading the text files of `namespaces` in the language the page already picked (`data-ui-lang`
 * on <html>, set by the page's first script), English when that language has none, from the page's list of text
 * files (integrations/text-files.ts). The island fetches them (decision 037), so they are preloaded as fetches
 * without credentials beyond the same origin's, which is what its fetch asks for.
 */
export function localePreloadScript(namespaces: readonly string[], textFilesId: string): string {
  return `<script>(function(n){var m=JSON.parse(document.getElementById('${textFilesId}').textContent),l=document.documentElement.getAttribute('data-ui-lang');n.forEach(function(s){var h=m[l+'/'+s]||m['en/'+s];if(!h)return;var e=document.createElement('link');e.rel='preload';e.setAttribute('as','fetch');e.setAttribute('crossorigin','anonymous');e.href=h;document.head.appendChild(e)})})(${JSON.stringify(namespaces)})</script>`;
}

/**
 * An inline script that, once the page's first script knows from login status that the buyer is a visitor
 * (`window.earlyVisitor`, src/components/checkout/early-calls.js, decision 048), preloads `files`: the first visitor
 * screen's chunks, so they arrive with the island's instead of one round trip after it asks. Nothing for a logged-in
 * buyer, nor where the page asked nothing early (the sandbox).
 */
export function visitorPreloadScript(files: readonly string[], assetsPrefix = '/_astro/'): string {
  const urls = JSON.stringify(files.map((f) => assetsPrefix + f));
  return `<script>(window.earlyVisitor||{then:function(){}}).then(function(v){v&&${urls}.forEach(function(h){var e=document.createElement('link');e.rel='modulepreload';e.href=h;document.head.appendChild(e)})})</script>`;
}

/**
 * Islands hydrated when the visitor asks (`client:ask`, decision 015) get their static import graph as an attribute
 * (`data-ask-preload`, space-separated URLs): the directive preloads it all at once when asked, instead of one round
 * trip per import level. Nothing is fetched before that.
 * Example: an island with component-url="/_astro/A.js" where A.js imports "./b.js" gets data-ask-preload="/_astro/A.js /_astro/b.js".
 */
export function addAskPreloads(html: string, read: ReadChunk, assetsPrefix = '/_astro/'): string {
  return html.replace(/<astro-island\b[^>]*\sclient="ask"[^>]*>/g, (tag) => {
    const closure = staticClosure(islandEntries(tag, assetsPrefix), read);
    if (closure.length === 0 || tag.includes(' data-ask-preload=')) return tag;
    return tag.replace(/^<astro-island\b/, `<astro-island data-ask-preload="${closure.map((file) => assetsPrefix + file).join(' ')}"`);
  });
}

export interface EagerPage {
  /** The built HTML file, relative to the output folder, e.g. `payment/index.html`. */
  page: string;
  /** The id of the page's data block naming the text files (integrations/text-files.ts). */
  textFilesId: string;
  /** Locale namespaces the page's island loads at once for its language. */
  localeNamespaces: readonly string[];
  /** Preload the sandbox start-up chunk (the one exporting `startSandbox`) with its imports; sandbox builds only. */
  sandboxStart: boolean;
  /**
   * The module whose lazy chunk is a visitor's first screen (its file name's start), preloaded for a visitor; in a
   * sandbox build (`sandboxStart`), for every buyer.
   */
  visitorScreen?: string;
}

/** The pass; `eager` names the pages whose start it also preloads. */
export function modulePreloadPass(eager: readonly EagerPage[]): PostBuildPass {
  return {
    name: 'module-preload',
    reads: ['text-files'],
    makes: ['html', 'island-urls', 'inline-scripts', 'chunks'],
    run: (site) => {
      const read = site.chunk;
      const update = (file: string, code: string) => site.writeChunk(file, code);
      let pages = 0;
      let asking = 0;
      for (const page of site.pages()) {
        let html = skipRendererFacades(skipFacades(site.text(page) as string, read), read, update);
        if (html.includes(' client="ask"')) {
          html = addAskPreloads(html, read);
          asking += 1;
        }
        site.write(page, html);
        // Islands hydrated on idle or when visible do not need their code before the first paint: preloading it
        // would take bandwidth from the page's own content on a slow network (Lighthouse: FCP 1.0 -> 1.7 s).
        const entries = islandEntries(html, '/_astro/', true);
        if (entries.length === 0) continue;
        const closure = staticClosure(entries, read);
        const rule = eager.find((e) => e.page === page);
        let extra = '';
        if (rule) {
          const reachable = new Set(closure);
          if (!html.includes(` id="${rule.textFilesId}"`)) throw new Error(`module-preload: ${rule.page} names no text files (the text-files pass runs first)`);
          extra += localePreloadScript(rule.localeNamespaces, rule.textFilesId);
          if (rule.visitorScreen) {
            const name = new RegExp(`^${rule.visitorScreen}\\.[\\w-]+\\.js$`);
            const screen = site.chunks().find((file) => name.test(file));
            if (!screen) throw new Error(`module-preload: no chunk ${rule.visitorScreen} for ${rule.page}`);
            const files = staticClosure([screen], read).filter((f) => !reachable.has(f));
            // The sandbox asks nothing early (its office is the worker the island starts), so it cannot know a
            // visitor before its files are in: a sandbox build preloads the visitor's screen for every buyer.
            extra += rule.sandboxStart ? preloadLinks(files) : visitorPreloadScript(files);
          }
          if (rule.sandboxStart) {
            // The chunk the checkout imports the sandbox from (src/sandbox/browser.ts, exporting startSandbox); msw and
            // its worker's name may sit in a chunk it imports, shared with the handlers that load later.
            const start = site.chunks().find((name) => !reachable.has(name) && SANDBOX_START_EXPORT.test(read(name) as string));
            if (!start) throw new Error(`module-preload: no sandbox start-up chunk for ${rule.page}`);
            extra += preloadLinks(staticClosure([start], read).filter((f) => !reachable.has(f)));
          }
        }
        // The preloads early in <head> (before the title, the inline styles), so they leave before the rest is even
        // parsed, but after the page's first script (BaseLayout's head-first slot): on a repeat visit the preloaded
        // modules come from the cache and their compiling would hold that script, and the office calls it starts,
        // for about 0.3 s on the bench's phone. The texts' script at the end, after the language is picked.
        const withLinks = html.replace(/<title>/, `${preloadLinks(closure)}<title>`);
        site.write(page, (withLinks === html ? html.replace('</head>', `${preloadLinks(closure)}</head>`) : withLinks).replace('</head>', `${extra}</head>`));
        pages += 1;
      }
      return `modulepreload links added to ${pages} page(s), preload lists for client:ask islands to ${asking}`;
    },
  };
}
