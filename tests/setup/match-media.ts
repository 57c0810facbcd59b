/**
 * A screen width for component tests: jsdom has no matchMedia, so this answers `(min-width: N px)` queries for
 * the given width and lets a test resize the "screen" (a rotation), firing the lists' change events.
 * Returns the resize function and the cleanup that removes the stub.
 */
export function stubScreenWidth(width: number): { resize: (to: number) => void; restore: () => void } {
  let current = width;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    if (!min) throw new Error(`stubScreenWidth answers only (min-width: N px) queries, not ${query}`);
    return current >= Number(min[1]);
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const list = { query, listeners: new Set<() => void>() };
    lists.add(list);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(to) {
      const before = new Map([...lists].map((list) => [list, matches(list.query)]));
      current = to;
      for (const [list, was] of before) if (matches(list.query) !== was) list.listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
