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
/** Each notice's timer, its duration, and how many things hold it (the pointer over it, the focus in it). */
const timers = new Map<number, { timer?: ReturnType<typeof setTimeout>; ms: number; held: number }>();

/**
 * Shows a notice for `durationMs` milliseconds and returns its id. Example:
 * showNotice('errors:load.invoice_not_owned', { invoice: '5003' }, INVALID_INVOICE_NOTICE_MS).
 */
export function showNotice(key: string, values: Readonly<Record<string, string>>, durationMs: number): number {
  const id = nextId++;
  $notices.set([...$notices.get(), { id, key, values }]);
  timers.set(id, { ms: durationMs, held: 0 });
  holdNotice(id, 0);
  return id;
}

/**
 * WCAG 2.2.1: a notice the pointer is over, or that holds the focus, stays (`by` 1 when one of them arrives, -1 when
 * it leaves); once nothing holds it, it gets its whole time again. Example: holdNotice(id, 1) on mouseenter.
 */
export function holdNotice(id: number, by: 1 | 0 | -1): void {
  const entry = timers.get(id);
  if (!entry) return;
  entry.held = Math.max(0, entry.held + by);
  clearTimeout(entry.timer);
  if (!entry.held) entry.timer = setTimeout(() => dismissNotice(id), entry.ms);
}

/** Removes a notice before its time (a close button) or when its time is up. */
export function dismissNotice(id: number): void {
  clearTimeout(timers.get(id)?.timer);
  timers.delete(id);
  $notices.set($notices.get().filter((notice) => notice.id !== id));
}

/** Removes every notice and its timer (a new load sequence starts clean). */
onReset('load', () => clearNotices());

export function clearNotices(): void {
  for (const { timer } of timers.values()) clearTimeout(timer);
  timers.clear();
  $notices.set([]);
}
