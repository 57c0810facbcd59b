/**
 * A SetupIntent's confirmation (https://docs.stripe.com/js/setup_intents/confirm_card_setup), turned into what the
 * payment step understands (decision 056). Nothing is ever charged by a SetupIntent
 * (https://docs.stripe.com/payments/setup-intents: "no charge is created"), so every failure here answers `ok: false`
 * before any attempt exists: the buyer may press again, and the next press sets the card up anew.
 */
import type { SetupIntentResult } from '@stripe/stripe-js';
import { createSetupIntent } from '~/api/payment/create-setup-intent';
import { ERRORS } from '~/domain/error-catalogue';
import type { CollectResult } from '../provider';
import { cardAuthenticationError, DEFINITE_ERRORS, describe } from './stripe-outcomes';

/**
 * Part 2 §8 "Erro na autenticação do cartão: {message}", shown persistently and logged: the card refused by Stripe or
 * the bank (a `DEFINITE_ERRORS` type: a declined card, a failed challenge, a field or request Stripe refused).
 */
export function cardSetupError(detail: string): CollectResult {
  return { ok: false, message: cardAuthenticationError(detail), log: true };
}

/**
 * No answer from Stripe or the gateway (`api_connection_error`, `api_error`, `rate_limit_error`, a throw): not a
 * refusal of the card, a request failure the buyer may retry (part 2 §8 "Erro requisição").
 */
export const SETUP_REQUEST_FAILED: CollectResult = Object.freeze({ ok: false, message: Object.freeze({ key: ERRORS.paymentRequestFailed }), log: true });

/**
 * `succeeded` gives the PaymentMethod Stripe saved for off-session use (`setupIntent.payment_method`, an id or the
 * expanded object), which the main payment carries as `payment_method`. Any other status (`requires_payment_method`
 * after a failed challenge, `requires_action` left open, `processing`, `canceled`) saved no usable card: a refusal.
 * Example: setupOutcome({ setupIntent: { status: 'succeeded', payment_method: 'pm_1' } }) -> ok, payment_method 'pm_1'.
 */
export function setupOutcome(result: SetupIntentResult): CollectResult {
  if (result.error) return DEFINITE_ERRORS.has(result.error.type) ? cardSetupError(describe(result.error)) : SETUP_REQUEST_FAILED;
  const { status, payment_method: method } = result.setupIntent;
  if (status !== 'succeeded') return cardSetupError(status);
  const id = typeof method === 'string' ? method : method?.id;
  return id ? { ok: true, payment: { payment_method: id } } : SETUP_REQUEST_FAILED;
}

/**
 * Creates the gateway's SetupIntent (part 2 §7 "Setup intent", a new one per press) and confirms it with `confirm`; any
 * throw, from the gateway call (no answer after its resends, a refused request) or from the confirmation, is a request
 * failure: nothing was charged.
 */
export async function setUpCard(confirm: (clientSecret: string) => Promise<SetupIntentResult>): Promise<CollectResult> {
  try {
    const clientSecret = (await createSetupIntent()).gateway.client_secret;
    return setupOutcome(await confirm(clientSecret));
  } catch {
    return SETUP_REQUEST_FAILED;
  }
}
