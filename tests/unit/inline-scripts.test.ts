import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inlineScriptBytes, inlineScriptHashes } from '../../integrations/inline-scripts';

const sha256 = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('inlineScriptBytes (decision 015: at most 4 KB of JavaScript before interaction, inline scripts included)', () => {
  const code = 'var a=document.querySelector("x");a&&a.focus()';
  it.each([
    ['a classic inline script counts', `<script>${code}</script>`, gzipSync(code).length],
    ['an inline module counts', `<script type="module">${code}</script>`, gzipSync(code).length],
    ['each script is gzipped on its own', `<script>${code}</script><script>${code}</script>`, 2 * gzipSync(code).length],
    ['an external script is a file, counted with the files', '<script type="module" src="/_astro/a.js"></script>', 0],
    ['JSON data does not run', '<script type="application/ld+json">{"a":1}</script>', 0],
    ['an empty script costs nothing', '<script> </script>', 0],
  ])('%s', (_name: string, html: string, bytes: number) => {
    expect(inlineScriptBytes(html)).toBe(bytes);
  });
});

describe('inlineScriptHashes (DESIGN.md "Security": the CSP allows the inline scripts the build emitted, by hash)', () => {
  it('hashes each inline script as written, and not a script file, a data block or an empty script', () => {
    const html = '<script>var a=1</script><script type="module">import("./a.js")</script><script src="/a.js"></script>'
      + '<script type="application/json" id="texts">{"a":1}</script><script> </script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a=1'), sha256('import("./a.js")')]);
  });
});
