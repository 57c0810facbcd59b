import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/*
 * A built page's inline scripts: their CSP hashes (the CDN headers and the payment-page manifest) and their gzipped
 * bytes (the plans pages' budget, in the bench and the build checks). Plain Node loads this file (the bench).
 */

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

/**
 * Gzipped bytes of the inline scripts' code (each gzipped alone, as a file would be): the JavaScript a page runs
 * without a request (the island runtime, client directives). JSON and other non-JavaScript types are not counted.
 * Example: inlineScriptBytes('<script>var a=1</script><script src="/a.js"></script>') === gzipSync('var a=1').length.
 */
export function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '', body = '']) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
      const runs = !type || ['module', 'text/javascript', 'application/javascript'].includes(type);
      return runs && !/\bsrc\s*=/i.test(attrs) && body.trim() !== '';
    })
    .reduce((sum, [, , body = '']) => sum + gzipSync(body).length, 0);
}
