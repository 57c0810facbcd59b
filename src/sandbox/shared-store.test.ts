import { describe, expect, it, vi } from 'vitest';
import { resetSandbox } from './reset';
import { createSharedStore } from './shared-store';

/*
 * The sandbox's shared store (decision 012: one payment per purchase, also from a second tab): localStorage in the
 * browser, memory in Node and wherever storage fails. Node has no localStorage, so each test stubs the one it needs.
 */

/** A localStorage of its own: a Map behind the Storage calls this store uses. */
function mapStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let keys = 0;
/** A store under a key of its own, so the stores of these tests do not meet. */
const counter = (key = `sandbox-test-shared-${(keys += 1)}`) => createSharedStore(key, () => ({ count: 0 }));

describe('createSharedStore (decision 012: the gateway is one server for every tab)', () => {
  it('decision 012: in Node, without localStorage, the state lives in memory and the sandbox reset empties it', () => {
    expect(typeof localStorage).toBe('undefined');
    const store = counter();
    store.save({ count: 2 });
    expect(store.load()).toEqual({ count: 2 });
    resetSandbox();
    expect(store.load()).toEqual({ count: 0 });
  });

  it('decision 012: in the browser it writes localStorage, not the tab\'s sessionStorage, so another tab reads the same state', () => {
    vi.stubGlobal('localStorage', mapStorage());
    vi.stubGlobal('sessionStorage', mapStorage());
    const key = 'sandbox-test-shared-tabs';
    counter(key).save({ count: 3 });
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toEqual({ count: 3 });
    expect(sessionStorage.length).toBe(0);
    // Another tab's sandbox: a store of its own over the same key sees the first tab's write.
    expect(counter(key).load()).toEqual({ count: 3 });
    resetSandbox();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('decision 012: a localStorage that refuses writes (a full quota) leaves the state in memory for the rest of the page', () => {
    const full = mapStorage();
    full.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', full);
    const store = counter();
    store.save({ count: 4 });
    expect(store.load()).toEqual({ count: 4 });
    store.save({ count: 5 });
    expect(store.load()).toEqual({ count: 5 });
  });

  it('decision 012: a localStorage the page may not reach (the global throws) falls back to memory', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      const store = counter();
      store.save({ count: 6 });
      expect(store.load()).toEqual({ count: 6 });
      expect(() => store.reset()).not.toThrow();
      expect(store.load()).toEqual({ count: 0 });
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
