// What a page fetched from the site under test, gzipped: its scripts, and the island's text files (decision 037:
// JSON, reported beside the JavaScript, never in it). Shared by the live checkout rows and the sandbox step-2 rows.
import { gzipSync } from 'node:zlib';

/**
 * Which kind of file a same-origin response is, or null for anything else.
 * Example: fileKind('/_astro/a.X.js', '') === 'script'; fileKind('/_astro/checkout.Y.json', 'application/json') === 'text'.
 * @param {string} pathname @param {string} contentType
 */
export function fileKind(pathname, contentType) {
  if (/javascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'script';
  if (/^\/_astro\/.+\.json$/.test(pathname)) return 'text';
  return null;
}

/**
 * Records the scripts and text files `page` receives from `base`, the first answer of each path (the sandbox's
 * service worker fetches some again). `collect()` resolves with both lists once their bodies are read.
 * @param {import('@playwright/test').Page} page @param {string} base
 */
export function recordFiles(page, base) {
  const seen = { script: new Map(), text: new Map() };
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.origin === base ? fileKind(url.pathname, response.headers()['content-type'] ?? '') : null;
    if (!kind || seen[kind].has(url.pathname)) return;
    seen[kind].set(url.pathname, response.body().then((body) => ({ path: url.pathname, gzip: gzipSync(body).length, text: body.toString('utf8') }), () => null));
  });
  const settle = async (map) => (await Promise.all(map.values())).filter(Boolean);
  return {
    /** @returns {Promise<{ scripts: { path: string, gzip: number, text: string }[], texts: { path: string, gzip: number }[] }>} */
    collect: async () => ({ scripts: await settle(seen.script), texts: (await settle(seen.text)).map(({ path, gzip }) => ({ path, gzip })) }),
  };
}
