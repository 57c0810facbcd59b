import { delay, HttpResponse } from 'msw';
import { onSandboxReset } from '~/sandbox/reset';
import { getScenario } from '~/sandbox/scenario';
import { attemptRecordOf } from './attempt-facts';
import { paymentRecords, settleAnswer, settledAnswer, type PaymentRecord, type StoredAnswer } from './payment-state';

/**
 * The sandbox gateway's idempotency: answers by idempotency key and a log of the payments it created
 * (tests read it to prove "exactly one payment request"). Settled answers are kept with the rest of the
 * payment state (payment-state.ts, localStorage in the browser, shared by the tabs); an answer still on its way
 * back is held here so a concurrent duplicate of this page waits for it. The sandbox's reset (../reset.ts) empties
 * both between tests.
 */

/** What a handler produces: the answer, and how long the gateway takes to send it once the payment is taken. */
export interface ProducedAnswer extends StoredAnswer {
  /** The slow test card's wait (fixtures/payments.ts); `sandbox-gateway-delay` can make it longer. */
  delayMs?: number;
}

interface InFlight {
  fingerprint: string;
  answer: Promise<StoredAnswer>;
}

const inFlight = new Map<string, InFlight>();
onSandboxReset(() => inFlight.clear());

/** Every payment the sandbox gateway created, oldest first (one per idempotency key). */
export function sandboxPaymentRecords(): readonly PaymentRecord[] {
  return paymentRecords();
}

/** How many payments the sandbox gateway created. Example: after a double click with one key, 1. */
export function paymentsCreatedCount(): number {
  return paymentRecords().length;
}

function json(answer: StoredAnswer): Response {
  return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
}

/**
 * What makes two sends "the same body" (decision 012, "What the gateway must do with the key", points 2 and 3): the
 * whole body but `token_checkout`, the page's credential (part 2 §7 "Checkout token"), which every page load gets
 * anew. A page reloaded under the same attempt (a wallet's failed return confirming the same intent) sends the same
 * payment with its own token; it must get the first answer, not a 409.
 */
export function bodyFingerprint(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return JSON.stringify(body);
  const { token_checkout: _credential, ...payment } = body as Record<string, unknown>;
  return JSON.stringify(payment);
}

/**
 * Answers a payment-creating call once per idempotency key: the first request runs `produce` (and is
 * logged); a retry or a concurrent duplicate with the same key and body gets the SAME answer and creates
 * nothing, also after a reload and from another tab; the same key with a different body is a client bug and
 * answers 409.
 *
 * The 409 is OUR gateway's contract (decision 012, "What the gateway must do with the key", point 3), not a provider's:
 * the providers behind it answer a reused key their own way, and the gateway does not pass that answer on. Stripe
 * replays the first result for the same key and parameters and answers HTTP 400 with an `idempotency_error` for the
 * key with other parameters (https://docs.stripe.com/api/idempotent_requests, https://docs.stripe.com/api/errors);
 * Adyen answers HTTP 422 for its `Idempotency-Key` reused with another body
 * (https://docs.adyen.com/development-resources/api-idempotency/). The checkout reads the 409 as an unknown outcome
 * (decision 012) and resends the same body.
 *
 * The gateway takes the payment when the request arrives: the answer and its record are written first, and only
 * then does the answer wait (the slow card, `sandbox-gateway-delay`). The handler runs in the page, so a reload
 * during the wait kills it; the payment is already in the records with its final answer, as a real gateway would
 * have it, and the reloaded page can ask for it by key.
 */
export async function answerOnce(
  key: string,
  body: unknown,
  record: Omit<PaymentRecord, 'key' | 'outcome'>,
  produce: () => Promise<ProducedAnswer>,
): Promise<Response> {
  const fingerprint = bodyFingerprint(body);
  const existing = inFlight.get(key) ?? settledAnswer(key);
  if (existing) {
    if (existing.fingerprint !== fingerprint) return HttpResponse.json({ error: 'idempotency_key_reused', key }, { status: 409 });
    return json(await existing.answer);
  }
  const answer = produce().then(async ({ delayMs = 0, ...stored }) => {
    settleAnswer(key, { fingerprint, answer: stored }, attemptRecordOf(key, record, body, stored));
    const wait = Math.max(delayMs, getScenario().gatewayDelayMs ?? 0);
    if (wait > 0) await delay(wait);
    return stored;
  });
  inFlight.set(key, { fingerprint, answer });
  // A crash of the sandbox itself must not pin the key to a failure; a settled answer is in the payment state.
  answer.then(
    () => inFlight.delete(key),
    () => inFlight.delete(key),
  );
  return json(await answer);
}
