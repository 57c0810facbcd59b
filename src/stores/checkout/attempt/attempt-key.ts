import * as z from 'zod/mini';
import { idempotencyKeySchema, newIdempotencyKey, type IdempotencyKey } from '~/api/payment/idempotency-key';
import { onReset } from '~/stores/reset';
import { closeAttemptsWith } from './dispatch';

/**
 * The payment attempt's idempotency key, kept in the tab's sessionStorage so that a reload, or a return from
 * 3-D Secure, PayPal or a bank, continues the SAME attempt instead of starting a second payment (DESIGN.md
 * "Security"; decision 012). What is kept names the purchase and the method only: never the card, its token,
 * the holder or any other field the buyer typed.
 */

/** What makes two presses of the pay button the same attempt: the same purchase, method and amount. */
export const attemptScopeSchema = z.strictObject({
  slug: z.string(),
  invoiceId: z.nullable(z.string()),
  method: z.string(),
  currency: z.string(),
  /** Integer cents. */
  amount: z.number().check(z.int()),
});
export type AttemptScope = z.infer<typeof attemptScopeSchema>;

const storedAttemptSchema = z.strictObject({ key: idempotencyKeySchema, scope: attemptScopeSchema });
export type StoredAttempt = z.infer<typeof storedAttemptSchema>;

export const ATTEMPT_STORAGE_KEY = 'checkout.payment-attempt';

/** Memory stands in where sessionStorage is missing or fails (Node, some private modes, a full quota). */
let memory: string | null = null;
let storageFailed = false;
// A page starting over forgets the memory copy (sessionStorage, when there is one, is the tab's and stays).
onReset('page', () => {
  memory = null;
  storageFailed = false;
});

function storage(): Storage | null {
  if (storageFailed) return null;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  const store = storage();
  if (!store) return memory;
  try {
    return store.getItem(ATTEMPT_STORAGE_KEY);
  } catch {
    storageFailed = true;
    return memory;
  }
}

function read(): StoredAttempt | null {
  const raw = readRaw();
  if (!raw) return null;
  try {
    const parsed = storedAttemptSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(attempt: StoredAttempt | null): void {
  memory = attempt ? JSON.stringify(attempt) : null;
  try {
    if (memory) storage()?.setItem(ATTEMPT_STORAGE_KEY, memory);
    else storage()?.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // A full quota or a blocked storage: from now on the memory copy covers this page's life.
    storageFailed = true;
  }
}

const sameScope = (a: AttemptScope, b: AttemptScope) =>
  a.slug === b.slug && a.invoiceId === b.invoiceId && a.method === b.method && a.currency === b.currency && a.amount === b.amount;

/**
 * The key for a press of the pay button: the open attempt's key when it is for the same purchase, method and
 * amount (a resend, a reload mid-request, a return from 3-D Secure), otherwise a new attempt with a new key.
 * Example: attemptKey(scope) === attemptKey(scope); attemptKey({ ...scope, method: 'pix' }) is another key.
 */
export function attemptKey(scope: AttemptScope): IdempotencyKey {
  const open = read();
  if (open && sameScope(open.scope, scope)) return open.key;
  const key = newIdempotencyKey();
  write({ key, scope: attemptScopeSchema.parse(scope) });
  return key;
}

/** The attempt still open in this tab (its answer not yet known), to resume after a reload; null when none. */
export function openAttempt(): StoredAttempt | null {
  return read();
}

/**
 * Ends the attempt once the gateway's answer is definite (paid, pending with its artefact, refused): the next
 * press starts a new attempt with a new key. A key other than the open one ends nothing.
 */
export function endAttempt(key: IdempotencyKey): void {
  if (read()?.key === key) write(null);
}

// A definite answer that names a key closes it (dispatch.ts).
closeAttemptsWith((key) => endAttempt(key as IdempotencyKey));
