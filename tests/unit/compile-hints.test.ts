import { describe, expect, it } from 'vitest';
import { BuiltSite } from '../../integrations/built-site';
import { COMPILE_HINT, hintChunks, shiftedSourceMap, withCompileHint } from '../../integrations/compile-hints';

// Decision 050: the checkout's start modules are compiled whole on a background thread (V8's file compile hint).
describe('compile hints', () => {
  it('puts the hint alone on the first line, once', () => {
    const hinted = withCompileHint('import{a}from"./a.js";a();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./a.js";a();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('moves a source map\'s generated lines down by one, keeping the rest', () => {
    const map = JSON.parse(shiftedSourceMap('{"version":3,"sources":["a.ts"],"names":[],"mappings":"AAAA;AACA"}'));
    expect(map).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA;AACA' });
  });

  it('hints each chunk and its source map once, and leaves a chunk without a map alone otherwise', () => {
    const site = new BuiltSite('/nowhere', new Map([
      ['_astro/a.js', 'export const a=1;\n//# sourceMappingURL=a.js.map'],
      ['_astro/a.js.map', '{"mappings":"AAAA"}'],
      ['_astro/b.js', 'export const b=2;'],
    ]));
    expect(hintChunks(site, ['a.js', 'b.js', 'missing.js'])).toEqual(['a.js', 'b.js']);
    expect(site.chunk('a.js')).toBe(`${COMPILE_HINT}export const a=1;\n//# sourceMappingURL=a.js.map`);
    expect(JSON.parse(site.chunk('a.js.map') as string).mappings).toBe(';AAAA');
    expect(site.chunk('b.js')).toBe(`${COMPILE_HINT}export const b=2;`);
    // A second run over the same files changes nothing (the map is not shifted twice).
    expect(hintChunks(site, ['a.js', 'b.js'])).toEqual([]);
    expect(JSON.parse(site.chunk('a.js.map') as string).mappings).toBe(';AAAA');
    expect(site.changed()).toEqual(['_astro/a.js', '_astro/a.js.map', '_astro/b.js']);
  });
});
