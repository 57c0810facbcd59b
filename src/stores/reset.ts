import type { WritableAtom } from 'nanostores';

/*
 * Every store registers how it resets, once, where it is declared, so that a new store cannot be forgotten by a
 * hand-kept list. Two scopes:
 * - 'load': what a load sequence learns (the session, the invoice, notices, the applied coupon). Emptied when a
 *   load starts, so a reload starts from nothing and a stale value never shows.
 * - 'page': everything else the page holds (what the buyer typed, the step, the language). Emptied only when the
 *   whole page starts over: the shared test set-up after each test, and the QA workbench between states.
 */
export type ResetScope = 'load' | 'page';

const resets: { scope: ResetScope; reset: () => void }[] = [];

/** Registers a reset action for a scope (for state kept outside an atom, e.g. a pending request to cancel). */
export function onReset(scope: ResetScope, reset: () => void): void {
  resets.push({ scope, reset });
}

/** Declares a store together with its reset: back to the value it was created with. Returns the store. */
export function resettable<Store extends WritableAtom<unknown>>(store: Store, scope: ResetScope): Store {
  const initial = store.get();
  onReset(scope, () => store.set(initial));
  return store;
}

/** 'load' resets the load's stores; 'page' resets every store, the load's included. */
export function resetStores(scope: ResetScope): void {
  for (const entry of resets) if (scope === 'page' || entry.scope === 'load') entry.reset();
}
