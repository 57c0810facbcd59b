import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks, shiftedSourceMap, withCompileHint } from '../../integrations/compile-hints';

// Decision 050: the checkout's start modules are compiled whole on a background thread (V8's file compile hint).
describe('compile hints', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts the hint alone on the first line, once', () => {
    const hinted = withCompileHint('import{a}from"./a.js";a();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\nimport{a}from"./a.js";a();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('moves a source map\'s generated lines down by one, keeping the rest', () => {
    const map = JSON.parse(shiftedSourceMap('{"version":3,"sources":["a.ts"],"names":[],"mappings":"AAAA;AACA"}'));
    expect(map).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA;AACA' });
  });

  it('hints each chunk and its source map once, and leaves a chunk without a map alone otherwise', async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    await writeFile(join(dir, 'a.js'), 'export const a=1;\n//# sourceMappingURL=a.js.map');
    await writeFile(join(dir, 'a.js.map'), '{"mappings":"AAAA"}');
    await writeFile(join(dir, 'b.js'), 'export const b=2;');
    const files = [join(dir, 'a.js'), join(dir, 'b.js')];
    expect(await hintChunks(files)).toEqual(files);
    expect(await readFile(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}export const a=1;\n//# sourceMappingURL=a.js.map`);
    expect(JSON.parse(await readFile(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(await readFile(join(dir, 'b.js'), 'utf8')).toBe(`${COMPILE_HINT}export const b=2;`);
    // A second build step over the same files changes nothing (the map is not shifted twice).
    expect(await hintChunks(files)).toEqual([]);
    expect(JSON.parse(await readFile(join(dir, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});
