// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addAskPreloads, islandEntries, localeFiles, localePreloadScript, preloadLinks, staticClosure, staticImports } from '../../integrations/module-preload';

// Decision 008: the islands' static import graph is preloaded from the HTML (one round trip instead of one per level).
describe('module-preload integration', () => {
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

  it('decision 037: finds the text files of the given namespaces per language, in constants or inline', () => {
    // What the bundler makes of the island's glob of URLs: each URL a constant, the glob an object of them.
    const code = 'var a=`/_astro/checkout.D.json`,b="/_astro/plans.P.json",c=`/_astro/errors.E.json`,l=Object.assign({"/locales/de/checkout.json":a,"/locales/de/plans.json":b,"/locales/pt/errors.json":c,"/locales/pt/common.json":"/_astro/common.C.json"})';
    expect(localeFiles(code, ['checkout', 'errors', 'common'])).toEqual({ de: ['checkout.D.json'], pt: ['errors.E.json', 'common.C.json'] });
    expect(localeFiles(code, ['payment'])).toEqual({});
  });

  it('decision 037: finds nothing for a glob key whose constant is not a text file', () => {
    expect(localeFiles('var a=`/_astro/x.js`,l={"/locales/de/checkout.json":a}', ['checkout'])).toEqual({});
  });

  it('writes preload links, and a script that preloads the picked language\'s text files as the island fetches them', () => {
    expect(preloadLinks(['a.js'])).toBe('<link rel="modulepreload" href="/_astro/a.js">');
    const script = localePreloadScript({ pt: ['checkout.P.json', 'errors.P.json'], en: ['checkout.E.json'] });
    document.documentElement.setAttribute('data-ui-lang', 'pt');
    new Function(script.replace(/^<script>|<\/script>$/g, ''))();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
    expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('crossorigin')])).toEqual([
      ['/_astro/checkout.P.json', 'fetch', 'anonymous'],
      ['/_astro/errors.P.json', 'fetch', 'anonymous'],
    ]);
    for (const link of links) link.remove();
    document.documentElement.setAttribute('data-ui-lang', 'xx');
    new Function(script.replace(/^<script>|<\/script>$/g, ''))();
    expect([...document.head.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('href'))).toEqual(['/_astro/checkout.E.json']);
  });

  it('decision 015: lists a client:ask island\'s whole static graph on the island, and preloads nothing in the head', () => {
    const files: Record<string, string> = {
      'PlansOffer.P.js': 'export{t as default}from"./PlansOffer.Q.js"',
      'PlansOffer.Q.js': 'import{r}from"./react.R.js";const c=()=>import("./coupon-check.C.js")',
      'client.B.js': 'import{r}from"./react.R.js"',
      'react.R.js': '',
    };
    const html = '<head></head><astro-island uid="x" component-url="/_astro/PlansOffer.P.js" renderer-url="/_astro/client.B.js" ssr client="ask" opts="{}">'
      + '<astro-island uid="y" component-url="/_astro/Faq.F.js" renderer-url="/_astro/client.B.js" ssr client="idle">';
    const out = addAskPreloads(html, (f) => files[f]);
    const list = /<astro-island data-ask-preload="([^"]*)" uid="x"/.exec(out)?.[1]?.split(' ');
    expect(list).toEqual(['/_astro/PlansOffer.P.js', '/_astro/client.B.js', '/_astro/PlansOffer.Q.js', '/_astro/react.R.js']);
    expect(out).toContain('<astro-island uid="y" component-url="/_astro/Faq.F.js"');
    expect(out).not.toContain('modulepreload');
    expect(addAskPreloads(out, (f) => files[f])).toBe(out);
  });
});
