/**
 * Where the purchase ledger lives (ledger.ts), and a cheap look at whether it holds anything, for the checkout's
 * start: the ledger's code and schemas load only when this browser has a record (the first-load budget).
 */
export const LEDGER_STORAGE_KEY = 'checkout.purchases';

/** Records kept in memory where localStorage fails (ledger.ts says how many). */
let inMemory = 0;
export function countMemoryRecords(count: number): void {
  inMemory = count;
}

/** Whether this browser has any purchase record. */
export function hasLedger(): boolean {
  if (inMemory > 0) return true;
  try {
    return typeof localStorage !== 'undefined' && Boolean(localStorage.getItem(LEDGER_STORAGE_KEY));
  } catch {
    return false;
  }
}
