/**
 * One payment in flight per purchase across the tabs of a browser (decision 012): the tab that pays holds the
 * purchase's lock until its attempt has a definite answer; another tab that reaches pay meanwhile does not pay, it
 * waits for the lock and then follows what the first tab's attempt became (the ledger).
 *
 * The Web Locks API where the browser has it (a lock is released by the browser when its tab closes or reloads);
 * otherwise a lease in localStorage, renewed while held and dead soon after its tab is gone; where localStorage
 * fails too, a lock of this page only (other tabs cannot be seen, the gateway's idempotency still holds).
 */
export interface PurchaseLock {
  /** Takes the purchase for this tab unless another tab holds it: resolves with its release, or null. */
  hold(purchase: string): Promise<(() => void) | null>;
  /** Resolves once no other tab holds the purchase (at once when none does); rejects when `signal` aborts. */
  whenFree(purchase: string, signal?: AbortSignal): Promise<void>;
}

const lockName = (purchase: string) => `checkout.pay:${purchase}`;

interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => unknown): Promise<unknown>;
}

/** The Web Locks API (https://developer.mozilla.org/docs/Web/API/Web_Locks_API): exclusive, per origin, released with the tab. */
export function webLocks(locks: LockManagerLike): PurchaseLock {
  return {
    hold(purchase) {
      return new Promise((resolve, reject) => {
        locks
          .request(lockName(purchase), { ifAvailable: true }, (lock) => {
            if (!lock) return resolve(null);
            // Held until the returned promise settles, that is until the release is called.
            return new Promise<void>((release) => resolve(() => release()));
          })
          .catch(reject);
      });
    },
    async whenFree(purchase, signal) {
      await locks.request(lockName(purchase), signal ? { signal } : {}, () => undefined);
    },
  };
}

/** How long a lease lives without renewal, and how often its holder renews it (and a waiter looks again). */
export const LEASE_MS = 4_000;
export const LEASE_RENEW_MS = 1_000;

interface Lease {
  tab: string;
  until: number;
}

/** Leases in a Storage (localStorage: shared by the tabs). Each tab is `tab`; time is Date.now(). */
export function storageLeases(store: Storage, tab: string): PurchaseLock {
  const keyOf = (purchase: string) => `checkout.lock.${purchase}`;
  const read = (purchase: string): Lease | null => {
    try {
      const lease = JSON.parse(store.getItem(keyOf(purchase)) ?? 'null') as Lease | null;
      return lease && typeof lease.tab === 'string' && typeof lease.until === 'number' ? lease : null;
    } catch {
      return null;
    }
  };
  const heldByOther = (purchase: string) => {
    const lease = read(purchase);
    return lease !== null && lease.tab !== tab && lease.until > Date.now();
  };
  const write = (purchase: string) => store.setItem(keyOf(purchase), JSON.stringify({ tab, until: Date.now() + LEASE_MS }));
  return {
    async hold(purchase) {
      if (heldByOther(purchase)) return null;
      write(purchase);
      // Two tabs that looked at once both wrote: the one whose lease is there now holds it.
      await Promise.resolve();
      if (read(purchase)?.tab !== tab) return null;
      const renew = setInterval(() => {
        if (read(purchase)?.tab === tab) write(purchase);
      }, LEASE_RENEW_MS);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        if (typeof removeEventListener === 'function') removeEventListener('pagehide', release);
        if (read(purchase)?.tab === tab) store.removeItem(keyOf(purchase));
      };
      if (typeof addEventListener === 'function') addEventListener('pagehide', release);
      return release;
    },
    whenFree(purchase, signal) {
      return new Promise((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const stop = () => {
          clearTimeout(timer);
          reject(signal?.reason);
        };
        const look = () => {
          if (!heldByOther(purchase)) {
            signal?.removeEventListener('abort', stop);
            return resolve();
          }
          timer = setTimeout(look, LEASE_RENEW_MS);
        };
        if (signal?.aborted) return stop();
        signal?.addEventListener('abort', stop, { once: true });
        look();
      });
    },
  };
}

/** This page only: where no storage is shared, only the page's own attempts can be seen. */
export function pageOnlyLock(): PurchaseLock {
  const held = new Set<string>();
  return {
    async hold(purchase) {
      if (held.has(purchase)) return null;
      held.add(purchase);
      return () => held.delete(purchase);
    },
    async whenFree() {},
  };
}

function sharedStorage(): Storage | null {
  try {
    if (typeof localStorage === 'undefined') return null;
    localStorage.getItem('checkout.lock.probe');
    return localStorage;
  } catch {
    return null;
  }
}

/** The best lock this browser offers: Web Locks, else leases in localStorage, else this page only. */
export function purchaseLock(): PurchaseLock {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  if (locks && typeof locks.request === 'function') return webLocks(locks);
  const store = sharedStorage();
  return store ? storageLeases(store, crypto.randomUUID()) : pageOnlyLock();
}
