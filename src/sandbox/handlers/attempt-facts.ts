import { PAYMENT_ENDPOINTS, type PaymentEndpoint } from '~/api/payment/payment-endpoints';
import type { PaymentMethod } from '~/domain/payment-methods';
import { SANDBOX_CHARGES } from '~/sandbox/methods';
import { paymentRecords, isAttemptRecord, type AttemptRecord, type StoredAnswer } from './payment-state';

/*
 * What the sandbox gateway keeps about a payment taken under an idempotency key, read from the call and the body
 * it received, so the office's attempt lookup (payment-attempt.ts, decision 012 point 5) can answer it later. The
 * bodies carry no method name: the endpoint (or call) names it, as the checkout's route table chose it.
 */

/** The other payment-creating calls: a saved-card debit is 'myCards', a payment intent is the wallet's. */
const METHOD_OF_CALL: Readonly<Record<string, PaymentMethod>> = {
  'saved-card-debit': 'myCards',
  'payment-intent': 'googlePay',
};

/** Names a future payment that does not say which payment it follows. */
export const FUTURE_PAYMENT_METHOD = 'futurePayment';

const isEndpoint = (call: string): call is PaymentEndpoint => Object.hasOwn(PAYMENT_ENDPOINTS, call);
const objectOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * The method of a call. A future payment (the recurring charge after a trial or a 100 % coupon) is charged to the
 * first payment's method: its body names that payment by gateway identifier (or by key when it had none).
 * Example: methodOf('provider-b-pix', body) === 'pix'.
 */
export function methodOf(call: string, body: Record<string, unknown>): string {
  if (isEndpoint(call)) return SANDBOX_CHARGES[PAYMENT_ENDPOINTS[call].charge].method;
  const method = METHOD_OF_CALL[call];
  if (method) return method;
  const first = body.gateway_identifier;
  const followed = paymentRecords().filter(isAttemptRecord).find((record) => first !== undefined && (record.gatewayIdentifier === first || record.key === first));
  return followed?.method ?? FUTURE_PAYMENT_METHOD;
}

/** The invoice a body pays: `my_data.office_fatura` (main payment, intent, future payment) or `invoice_id` (saved card). */
function invoiceOf(body: Record<string, unknown>): number | null {
  const id = objectOf(body.my_data).office_fatura ?? body.invoice_id;
  const number = Number(id);
  return id !== undefined && id !== null && Number.isInteger(number) ? number : null;
}

/**
 * The record of a payment the gateway took now under `key`: the call and buyer, the method, invoice, amount and
 * currency of its body, and the answer's outcome and gateway identifier.
 */
export function attemptRecordOf(key: string, taken: { call: string; userId: string }, body: unknown, answer: StoredAnswer, now = Date.now()): AttemptRecord {
  const sent = objectOf(body);
  const amount = objectOf(sent.amount);
  const answered = objectOf(answer.body);
  const gateway = objectOf(answered.gateway);
  return {
    key,
    call: taken.call,
    userId: taken.userId,
    outcome: String(gateway.type ?? gateway.status ?? answer.status),
    method: methodOf(taken.call, sent),
    invoiceId: invoiceOf(sent),
    amount: typeof amount.value === 'number' ? amount.value : 0,
    currency: typeof amount.currency === 'string' ? amount.currency : '',
    createdAt: now,
    gatewayIdentifier: typeof answered.gateway_identifier === 'string' ? answered.gateway_identifier : null,
  };
}
