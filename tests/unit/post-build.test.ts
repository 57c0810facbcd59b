import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isReadFile } from '../../integrations/built-site';
import { orderProblems, postBuildIntegration, runPasses, type PostBuildPass, type Product } from '../../integrations/post-build';
import { postBuildPasses } from '../../integrations/post-build-passes';
import { parsePublicEnv } from '../../src/config/env-schema';
import { LIVE_ENV } from '../setup/live-env';

const pass = (name: string, reads: Product[], makes: Product[], run: PostBuildPass['run'] = () => 'done'): PostBuildPass => ({ name, reads, makes, run });
const names = (passes: readonly PostBuildPass[]) => passes.map((p) => p.name);

// integrations/README.md "After the build": one ordered list of passes over one reading of the built site.
describe('the post-build passes', () => {
  it('run in an order where every pass reads what it needs finished, in both builds', () => {
    const sandbox = postBuildPasses(parsePublicEnv({ PUBLIC_MODE: 'sandbox' }));
    const live = postBuildPasses(parsePublicEnv(LIVE_ENV));
    expect(names(sandbox)).toEqual(['sandbox-files', 'text-files', 'module-preload', 'compile-hints', 'cdn-headers', 'payment-page-manifest']);
    expect(names(live)).toEqual(names(sandbox).slice(1));
    expect([orderProblems(sandbox), orderProblems(live)]).toEqual([[], []]);
  });

  it('refuse an order where a pass reads a product before its last maker, or one no pass makes', () => {
    const [, text, preload, hints, headers, manifest] = postBuildPasses(parsePublicEnv({ PUBLIC_MODE: 'sandbox' })) as PostBuildPass[];
    expect(orderProblems([text, headers, preload, hints, manifest] as PostBuildPass[])).toEqual(['cdn-headers reads html, which module-preload makes after it', 'cdn-headers reads inline-scripts, which module-preload makes after it']);
    expect(orderProblems([preload, text] as PostBuildPass[])).toEqual(['module-preload reads text-files, which text-files makes after it']);
    expect(orderProblems([manifest] as PostBuildPass[])).toEqual(['payment-page-manifest reads html, which no pass makes', 'payment-page-manifest reads inline-scripts, which no pass makes', 'payment-page-manifest reads chunks, which no pass makes', 'payment-page-manifest reads headers, which no pass makes']);
    // The last maker of a product may read it itself (compile-hints reads and changes the chunks after module-preload).
    expect(orderProblems([pass('a', [], ['chunks']), pass('b', ['chunks'], ['chunks'])])).toEqual([]);
    expect(() => postBuildIntegration([headers, preload] as PostBuildPass[])).toThrow('post-build passes out of order:\ncdn-headers reads html, which module-preload makes after it');
  });
});

describe('the built site the passes share', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('holds the pages and the chunks with their maps, not the other files', () => {
    expect(['index.html', 'payment/index.html', '_astro/a.B.js', '_astro/a.B.js.map'].map(isReadFile)).toEqual([true, true, true, true]);
    expect(['_astro/x.json', 'favicon.svg', '_headers', 'sandbox-worker.js', '_astro/deep/a.js'].map(isReadFile)).toEqual([false, false, false, false, false]);
  });

  it('is read once before the first pass, each pass sees what the ones before it did, and only what changed is written', async () => {
    root = await mkdtemp(join(tmpdir(), 'post-build-'));
    await mkdir(join(root, '_astro'));
    await mkdir(join(root, 'payment'));
    await writeFile(join(root, 'index.html'), '<head></head>');
    await writeFile(join(root, 'payment/index.html'), '<head></head>');
    await writeFile(join(root, '_astro/a.js'), 'export const a=1');
    const before = (await stat(join(root, 'index.html'))).mtimeMs;
    const seen: string[] = [];
    const lines = await runPasses(root, [
      pass('first', [], ['html'], async (site) => {
        // A file changed on disk after the reading is not what the passes see.
        await writeFile(join(root, '_astro/a.js'), 'changed behind the passes');
        site.write('payment/index.html', '<head><script>1</script></head>');
        site.write('index.html', '<head></head>');
        site.write('_headers', '/*\n  X: 1\n');
        return 'wrote the payment page';
      }),
      pass('second', ['html'], [], (site) => {
        seen.push(site.text('payment/index.html') as string, site.text('_headers') as string, site.chunk('a.js') as string, ...site.pages(), ...site.chunks());
        return 'read';
      }),
    ]);
    expect(lines).toEqual(['first: wrote the payment page', 'second: read', 'wrote 2 file(s)']);
    expect(seen).toEqual(['<head><script>1</script></head>', '/*\n  X: 1\n', 'export const a=1', 'index.html', 'payment/index.html', 'a.js']);
    expect(await readFile(join(root, 'payment/index.html'), 'utf8')).toBe('<head><script>1</script></head>');
    expect(await readFile(join(root, '_headers'), 'utf8')).toBe('/*\n  X: 1\n');
    // A page given its own content again is not rewritten.
    expect((await stat(join(root, 'index.html'))).mtimeMs).toBe(before);
  });
});
