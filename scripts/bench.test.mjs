import { describe, expect, it } from 'vitest';
import { renderBlockingScripts, sandboxOnlyFiles } from './bench.mjs';

describe('renderBlockingScripts (DESIGN.md budgets: no render-blocking script)', () => {
  it.each([
    ['a classic external script in head blocks', '<head><script src="/a.js"></script></head>', 1],
    ['a classic inline script in head blocks', '<head><script>var a = 1;</script></head>', 1],
    ['a module script does not block', '<head><script type="module" src="/a.js"></script></head>', 0],
    ['a deferred script does not block', '<head><script defer src="/a.js"></script></head>', 0],
    ['an async script does not block', '<head><script async src="/a.js"></script></head>', 0],
    ['JSON data does not run', '<head><script type="application/ld+json">{}</script></head>', 0],
    ['an explicit text/javascript type still blocks', "<head><script type='text/javascript' src=/a.js></script></head>", 1],
    ['a script in the body is not counted', '<head></head><body><script src="/a.js"></script></body>', 0],
  ])('%s', (_name, html, count) => {
    expect(renderBlockingScripts(html)).toBe(count);
  });
});

describe('sandboxOnlyFiles (DESIGN.md budgets are for a live build, which has no sandbox)', () => {
  const files = [
    { path: '/_astro/page.A.js', text: 'import{x}from"./shared.B.js";const s=()=>import("./sandbox-start.C.js")' },
    { path: '/_astro/shared.B.js', text: 'export const x=1' },
    { path: '/_astro/sandbox-start.C.js', text: 'import"./handlers.D.js";import"./shared.B.js";register("/mockServiceWorker.js")' },
    { path: '/_astro/handlers.D.js', text: 'import"./fixtures.E.js"' },
    { path: '/_astro/fixtures.E.js', text: 'export default []' },
  ];
  const html = '<script type="module" src="/_astro/page.A.js"></script>';

  it.each([
    ['the sandbox start-up chunk is sandbox-only', '/_astro/sandbox-start.C.js', true],
    ['a chunk reached only through it is sandbox-only', '/_astro/fixtures.E.js', true],
    ['a chunk the page also imports is not', '/_astro/shared.B.js', false],
    ['the page entry is not', '/_astro/page.A.js', false],
  ])('%s', (_name, path, sandboxOnly) => {
    expect(sandboxOnlyFiles(html, files).has(path)).toBe(sandboxOnly);
  });
});
