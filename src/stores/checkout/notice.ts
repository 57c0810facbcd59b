import { atom } from 'nanostores';
import { onReset, resettable } from '~/stores/reset';

/** A timed message shown above the checkout (e.g. the 6-second invalid-invoice notice, part 1 §8). */
export interface Notice {
  id: number;
  /** Translation key, e.g. 'errors:load.invoice_not_owned'. */
  key: string;
  /** Placeholder values of the key. */
  values: Readonly<Record<string, string>>;
}

/** The notices on screen, oldest first. */
export const $notices = resettable(atom<readonly Notice[]>([]), 'load');

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a notice for `durationMs` milliseconds and returns its id. Example:
 * showNotice('errors:load.invoice_not_owned', { invoice: '5003' }, INVALID_INVOICE_NOTICE_MS).
 */
export function showNotice(key: string, values: Readonly<Record<string, string>>, durationMs: number): number {
  const id = nextId++;
  $notices.set([...$notices.get(), { id, key, values }]);
  timers.set(id, setTimeout(() => dismissNotice(id), durationMs));
  return id;
}

/** Removes a notice before its time (a close button) or when its time is up. */
export function dismissNotice(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $notices.set($notices.get().filter((notice) => notice.id !== id));
}

/** Removes every notice and its timer (a new load sequence starts clean). */
onReset('load', () => clearNotices());

export function clearNotices(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  $notices.set([]);
}
