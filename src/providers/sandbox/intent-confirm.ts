import type { PaymentIntent, PaymentIntentResult, StripeError } from '@stripe/stripe-js';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';

/** What a wallet's Express Checkout sheet showed: the Elements `amount` (Stripe's units) and lower-case `currency`. */
export interface SheetAmount {
  amount: number;
  currency: string;
}

/**
 * Confirms a payment intent at the sandbox provider S (docs/sandbox.md): after the sandbox 3-D Secure challenge
 * ('pass' or 'fail'), or for a wallet (no challenge, with the sheet's Elements amount). Answers as Stripe.js's
 * `confirmPayment` / `confirmCardPayment` do (https://docs.stripe.com/js/payment_intents/confirm_payment): the intent,
 * or Stripe's error as the sandbox sent it (`error.payment_intent` attached, https://docs.stripe.com/api/errors), or
 * an `api_connection_error` when the sandbox did not answer, as Stripe.js reports a request that got no answer (the
 * confirmation may have reached it). `paymentMethod` is the one to confirm with (Stripe's
 * `confirmCardPayment(secret, { payment_method })`); without it the sandbox, like Stripe, confirms only an intent that
 * already has one or waits for its next action.
 */
export async function confirmSandboxIntent(clientSecret: string, challenge?: 'pass' | 'fail', paymentMethod?: string, sheet?: SheetAmount): Promise<PaymentIntentResult> {
  let response: Response;
  try {
    response = await fetch(sandboxProviderUrl('s/payment-intents/confirm'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, ...(challenge && { challenge }), ...(paymentMethod && { payment_method: paymentMethod }), ...sheet }),
    });
  } catch (error) {
    return { error: { type: 'api_connection_error', message: String(error) } };
  }
  const body = (await response.json().catch(() => null)) as { status?: unknown; error?: StripeError } | null;
  if (response.ok && typeof body?.status === 'string') return { paymentIntent: body as unknown as PaymentIntent };
  if (body?.error?.type) return { error: body.error };
  // An answer Stripe.js could not read: like a lost one, it may hide a confirmation.
  return { error: { type: response.status >= 500 ? 'api_error' : 'api_connection_error', message: `HTTP ${response.status}` } };
}

