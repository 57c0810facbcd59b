import { describe, expect, it } from 'vitest';
import { importedNames, unwrapEmptyPreloads } from '../../integrations/empty-preloads';

const retried = (spec: string, parts = '') => `__chunkRetryImport(u=>import(u),\`./${spec}\`,import.meta.url${parts})`;

describe('the empty preload wrappers go after the chunk-retry rewrite (integrations/empty-preloads.ts)', () => {
  it('reads the local names a chunk imports from the helper chunk, from any folder depth', () => {
    expect(importedNames('import{t as O,n as r}from"./Shared.A1.js";import{x}from"./Other.js";', 'Shared.A1.js')).toEqual(['O', 'r']);
    expect(importedNames('import{t as O}from"../_astro/Shared.A1.js"', '_astro/Shared.A1.js')).toEqual(['O']);
    expect(importedNames('import{t as O}from"./Other.js"', 'Shared.A1.js')).toEqual([]);
  });

  it('unwraps a wrapper whose list is empty, keeping what follows the import (.then, a destructuring, Promise.all)', () => {
    const code = [
      `var a=O(()=>${retried('a.js')}.then(e=>e.A),[]);`,
      `b=await O(()=>${retried('b.js', ',["./c.js"]')},[]);`,
      `Promise.all([O(()=>${retried('d.js')}.then(({D:e})=>({default:e})),[]),x()])`,
    ].join('');
    expect(unwrapEmptyPreloads(code, ['O'])).toBe(
      [`var a=${retried('a.js')}.then(e=>e.A);`, `b=await ${retried('b.js', ',["./c.js"]')};`, `Promise.all([${retried('d.js')}.then(({D:e})=>({default:e})),x()])`].join(''),
    );
  });

  it('keeps a wrapper that preloads a style sheet, a call of another function, and a name only ending like the helper', () => {
    const code = `O(()=>${retried('v.js')},["./vat.css"]);L(()=>${retried('l.js')},[]);xO(()=>${retried('m.js')},[]);a.O(()=>${retried('n.js')},[])`;
    expect(unwrapEmptyPreloads(code, ['O'])).toBe(code);
  });

  it('leaves a string with brackets inside the import alone and keeps the code after the last wrapper', () => {
    const code = `O(()=>${retried('a.js')}.then(e=>e[")"]),[]);f("(");`;
    expect(unwrapEmptyPreloads(code, ['O'])).toBe(`${retried('a.js')}.then(e=>e[")"]);f("(");`);
  });
});
