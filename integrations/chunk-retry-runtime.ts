/*
 * The code every built chunk with a dynamic import carries (integrations/chunk-retry.ts copies this function's
 * source into it, so it must not use anything from outside its own body). Decision 011.
 */

/**
 * Imports the chunk `spec` (relative to the importing chunk, whose URL is `base`) through `load`, which calls the
 * browser's `import()` from that chunk, so that a retry after a failure loads it in every browser:
 * - Before the first import, it fetches the chunk and `parts` (the chunks it imports that its importer did not
 *   load) with plain requests: when one does not arrive, the import fails without the browser ever asking a module
 *   that did not arrive. Some browsers keep a failed module import and answer it again without a request (Chromium
 *   up to 150); a module import after the fetches is answered from the HTTP cache.
 * - After a failed module import, the next one asks a fresh URL (`spec?retry=N`). Once a URL has loaded, every
 *   later import of that chunk, from any chunk, asks the same URL, so the page keeps one instance of the module.
 * Example: chunkRetryImport((u) => import(u), './LoginForm.X.js', import.meta.url, ['./TextField.Y.js']).
 */
export function chunkRetryImport<T>(
  load: (specifier: string) => Promise<T>,
  spec: string,
  base: string,
  parts: readonly string[] = [],
): Promise<T> {
  type State = { failed: Map<string, number>; loaded: Set<string> };
  const scope = globalThis as typeof globalThis & { [key: symbol]: State | undefined };
  const state = (scope[Symbol.for('checkout.chunk-retry')] ??= { failed: new Map(), loaded: new Set() });
  const url = new URL(spec, base).href;
  const failures = state.failed.get(url) ?? 0;
  const target = failures === 0 ? spec : `${spec}?retry=${failures}`;
  const fetched = state.loaded.has(url)
    ? Promise.resolve()
    : Promise.all(
        [target, ...parts].map((part) =>
          fetch(new URL(part, base)).then((response) => {
            if (!response.ok) throw new Error(`chunk ${part} not loaded: HTTP ${response.status}`);
            return response.arrayBuffer();
          }),
        ),
      );
  return fetched.then(() =>
    load(target).then(
      (module) => {
        state.loaded.add(url);
        return module;
      },
      (error: unknown) => {
        // Imports that failed together count once: the next one asks one fresh URL.
        if ((state.failed.get(url) ?? 0) === failures) state.failed.set(url, failures + 1);
        throw error;
      },
    ),
  );
}
