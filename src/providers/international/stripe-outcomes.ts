/**
 * Stripe.js answers, turned into what the payment step understands (src/providers/provider.ts). Stripe's own text
 * travels as a translation value and is rendered as text (DESIGN.md "Security").
 */
import type { PaymentIntentOrSetupIntentResult, PaymentIntentResult, StripeError, TokenResult } from '@stripe/stripe-js';
import { authenticationSucceeded } from '~/domain/card-authentication';
import type { AuthenticateResult, AuthenticationRequest, CollectResult, ProviderMessage, WalletResult } from '../provider';

/** Part 2 §8 "Failed payment with wallet". */
export const WALLET_FAILED: WalletResult = Object.freeze({ ok: false, message: Object.freeze({ key: 'payment:errors.wallet_failed' }) });

/** Part 2 §8: "Erro na autenticação do cartão: {message}". */
function cardAuthenticationError(detail: string): ProviderMessage {
  return { key: 'payment:errors.card_authentication_error', params: { message: detail } };
}

function describe(error: StripeError): string {
  return error.message ?? error.code ?? error.type;
}

/** A card token (`source_token` of the payment body), or the token error, shown persistently and logged (part 2 §8). */
export function tokenOutcome(result: TokenResult): CollectResult {
  if (result.error) return { ok: false, message: cardAuthenticationError(describe(result.error)), log: true };
  return { ok: true, payment: { source_token: result.token.id } };
}

/**
 * Which Stripe.js call authenticates the card after the gateway's `payment_authentication_required` (part 2 §4.4, §7):
 * - the intent is `requires_action` (the gateway confirmed it and handed over the next action): `handleNextAction`
 *   (https://docs.stripe.com/js/payment_intents/handle_next_action, "finalize payments on the server");
 * - otherwise the gateway's confirmation ended in Stripe's `authentication_required` error, after which the intent is
 *   back in `requires_payment_method` with no payment method attached
 *   (https://docs.stripe.com/declines/codes#authentication_required, https://docs.stripe.com/payments/paymentintents/lifecycle):
 *   it is confirmed again with the card's payment method (`others.error.payment_method.id`) so Stripe can run 3-D
 *   Secure (https://docs.stripe.com/js/payment_intents/confirm_card_payment). Without that id Stripe refuses the
 *   confirmation ("missing a payment method"), so nothing is sent and the attempt is refused: nothing was charged.
 */
export function authenticationStep(request: AuthenticationRequest):
  | { kind: 'nextAction' }
  | { kind: 'confirm'; paymentMethodId: string }
  | { kind: 'cannot'; result: AuthenticateResult } {
  if (request.intentStatus === 'requires_action') return { kind: 'nextAction' };
  if (request.paymentMethodId) return { kind: 'confirm', paymentMethodId: request.paymentMethodId };
  return { kind: 'cannot', result: { ok: false, message: cardAuthenticationError('missing payment method') } };
}

/** Part 2 §4.4 payment_authentication_required: ok only when the payment intent ends `succeeded`. */
export function authenticationOutcome(result: PaymentIntentResult | PaymentIntentOrSetupIntentResult): AuthenticateResult {
  if (result.error) return { ok: false, message: cardAuthenticationError(describe(result.error)) };
  if (!result.paymentIntent) return { ok: false, message: cardAuthenticationError('no payment intent') };
  const status = result.paymentIntent.status;
  return authenticationSucceeded(status) ? { ok: true } : { ok: false, message: cardAuthenticationError(status) };
}

/**
 * Errors after which Stripe took nothing (https://docs.stripe.com/api/errors "Types": a declined card, a request or
 * field Stripe refused); any other error (a lost connection, Stripe's own failure, a rate limit) may hide a payment.
 */
const DEFINITE_ERRORS: ReadonlySet<string> = new Set(['card_error', 'validation_error', 'invalid_request_error']);

/**
 * Intent states that may still end paid (https://docs.stripe.com/payments/paymentintents/lifecycle): `processing`
 * (the method settles later), `requires_capture` (authorised, captured later), `requires_action` (a step left).
 */
const UNDECIDED: ReadonlySet<string> = new Set(['processing', 'requires_capture', 'requires_action']);

/**
 * Part 2 §4.4 "Wallet payment": paid when the payment intent is `succeeded`; unknown, never "failed", when the intent
 * may still end paid or the error may hide a payment (decision 012); a failed wallet payment otherwise.
 */
export function walletOutcome(result: PaymentIntentResult): WalletResult {
  if (result.error) return DEFINITE_ERRORS.has(result.error.type) ? WALLET_FAILED : { ok: 'unknown' };
  const status = result.paymentIntent.status;
  if (status === 'succeeded') return { ok: true, gatewayIdentifier: result.paymentIntent.id };
  return UNDECIDED.has(status) ? { ok: 'unknown' } : WALLET_FAILED;
}
