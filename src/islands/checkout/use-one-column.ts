import { useSyncExternalStore } from 'react';

/**
 * The width from which the checkout shows two columns; checkout.css uses the same `min-width: 900px`.
 * Below it (a phone, a narrow window) the order summary folds to one line above the step.
 */
export const TWO_COLUMNS_QUERY = '(min-width: 900px)';

function twoColumns(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(TWO_COLUMNS_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = twoColumns();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// Without matchMedia (the server, an old test DOM) the page is taken as wide: the summary stays open.
const isOneColumn = (): boolean => twoColumns()?.matches === false;
const onServer = (): boolean => false;

/** Whether the checkout is laid out in one column (below 900 px); follows rotations and window resizes. */
export function useOneColumn(): boolean {
  return useSyncExternalStore(subscribe, isOneColumn, onServer);
}
