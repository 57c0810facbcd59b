import { HttpResponse } from 'msw';

/**
 * The sandbox gateway's memory of payments: answers by idempotency key, a log of the payments it created
 * (tests read it to prove "exactly one payment request"), pix polls, pending 3-D Secure returns and
 * provider S payment intents. `resetPaymentStore()` empties it between tests.
 */
export interface PaymentRecord {
  key: string;
  /** The endpoint or call that created it, e.g. 'provider-s-card', 'payment-intent', 'saved-card-debit'. */
  call: string;
  userId: string;
  /** The gateway's `type` (or status code) of the first answer, e.g. 'payment_authorized'. */
  outcome: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

interface Entry {
  fingerprint: string;
  answer: Promise<StoredAnswer>;
}

export interface PaymentIntentRecord {
  id: string;
  status: 'requires_action' | 'requires_confirmation' | 'succeeded' | 'requires_payment_method';
  /** Cards that need the sandbox 3-D Secure challenge (outcome authentication_required). */
  needsChallenge: boolean;
}

export interface ThreeDSecureRecord {
  after: 'authorized' | 'refused';
  gatewayIdentifier: string;
  /** The verification answer, fixed by the first return call so a reload gets the same one. */
  final: StoredAnswer | null;
}

const answers = new Map<string, Entry>();
const records: PaymentRecord[] = [];
export const pixPolls = new Map<string, number>();
export const threeDSecureReturns = new Map<string, ThreeDSecureRecord>();
export const paymentIntents = new Map<string, PaymentIntentRecord>();
let sequence = 0;

/** A fresh number for sandbox ids (gateway identifiers, hash tokens, client secrets). */
export function nextSandboxNumber(): number {
  sequence += 1;
  return sequence;
}

export function resetPaymentStore(): void {
  answers.clear();
  records.length = 0;
  pixPolls.clear();
  threeDSecureReturns.clear();
  paymentIntents.clear();
  sequence = 0;
}

/** Every payment the sandbox gateway created, oldest first (one per idempotency key). */
export function sandboxPaymentRecords(): readonly PaymentRecord[] {
  return records;
}

/** How many payments the sandbox gateway created. Example: after a double click with one key, 1. */
export function paymentsCreatedCount(): number {
  return records.length;
}

function json(answer: StoredAnswer): Response {
  return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
}

/**
 * Answers a payment-creating call once per idempotency key: the first request runs `produce` (and is
 * logged); a retry or a concurrent duplicate with the same key and body gets the SAME answer and creates
 * nothing; the same key with a different body is a client bug and answers 409.
 */
export async function answerOnce(
  key: string,
  body: unknown,
  record: Omit<PaymentRecord, 'key' | 'outcome'>,
  produce: () => Promise<StoredAnswer>,
): Promise<Response> {
  const fingerprint = JSON.stringify(body);
  const existing = answers.get(key);
  if (existing) {
    if (existing.fingerprint !== fingerprint) return HttpResponse.json({ error: 'idempotency_key_reused', key }, { status: 409 });
    return json(await existing.answer);
  }
  const answer = produce().then((stored) => {
    const gateway = (stored.body as { gateway?: { type?: unknown; status?: unknown } }).gateway;
    records.push({ ...record, key, outcome: String(gateway?.type ?? gateway?.status ?? stored.status) });
    return stored;
  });
  // A crash of the sandbox itself must not pin the key to a failure.
  answer.catch(() => answers.delete(key));
  answers.set(key, { fingerprint, answer });
  return json(await answer);
}
