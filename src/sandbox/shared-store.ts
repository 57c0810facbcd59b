import { createBrowserStore, type SessionStore } from './session-store';

/**
 * A sandbox store kept in localStorage: every tab of the browser reads and writes the same state, as they would
 * reach the same server. The sandbox gateway's payments live here (handlers/payment-state.ts), so a second tab, or
 * a reload after the payment request left, finds the payment and its idempotency key. Memory in Node and where
 * storage fails; emptied by the sandbox's reset like the session stores. A Playwright test starts with a fresh
 * browser context, so with an empty localStorage.
 *
 * @param key localStorage key
 * @param initial a fresh state (called again on every reset)
 * @param revive turns what was stored into a full state (e.g. fills fields added since it was saved)
 */
export function createSharedStore<T>(key: string, initial: () => T, revive?: (stored: unknown) => T): SessionStore<T> {
  return createBrowserStore('local', key, initial, revive);
}
