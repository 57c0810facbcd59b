import * as z from 'zod/mini';
import { onReset } from '~/stores/reset';
import { countMemoryRecords, LEDGER_STORAGE_KEY } from './ledger-key';

export { LEDGER_STORAGE_KEY } from './ledger-key';

/**
 * The browser's record of its payment attempts, one per purchase (decision 012): kept in localStorage, so every tab
 * of the browser and every reload sees it, and a page that opens the same purchase again finds the attempt that
 * may have paid it. What is kept names the purchase, the method, the amount and the key only: never the card, its
 * token, the holder or any other field the buyer typed.
 */

/** What makes two presses of the pay button the same attempt: the same purchase, invoice, method and amount. */
export const attemptScopeSchema = z.strictObject({
  /** The purchase's identity (src/domain/purchase.ts). */
  purchase: z.string(),
  slug: z.string(),
  invoiceId: z.nullable(z.string()),
  method: z.string(),
  currency: z.string(),
  /** Integer cents. */
  amount: z.number().check(z.int()),
});
export type AttemptScope = z.infer<typeof attemptScopeSchema>;

/**
 * - `open`: the key was drawn and a request may have left; its outcome is not known to this browser.
 * - `paid`: the gateway took it; `pending`: a document or code waits for the buyer (pix, boleto, a slip).
 * A refused or never-received attempt leaves no record: the next press starts afresh.
 */
export const LEDGER_STATES = ['open', 'paid', 'pending'] as const;
export type LedgerState = (typeof LEDGER_STATES)[number];

const recordSchema = z.strictObject({
  key: z.string().check(z.minLength(1), z.maxLength(64)),
  scope: attemptScopeSchema,
  state: z.enum(LEDGER_STATES),
  /** Epoch ms: when the attempt opened, or when it was answered paid or pending. */
  at: z.number(),
});
export type LedgerRecord = z.infer<typeof recordSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a record is kept: a paid or pending purchase is recognised for a week ... */
export const LEDGER_KEEP_MS = 7 * DAY_MS;
/**
 * ... an open attempt for a month, long past its key's lifetime: it is never forgotten unanswered (decision 012,
 * addendum). A buyer whose answer was lost and who comes back the next day is asked about it, not offered a fresh
 * checkout; a month covers a monthly plan's cycle, after which the office's invoices are the buyer's record.
 */
export const OPEN_ATTEMPT_KEEP_MS = 30 * DAY_MS;
/**
 * How long the gateway keeps an attempt's key (decision 012, "What the gateway must do with the key", point 1): past
 * it, the attempt lookup's "never received" may only mean that the key was forgotten.
 */
export const ATTEMPT_KEY_LIFETIME_MS = DAY_MS;

/** Whether the record's attempt opened longer ago than the gateway keeps its key. */
export function pastKeyLifetime(record: LedgerRecord, now = Date.now()): boolean {
  return now - record.at >= ATTEMPT_KEY_LIFETIME_MS;
}

/** Memory stands in where localStorage is missing or fails (Node, some private modes, a full quota). */
let memory: Record<string, LedgerRecord> = {};
let storageFailed = false;
onReset('page', () => {
  memory = {};
  storageFailed = false;
  countMemoryRecords(0);
});

function storage(): Storage | null {
  if (storageFailed) return null;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readAll(now = Date.now()): Record<string, LedgerRecord> {
  const store = storage();
  let raw: unknown = memory;
  if (store) {
    try {
      const text = store.getItem(LEDGER_STORAGE_KEY);
      raw = text ? JSON.parse(text) : {};
    } catch {
      storageFailed = true;
    }
  }
  const records: Record<string, LedgerRecord> = {};
  if (raw && typeof raw === 'object') {
    for (const [purchase, value] of Object.entries(raw)) {
      const parsed = recordSchema.safeParse(value);
      if (parsed.success && now - parsed.data.at < (parsed.data.state === 'open' ? OPEN_ATTEMPT_KEEP_MS : LEDGER_KEEP_MS)) records[purchase] = parsed.data;
    }
  }
  return records;
}

function writeAll(records: Record<string, LedgerRecord>): void {
  memory = records;
  const store = storage();
  countMemoryRecords(store ? 0 : Object.keys(records).length);
  if (!store) return;
  try {
    if (Object.keys(records).length) store.setItem(LEDGER_STORAGE_KEY, JSON.stringify(records));
    else store.removeItem(LEDGER_STORAGE_KEY);
  } catch {
    // A full quota or a blocked storage: from now on the memory copy covers this page's life.
    storageFailed = true;
    countMemoryRecords(Object.keys(records).length);
  }
}

/** The purchase's record, or null. Example: purchaseRecord('42|advanced-plan|plan|')?.state === 'open'. */
export function purchaseRecord(purchase: string): LedgerRecord | null {
  return readAll()[purchase] ?? null;
}

/** Writes the purchase's record (null removes it); forgets records past LEDGER_KEEP_MS on the way. */
export function writeRecord(purchase: string, record: LedgerRecord | null): void {
  const records = readAll();
  if (record) records[purchase] = record;
  else delete records[purchase];
  writeAll(records);
}

/**
 * Ends the attempt of `key`: paid or pending keep the purchase's record in that state (a reload, Back or another tab
 * then finds it paid); refused removes it. A key that is not the purchase's open attempt changes nothing.
 */
export function closeRecord(key: string, answer: 'paid' | 'pending' | 'refused', now = Date.now()): void {
  const records = readAll(now);
  const purchase = Object.keys(records).find((id) => records[id]!.key === key && records[id]!.state === 'open');
  if (!purchase) return;
  if (answer === 'refused') delete records[purchase];
  else records[purchase] = { ...records[purchase]!, state: answer, at: now };
  writeAll(records);
}
