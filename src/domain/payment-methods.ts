/**
 * The payment method values of part 2 §4.2 and their parsing.
 * Availability lives in payment-method-rules.ts, preselection in payment-method-selection.ts,
 * the continue button in continue-button.ts.
 */

/** Every method the checkout knows, in the order the payment step shows its panels (part 2 §2). */
export const PAYMENT_METHODS = [
  'googlePay',
  'myCards',
  'creditCard',
  'sepa',
  'pix',
  'boleto',
  'cash',
  'bankTransfer',
  'nequi',
  'yape',
  'paypal',
  'pagSeguro',
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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

/** Methods whose panel replaces the card forms (part 2 §4.3: paypal, pagSeguro and myCards hide the card forms). */
const HIDES_CARD_FORMS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['paypal', 'pagSeguro', 'myCards']);

/** True when the method hides the card forms. Example: hidesCardForms('myCards') === true. */
export function hidesCardForms(method: PaymentMethod): boolean {
  return HIDES_CARD_FORMS.has(method);
}

/**
 * Methods whose invoice is set non-recurring on entering confirmation (part 2 §4.5):
 * these payments are one-off, so the office must not try to renew them automatically.
 */
const NON_RECURRING_METHODS: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>([
  'boleto',
  'pix',
  'cash',
  'bankTransfer',
  'nequi',
  'yape',
  'googlePay',
]);

/**
 * True when confirmation must set the invoice to recorrente 0 / recorrente_ativo 0 (part 2 §4.5).
 * Example: setsInvoiceNonRecurring('pix') === true; setsInvoiceNonRecurring('creditCard') === false.
 */
export function setsInvoiceNonRecurring(method: PaymentMethod): boolean {
  return NON_RECURRING_METHODS.has(method);
}
