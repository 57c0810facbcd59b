/**
 * Stripe.js answers, turned into what the payment step understands (src/providers/provider.ts). Stripe's own text
 * travels as a translation value and is rendered as text (DESIGN.md "Security").
 */
import type { PaymentIntentResult, StripeError, TokenResult } from '@stripe/stripe-js';
import { authenticationSucceeded } from '~/domain/card-authentication';
import type { AuthenticateResult, CollectResult, ProviderMessage, WalletResult } from '../provider';

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

/** Part 2 §4.4 payment_authentication_required: ok only when the payment intent ends `succeeded`. */
export function authenticationOutcome(result: PaymentIntentResult): AuthenticateResult {
  if (result.error) return { ok: false, message: cardAuthenticationError(describe(result.error)) };
  const status = result.paymentIntent.status;
  return authenticationSucceeded(status) ? { ok: true } : { ok: false, message: cardAuthenticationError(status) };
}

/** Part 2 §4.4 "Wallet payment": paid only when the payment intent is `succeeded`; anything else is a failed wallet payment. */
export function walletOutcome(result: PaymentIntentResult): WalletResult {
  if (result.error || result.paymentIntent.status !== 'succeeded') return WALLET_FAILED;
  return { ok: true, gatewayIdentifier: result.paymentIntent.id };
}
