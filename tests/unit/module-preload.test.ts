// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { rewriteDynamicImports } from '../../integrations/chunk-retry';
import { addAskPreloads, islandEntries, localeChunks, localePreloadScript, preloadLinks, staticClosure, staticImports } from '../../integrations/module-preload';

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

  it('finds the locale chunks of the given namespaces per language', () => {
    const code = 'var l={"/locales/de/checkout.json":()=>e(()=>import(`./checkout.D.js`).then(e=>e.default),[]),"/locales/de/plans.json":()=>e(()=>import(`./plans.P.js`),[]),"/locales/pt/errors.json":()=>e(()=>import(`./errors.E.js`),[])}';
    expect(localeChunks(code, ['checkout', 'errors'])).toEqual({ de: ['checkout.D.js'], pt: ['errors.E.js'] });
  });

  it('finds the locale chunks behind the retrying import (decision 011)', () => {
    const code = rewriteDynamicImports('var l={"/locales/de/checkout.json":()=>e(()=>import(`./checkout.D.js`).then(e=>e.default),[]),"/locales/pt/errors.json":()=>e(()=>import(`./errors.E.js`),[])}') ?? '';
    expect(code).not.toContain('import(`');
    expect(localeChunks(code, ['checkout', 'errors'])).toEqual({ de: ['checkout.D.js'], pt: ['errors.E.js'] });
  });

  it('writes preload links and a script that preloads the picked language', () => {
    expect(preloadLinks(['a.js'])).toBe('<link rel="modulepreload" href="/_astro/a.js">');
    const script = localePreloadScript({ pt: ['checkout.P.js'], en: ['checkout.E.js'] });
    document.documentElement.setAttribute('data-ui-lang', 'pt');
    new Function(script.replace(/^<script>|<\/script>$/g, ''))();
    expect([...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href'))).toEqual(['/_astro/checkout.P.js']);
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
