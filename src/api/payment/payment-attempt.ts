import { AbortedError, ApiError, HttpError, NetworkError, PaymentOutcomeUnknownError, SchemaError, TimeoutError } from '~/api/errors';

/**
 * How a payment-creating call (main payment, payment intent, saved-card debit, future payment) treats an
 * ambiguous answer (DESIGN.md "Security": one payment at a time; decision 012).
 */

export interface PaymentCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Waits before each resend of the same attempt; its length bounds the resends. Tests pass short ones. */
  retryDelaysMs?: readonly number[];
}

/** Waits before the 2nd and 3rd send of the same attempt: 1 s, then 3 s; three sends in all. */
export const PAYMENT_RETRY_DELAYS_MS: readonly number[] = [1_000, 3_000];

/**
 * True for a failure after which the gateway may or may not have taken the payment: no answer (network
 * error, timeout), a 5xx, a 409 (the gateway holds a request with this key, finished or not), or a 2xx whose
 * body could not be read or understood. Every other HTTP status (400, 401, 403, 422...) is a definite answer:
 * the gateway refused the request before taking it. Example: isOutcomeUnknown(new HttpError('createPayment', 502)) === true.
 */
export function isOutcomeUnknown(error: unknown): error is ApiError {
  if (error instanceof NetworkError || error instanceof TimeoutError || error instanceof SchemaError) return true;
  return error instanceof HttpError && (error.status >= 500 || error.status === 409);
}

function pause(ms: number, signal: AbortSignal | undefined, call: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError(call, signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortedError(call, signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends one payment attempt, and resends the very same request (same body, so the same idempotency key)
 * while its outcome is unknown, waiting `retryDelaysMs` between sends. Returns the gateway's answer,
 * refusals included (they are data). Throws a definite failure (HttpError 4xx other than 409) as it came,
 * an {@link AbortedError} when the caller aborts (during a send or a wait), and after the last send a
 * {@link PaymentOutcomeUnknownError}: never a refusal, so the buyer is not invited to pay again with a new key.
 *
 * @example await sendPaymentAttempt('createPayment', payload.idempotency_key, (signal) => request({ ... , signal }), {})
 */
export async function sendPaymentAttempt<T>(
  call: string,
  idempotencyKey: string,
  send: (signal: AbortSignal | undefined) => Promise<T>,
  options: PaymentCallOptions,
): Promise<T> {
  const delays = options.retryDelaysMs ?? PAYMENT_RETRY_DELAYS_MS;
  for (let sends = 1; ; sends += 1) {
    try {
      return await send(options.signal);
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      const wait = delays[sends - 1];
      if (wait === undefined) throw new PaymentOutcomeUnknownError(call, idempotencyKey, error, sends);
      await pause(wait, options.signal, call);
    }
  }
}
