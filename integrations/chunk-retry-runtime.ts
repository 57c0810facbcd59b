/*
 * The code every built chunk with a dynamic import carries (integrations/chunk-retry.ts copies this function's
 * source into it, so it must not use anything from outside its own body). Decision 011.
 */

/**
 * Imports the chunk `spec` (relative to the importing chunk, whose URL is `base`) through `load`, which calls the
 * browser's `import()` from that chunk. After a failed load of a chunk, the next load asks a fresh URL
 * (`spec?retry=N`): some browsers keep a failed module import and answer the same failure again without a request
 * (Chromium up to 150, per the module map rules of the time). Once a URL has loaded, every later import of that
 * chunk, from any chunk, asks the same URL, so the page keeps one instance of the module. The chunk's own static
 * imports carry no query: they resolve to the modules already loaded.
 * Example: chunkRetryImport((u) => import(u), './LoginForm.X.js', import.meta.url) asks ./LoginForm.X.js, and after
 * one failure ./LoginForm.X.js?retry=1.
 */
export function chunkRetryImport<T>(load: (specifier: string) => Promise<T>, spec: string, base: string): Promise<T> {
  const scope = globalThis as typeof globalThis & { [key: symbol]: Map<string, number> | undefined };
  const key = Symbol.for('checkout.chunk-retry');
  const failures = (scope[key] ??= new Map<string, number>());
  const url = new URL(spec, base).href;
  const failed = failures.get(url) ?? 0;
  return load(failed === 0 ? spec : `${spec}?retry=${failed}`).catch((error: unknown) => {
    // Loads that failed together count once: the next one asks one fresh URL.
    if ((failures.get(url) ?? 0) === failed) failures.set(url, failed + 1);
    throw error;
  });
}
