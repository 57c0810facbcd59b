import { onSandboxReset } from './reset';

/**
 * A small state store for the sandbox: kept in sessionStorage in the browser, so it survives the
 * checkout's reloads, and in memory in Node tests (or where storage is blocked). Each one registers its reset
 * with the sandbox's (reset.ts). `createSharedStore` (shared-store.ts) is the same store in localStorage, for the
 * state every tab of the browser must see.
 */
export interface SessionStore<T> {
  load(): T;
  save(state: T): void;
  reset(): void;
}

/** Where a browser store keeps its state: the tab's own storage, or the one every tab of the origin shares. */
export type StorageArea = 'session' | 'local';

function storageOrNull(area: StorageArea): Storage | null {
  try {
    // Reading the global itself throws where storage is blocked (some private modes, sandboxed frames).
    if (area === 'local') return typeof localStorage === 'undefined' ? null : localStorage;
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The store over one storage area. The storage is the truth while it works, so a state another tab wrote (or
 * removed) is what the next load sees; memory stands in where there is no storage (Node) and from the first time
 * storage fails (a full quota), so a change is never lost for the rest of the page.
 */
export function createBrowserStore<T>(area: StorageArea, key: string, initial: () => T, revive: (stored: unknown) => T = (s) => s as T): SessionStore<T> {
  let memory = initial();
  let memoryOnly = false;
  const storage = () => (memoryOnly ? null : storageOrNull(area));
  const store: SessionStore<T> = {
    load() {
      const area = storage();
      if (!area) return memory;
      try {
        const raw = area.getItem(key);
        return raw ? revive(JSON.parse(raw)) : initial();
      } catch {
        return memory;
      }
    },
    save(state) {
      memory = state;
      try {
        storage()?.setItem(key, JSON.stringify(state));
      } catch {
        memoryOnly = true;
      }
    },
    reset() {
      memory = initial();
      memoryOnly = false;
      try {
        storageOrNull(area)?.removeItem(key);
      } catch {
        // Nothing stored where storage fails.
      }
    },
  };
  onSandboxReset(store.reset);
  return store;
}

/**
 * @param key sessionStorage key
 * @param initial a fresh state (called again on every reset)
 * @param revive turns what was stored into a full state (e.g. fills fields added since it was saved)
 */
export function createSessionStore<T>(key: string, initial: () => T, revive?: (stored: unknown) => T): SessionStore<T> {
  return createBrowserStore('session', key, initial, revive);
}
