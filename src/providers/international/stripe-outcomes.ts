/**
 * Stripe.js answers, turned into what the payment step understands (src/providers/provider.ts). Stripe's own text
 * travels as a translation value and is rendered as text (DESIGN.md "Security").
 */
import type { PaymentIntentOrSetupIntentResult, PaymentIntentResult, StripeError, TokenResult } from '@stripe/stripe-js';
import type { AuthenticateResult, AuthenticationRequest, CollectResult, ProviderMessage, WalletResult } from '../provider';

/** Part 2 §8 "Failed payment with wallet". */
export const WALLET_FAILED: WalletResult = Object.freeze({ ok: false, message: Object.freeze({ key: 'payment:errors.wallet_failed' }) });

/** Part 2 §8: "Erro na autenticação do cartão: {message}". */
export function cardAuthenticationError(detail: string): ProviderMessage {
  return { key: 'payment:errors.card_authentication_error', params: { message: detail } };
}

/** Stripe's own words for an error, for the message's value (rendered as text). */
export function describe(error: StripeError): string {
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

/**
 * Errors after which Stripe took nothing (https://docs.stripe.com/api/errors "Types": a declined card, a request or
 * field Stripe refused); any other error (a lost connection, Stripe's own failure, a rate limit) may hide a payment.
 */
export const DEFINITE_ERRORS: ReadonlySet<string> = new Set(['card_error', 'validation_error', 'invalid_request_error']);

/**
 * Intent states that may still end paid (https://docs.stripe.com/payments/paymentintents/lifecycle): `processing`
 * (the method settles later), `requires_capture` (authorised, captured later), `requires_action` (a step left).
 */
const UNDECIDED: ReadonlySet<string> = new Set(['processing', 'requires_capture', 'requires_action']);

/** What the payment intent an answer tells of says of the money: taken, maybe (it may still end paid), or not taken. */
type IntentVerdict = { money: 'paid' | 'maybe' | 'not_paid'; id: string; status: string };

/**
 * The payment intent an answer tells of: the answer's own, or the one Stripe attaches to an error on a request that
 * involved it (https://docs.stripe.com/api/errors, `payment_intent`: "The PaymentIntent object for errors returned on
 * a request involving a PaymentIntent"). That intent says what happened to the money, whatever the error's type:
 * confirming an intent that already succeeded answers `payment_intent_unexpected_state` (an `invalid_request_error`)
 * with the succeeded intent attached (https://docs.stripe.com/error-codes#payment-intent-unexpected-state).
 */
function intentVerdict(result: PaymentIntentResult | PaymentIntentOrSetupIntentResult): IntentVerdict | null {
  const intent = 'paymentIntent' in result && result.paymentIntent ? result.paymentIntent : result.error?.payment_intent;
  if (!intent) return null;
  const money = intent.status === 'succeeded' ? 'paid' : UNDECIDED.has(intent.status) ? 'maybe' : 'not_paid';
  return { money, id: intent.id, status: intent.status };
}

/**
 * Part 2 §4.4 payment_authentication_required: ok only when the payment intent ends `succeeded`. Decision 012: an
 * answer that may hide a payment is unknown, never a refusal: the intent `processing` or `requires_capture`, or an
 * error without the intent that is not one after which Stripe took nothing (`api_connection_error`, `api_error`, a
 * rate limit). A card error or a failed authentication (the intent back in `requires_payment_method`) is a refusal;
 * so is an intent still in `requires_action` once Stripe's challenge closed: nothing is charged without the buyer.
 */
export function authenticationOutcome(result: PaymentIntentResult | PaymentIntentOrSetupIntentResult): AuthenticateResult {
  const intent = intentVerdict(result);
  if (intent?.money === 'paid') return { ok: true };
  if (intent && intent.status !== 'requires_action' && intent.money === 'maybe') return { ok: 'unknown' };
  if (result.error) {
    if (!intent && !DEFINITE_ERRORS.has(result.error.type)) return { ok: 'unknown' };
    return { ok: false, message: cardAuthenticationError(describe(result.error)) };
  }
  return { ok: false, message: cardAuthenticationError(intent?.status ?? 'no payment intent') };
}

/**
 * Part 2 §4.4 "Wallet payment": paid when the payment intent is `succeeded`, also when Stripe says so through an
 * error that carries the intent (a second confirmation of a paid intent); unknown, never "failed", when the intent may
 * still end paid or the error may hide a payment (decision 012); a failed wallet payment otherwise.
 */
export function walletOutcome(result: PaymentIntentResult): WalletResult {
  const intent = intentVerdict(result);
  if (intent) return intent.money === 'paid' ? { ok: true, gatewayIdentifier: intent.id } : intent.money === 'maybe' ? { ok: 'unknown' } : WALLET_FAILED;
  if (result.error) return DEFINITE_ERRORS.has(result.error.type) ? WALLET_FAILED : { ok: 'unknown' };
  return WALLET_FAILED;
}
