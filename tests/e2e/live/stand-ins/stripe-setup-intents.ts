/**
 * api.stripe.com's SetupIntents for the live rehearsal's Stripe stand-in (stripe.ts routes them here; decision 056),
 * over the sandbox gateway's SetupIntents (the same module instances as the gateway that created them,
 * office-runtime.ts). The rules it holds, each with its doc page:
 * - confirm (https://docs.stripe.com/api/setup_intents/confirm, https://docs.stripe.com/payments/setupintents/lifecycle):
 *   only an intent in `requires_payment_method` takes a card (`setup_intent_unexpected_state` otherwise); the card
 *   comes as `payment_method_data[card][token]` (a PaymentMethod made from a card token,
 *   https://docs.stripe.com/api/payment_methods/create#create_payment_method-card) with
 *   `payment_method_data[billing_details][name]`; a declined card is a `card_declined` card error; a card that needs
 *   authentication (https://docs.stripe.com/testing#regulatory-cards) leaves the intent in `requires_action` (next
 *   action `use_stripe_sdk`) until the issuer's answer, then `succeeded` with its `payment_method`, or
 *   `requires_payment_method` with `last_setup_error` (`setup_intent_authentication_failure`).
 */
import type * as Runtime from '../office-runtime';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

const error = (type: string, code: string, message: string, extra: Json = {}): Answer => ({
  status: type === 'card_error' ? 402 : 400,
  body: { error: { type, code, message, doc_url: `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`, ...extra } },
});

/** What Stripe answers for a SetupIntent: its public fields (https://docs.stripe.com/api/setup_intents/object). */
function setupObject(id: string, status: string, paymentMethod: string | null, extra: Json = {}): Json {
  return { id, object: 'setup_intent', status, payment_method: paymentMethod, usage: 'off_session', livemode: false, ...extra };
}

/** Answers a SetupIntent call of the stand-in, or null when `path` is not one. */
export function answerSetupIntentApi(runtime: typeof Runtime, method: string, path: string, params: URLSearchParams): Answer | null {
  const match = /^\/v1\/setup_intents\/([^/]+)(\/confirm|\/stand_in_authenticate)$/.exec(path);
  if (!match || method !== 'POST') return null;
  const [, id, action] = match;
  const clientSecret = params.get('client_secret') ?? '';
  const intent = runtime.setupIntent(clientSecret);
  // With a publishable key, the client secret must be the intent's (https://docs.stripe.com/api/setup_intents/object#setup_intent_object-client_secret).
  if (!intent || intent.id !== id) return error('invalid_request_error', 'resource_missing', `No such setupintent: '${id}'`);
  const unexpected = () => error('invalid_request_error', 'setup_intent_unexpected_state', `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, { setup_intent: setupObject(id!, intent.status, intent.paymentMethod) });

  if (action === '/confirm') {
    if (intent.status !== 'requires_payment_method') return unexpected();
    const card = params.get('payment_method_data[card][token]');
    if (params.get('payment_method_data[type]') !== 'card' || !card) {
      return error('invalid_request_error', 'setup_intent_unexpected_state', "You cannot confirm this SetupIntent because it's missing a payment method.");
    }
    const billingName = params.get('payment_method_data[billing_details][name]');
    const rule = runtime.cardSetupRule(card);
    if (rule === 'declined') return error('card_error', 'card_declined', 'Your card was declined.', { setup_intent: setupObject(id!, intent.status, null) });
    if (rule === 'challenge') {
      runtime.saveSetupIntent(clientSecret, { ...intent, status: 'requires_action', card, billingName });
      return { status: 200, body: setupObject(id!, 'requires_action', null, { next_action: { type: 'use_stripe_sdk' } }) };
    }
    const paymentMethod = runtime.newSetUpPaymentMethod(card);
    runtime.saveSetupIntent(clientSecret, { ...intent, status: 'succeeded', card, billingName, paymentMethod });
    return { status: 200, body: setupObject(id!, 'succeeded', paymentMethod) };
  }

  // The issuer's answer to the challenge (what Stripe learns from the 3-D Secure server).
  if (intent.status !== 'requires_action') return error('invalid_request_error', 'setup_intent_unexpected_state', `This SetupIntent has a status of ${intent.status}; no authentication is pending.`);
  if (params.get('outcome') !== 'complete') {
    runtime.saveSetupIntent(clientSecret, { ...intent, status: 'requires_payment_method', card: null });
    return { status: 200, body: setupObject(id!, 'requires_payment_method', null, { last_setup_error: { type: 'card_error', code: 'setup_intent_authentication_failure' } }) };
  }
  const paymentMethod = runtime.newSetUpPaymentMethod(intent.card ?? '');
  runtime.saveSetupIntent(clientSecret, { ...intent, status: 'succeeded', paymentMethod });
  return { status: 200, body: setupObject(id!, 'succeeded', paymentMethod) };
}
