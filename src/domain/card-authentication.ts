/**
 * Provider S card authentication succeeded only when the payment intent ends 'succeeded' (part 2 §4.4). Its own
 * module: the provider adapters need it on their first load, the rest of payment-response.ts only when paying.
 * Example: authenticationSucceeded('requires_payment_method') === false.
 */
export function authenticationSucceeded(paymentIntentStatus: string | null | undefined): boolean {
  return paymentIntentStatus === 'succeeded';
}
