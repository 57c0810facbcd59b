// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addAskPreloads, localePreloadScript, preloadLinks, skipFacades, skipRendererFacades, withDefaultExport } from '../../integrations/module-preload';
import { textFileName, textFilesBlock, textFilesOf } from '../../integrations/text-files';

// Decision 008: the islands' static import graph is preloaded from the HTML (one round trip instead of one per level).
describe('module-preload integration', () => {
  it('writes preload links, and a script that preloads the picked language\'s text files as the island fetches them', () => {
    expect(preloadLinks(['a.js'])).toBe('<link rel="modulepreload" href="/_astro/a.js">');
    // The page's list of text files (integrations/text-files.ts), as the build writes it into <head>.
    const block = textFilesBlock({ 'pt/checkout': '/_astro/checkout.P.json', 'pt/errors': '/_astro/errors.P.json', 'en/checkout': '/_astro/checkout.E.json', 'pt/payment': '/_astro/payment.P.json' }, 'texts');
    document.head.insertAdjacentHTML('beforeend', block);
    const script = localePreloadScript(['checkout', 'errors'], 'texts');
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
    for (const element of document.head.querySelectorAll('link[rel=preload], script[type="application/json"]')) element.remove();
  });

  it('an island whose component chunk only re-exports another loads that one, under its export name', () => {
    const chunks: Record<string, string> = { 'Checkout.A.js': 'export{t as default}from"./Checkout.B.js";', 'Other.C.js': 'import"./x.js";export{a as default}' };
    const island = (url: string, exported = 'default') => `<astro-island uid="1" component-url="${url}" component-export="${exported}" renderer-url="/_astro/client.R.js" client="load">`;
    expect(skipFacades(island('/_astro/Checkout.A.js'), (f) => chunks[f])).toBe(island('/_astro/Checkout.B.js', 't'));
    // Not a facade, another export asked for, or a chunk it cannot read: left as it is.
    for (const tag of [island('/_astro/Other.C.js'), island('/_astro/Checkout.A.js', 'Named'), island('/_astro/Missing.js')]) {
      expect(skipFacades(tag, (f) => chunks[f])).toBe(tag);
    }
  });

  it('an island whose renderer chunk only re-exports another loads that one, which then exports default too, once', () => {
    const chunks: Record<string, string> = {
      'client.F.js': 'export{t as default}from"./client.R.js";',
      'client.R.js': 'var y=()=>1;export{s as n,r,y as t};\n//# sourceMappingURL=client.R.js.map',
      'client.N.js': 'export{t as default}from"./client.M.js";',
      'client.M.js': 'var y=()=>1;export{y as u};',
    };
    const island = (renderer: string) => `<astro-island uid="1" component-url="/_astro/Checkout.B.js" component-export="t" renderer-url="${renderer}" client="load">`;
    const updates: [string, string][] = [];
    const update = (file: string, code: string) => {
      updates.push([file, code]);
      chunks[file] = code;
    };
    const read = (f: string) => chunks[f];
    const page = `${island('/_astro/client.F.js')}${island('/_astro/client.F.js')}`;
    expect(skipRendererFacades(page, read, update)).toBe(`${island('/_astro/client.R.js')}${island('/_astro/client.R.js')}`);
    expect(updates).toEqual([['client.R.js', 'var y=()=>1;export{s as n,r,y as t,y as default};\n//# sourceMappingURL=client.R.js.map']]);
    // The facade's target exports nothing by the facade's name, the renderer is no facade, or unreadable: as it is.
    for (const tag of [island('/_astro/client.N.js'), island('/_astro/client.R.js'), island('/_astro/Missing.js')]) {
      expect(skipRendererFacades(tag, read, update)).toBe(tag);
    }
    expect(updates).toHaveLength(1);
  });

  it.each([
    ['adds default beside the named export', 'f();export{a as b,c};', 'c', 'f();export{a as b,c,c as default};'],
    ['keeps a chunk that exports default', 'export{a as default,b as t};', 't', 'export{a as default,b as t};'],
    ['null without the name', 'export{a as b};', 't', null],
    ['null without a closing clause', 'export{a as t};f();', 't', null],
  ])('withDefaultExport %s', (_case, code, exported, expected) => {
    expect(withDefaultExport(code, exported)).toBe(expected);
  });

  it('decision 037 addendum: a text file\'s copy is named by its namespace and content; the page\'s block reads back', () => {
    expect(textFileName('checkout', '{"a":"b"}')).toMatch(/^checkout\.[\w-]{8}\.json$/);
    expect(textFileName('checkout', '{"a":"b"}')).toBe(textFileName('checkout', '{"a":"b"}'));
    expect(textFileName('checkout', '{"a":"c"}')).not.toBe(textFileName('checkout', '{"a":"b"}'));
    const files = { 'de/errors': '/_astro/errors.X.json' };
    expect(textFilesOf(`<head>${textFilesBlock(files, 'texts')}</head>`, 'texts')).toEqual(files);
    expect(textFilesOf('<head></head>', 'texts')).toBeNull();
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
