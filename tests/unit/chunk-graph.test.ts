import { describe, expect, it } from 'vitest';
import { chunkClosure, islandEntries, namedChunks, pageChunks, reachableChunks, staticClosure, staticImports } from '../../integrations/chunk-graph';

// Decision 008 (the islands' static import graph, preloaded from the HTML) and decision 040 (every chunk the payment
// page can run): the one reader and walker of the built chunks' imports.
describe('the built chunks\' import graph', () => {
  it.each([
    ['minified named import', 'import{t as e}from"./react.C1.js";', ['react.C1.js']],
    ['side-effect import', 'import"./style.A.js";', ['style.A.js']],
    ['namespace import with spaces', 'import * as z from "./zod.B.js"', ['zod.B.js']],
    ['re-export', 'export{a as b}from"./x.Y.js";export*from"./w.Z.js"', ['x.Y.js', 'w.Z.js']],
    ['template-literal specifier', 'import{a}from`./t.Q.js`', ['t.Q.js']],
    ['dynamic import is not static', 'const m=()=>import(`./lazy.L.js`);import("./other.O.js")', []],
    ['an import of another origin is ignored', 'import{a}from"https://cdn.example.com/a.js"', []],
  ])('staticImports: %s', (_case, code, expected) => {
    expect(staticImports(code)).toEqual(expected);
  });

  it('follows static imports through every level, once each, skipping unknown files', () => {
    const files: Record<string, string> = {
      'entry.js': 'import{a}from"./a.js";import("./lazy.js")',
      'a.js': 'import{b}from"./b.js";import"./missing.js"',
      'b.js': 'import{a}from"./a.js"',
      'lazy.js': 'import{c}from"./c.js"',
    };
    expect(staticClosure(['entry.js'], (f) => files[f])).toEqual(['entry.js', 'a.js', 'b.js']);
  });

  it('reads the island chunks of a page', () => {
    const html = '<astro-island uid="x" component-url="/_astro/Checkout.A.js" renderer-url="/_astro/client.B.js"></astro-island><astro-island component-url="/_astro/Checkout.A.js" renderer-url="/_astro/client.B.js">';
    expect(islandEntries(html)).toEqual(['Checkout.A.js', 'client.B.js']);
  });

  it('reads only the islands hydrated at once when asked (idle and visible islands need no preload)', () => {
    const html = '<astro-island component-url="/_astro/Checkout.A.js" renderer-url="/_astro/client.B.js" ssr client="load"></astro-island>'
      + '<astro-island component-url="/_astro/PlansOffer.P.js" renderer-url="/_astro/client.B.js" ssr client="idle"></astro-island>'
      + '<astro-island component-url="/_astro/Faq.F.js" renderer-url="/_astro/client.B.js" ssr client="visible"></astro-island>';
    expect(islandEntries(html, '/_astro/', true)).toEqual(['Checkout.A.js', 'client.B.js']);
    expect(islandEntries(html)).toEqual(['Checkout.A.js', 'client.B.js', 'PlansOffer.P.js', 'Faq.F.js']);
  });

  it('names every chunk a page or a chunk refers to, static or lazy, and a page\'s own scripts apart', () => {
    expect(namedChunks('import{a}from"./a.js";import("./lazy.L.js");import(`./t.T.js`);const u="./not-a-chunk.css"')).toEqual(['a.js', 'lazy.L.js', 't.T.js']);
    const html = '<script type="module" src="/_astro/page.P.js"></script><link rel="modulepreload" href="/_astro/a.js"><script>import("./inline.I.js")</script>';
    expect(pageChunks(html)).toEqual(['page.P.js', 'a.js']);
    expect(namedChunks(html)).toEqual(['page.P.js', 'a.js', 'inline.I.js']);
  });

  it('reaches the lazy parts too when told, sorted, and walks along the edges it is given', () => {
    const files: Record<string, string> = {
      'page.js': 'import{a}from"./a.js";import("./lazy.js")',
      'a.js': 'export const a=1',
      'lazy.js': 'import"./deep.js"',
      'deep.js': 'import("./missing.js")',
    };
    const read = (file: string) => files[file];
    expect(reachableChunks('<script type="module" src="/_astro/page.js"></script>', read)).toEqual(['a.js', 'deep.js', 'lazy.js', 'page.js']);
    expect(staticClosure(['page.js'], read)).toEqual(['page.js', 'a.js']);
    expect(chunkClosure(['page.js'], read, () => [])).toEqual(['page.js']);
  });
});
