import { onReset } from '~/stores/reset';
import { KEEPS_REQUEST, transition, type PaymentEvent, type SentRequest } from './machine';
import { $paymentStatus } from './status';

/**
 * What closes an attempt's key: attempt-key.ts registers `endAttempt` when it loads. Every route that sends under a
 * key has drawn it from attempt-key.ts, so the closer is there before any answer names a key; the step's editing
 * (which dispatches too) does not load the key's storage and schemas at step 2's start.
 */
let closeAttempt: ((key: string, answer: 'paid' | 'pending' | 'refused') => void) | null = null;
export function closeAttemptsWith(close: (key: string, answer: 'paid' | 'pending' | 'refused') => void): void {
  closeAttempt = close;
}

/** The request the attempt sent last, while its outcome may still come (paying, authenticating, checking). */
let sent: SentRequest | null = null;
onReset('page', () => {
  sent = null;
});

/**
 * The ONLY writer of the payment status (a unit test refuses `$paymentStatus.set(` anywhere else): applies an event
 * through the machine's table (machine.ts) and answers whether the current state took it; a refused event changes
 * nothing. What the attempt keeps beside the status:
 * - `sent` keeps the exact request, for "check again" (`requestToResend`); it is dropped once the status leaves
 *   paying, authenticating and checking.
 * - `answered` with a `key` CLOSES that attempt (attempt-key.ts `endAttempt`, registered through `closeAttemptsWith`): the next press draws a new key, so a
 *   changed body (a new single-use card token) never goes out under an old key. A `lost` answer closes nothing: the
 *   attempt and its body stay. Routes whose failure may hide a payment (the wallet, the sponsor wallet's code) answer
 *   without a key and keep their attempt.
 *
 * @example dispatch({ type: 'press' }) // true in editing: the status is now paying; false while already paying
 */
export function dispatch(event: PaymentEvent): boolean {
  const next = transition($paymentStatus.get(), event);
  if (!next) return false;
  if (event.type === 'sent') sent = event.request;
  if (event.type === 'answered' && event.key) closeAttempt?.(event.key, event.answer.state === 'paid' ? (event.answer.document ? 'pending' : 'paid') : 'refused');
  if (!KEEPS_REQUEST.has(next.state)) sent = null;
  $paymentStatus.set(next);
  return true;
}

/** The request the attempt sent last, while its outcome may still come; null otherwise. */
export function requestInFlight(): SentRequest | null {
  return sent;
}

/** In "checking", the request to send again (same body, same key); null otherwise. */
export function requestToResend(): SentRequest | null {
  return $paymentStatus.get().state === 'checking' ? sent : null;
}

/** The buyer edits a field after a message: back to editing (a "checking" attempt stays until answered). */
export function editPayment(): void {
  dispatch({ type: 'edit' });
}
