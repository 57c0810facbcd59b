import { onSandboxReset } from './reset';

/**
 * A small state store for the sandbox: kept in sessionStorage in the browser, so it survives the
 * checkout's reloads, and in memory in Node tests (or where storage is blocked). Each one registers its reset
 * with the sandbox's (reset.ts).
 */
export interface SessionStore<T> {
  load(): T;
  save(state: T): void;
  reset(): void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * @param key sessionStorage key
 * @param initial a fresh state (called again on every reset)
 * @param revive turns what was stored into a full state (e.g. fills fields added since it was saved)
 */
export function createSessionStore<T>(key: string, initial: () => T, revive: (stored: unknown) => T = (s) => s as T): SessionStore<T> {
  let memory = initial();
  const store: SessionStore<T> = {
    load() {
      const raw = sessionStorageOrNull()?.getItem(key);
      if (!raw) return memory;
      try {
        return revive(JSON.parse(raw));
      } catch {
        return memory;
      }
    },
    save(state) {
      memory = state;
      sessionStorageOrNull()?.setItem(key, JSON.stringify(state));
    },
    reset() {
      memory = initial();
      sessionStorageOrNull()?.removeItem(key);
    },
  };
  onSandboxReset(store.reset);
  return store;
}
