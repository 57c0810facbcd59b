/**
 * Every payment method value (part 2 §4.2), in the order the payment step shows their panels (part 2 §2). The names
 * alone, apart from their descriptors (index.ts): the checkout's first files parse a method from the address and the
 * office's answers long before the payment step needs what a method is.
 */
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
