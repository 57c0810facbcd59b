/**
 * The payment method values of part 2 §4.2 and their parsing.
 * Availability lives in payment-method-rules.ts, preselection in payment-method-selection.ts,
 * the continue button in continue-button.ts; each method's facts in its descriptor (methods/). These names stay apart
 * from the descriptors: the checkout's first files parse a method long before they need what it is.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/methods/names';

export { PAYMENT_METHODS, type PaymentMethod };

const METHOD_SET: ReadonlySet<string> = new Set(PAYMENT_METHODS);

/** True when `value` is exactly one of PAYMENT_METHODS. Example: isPaymentMethod('pix') === true. */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return METHOD_SET.has(value);
}

export type ParsedPaymentMethod =
  | { ok: true; method: PaymentMethod }
  | { ok: false; error: { key: 'payment:errors.unknown_method'; params: { method: string } } };

/**
 * Parses a method value; any other value is an error (part 2 §4.2, §8).
 * Example: parsePaymentMethod('boleto') -> { ok: true, method: 'boleto' };
 * parsePaymentMethod('cheque') -> { ok: false, error: { key: 'payment:errors.unknown_method', params: { method: 'cheque' } } }.
 */
export function parsePaymentMethod(value: string): ParsedPaymentMethod {
  if (isPaymentMethod(value)) return { ok: true, method: value };
  return { ok: false, error: { key: 'payment:errors.unknown_method', params: { method: value } } };
}
