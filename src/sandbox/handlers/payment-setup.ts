import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { apiUrl } from '~/api/endpoints';
import { setupIntentPayloadSchema } from '~/api/payment/create-setup-intent';
import { PAYMENT_PATHS } from '~/api/payment/payment-endpoints';
import { sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { nonEmptyText } from '~/api/schema-helpers';
import { isSandboxCardToken, outcomeOfToken } from '~/sandbox/fixtures/payments';
import { currentSandboxUser } from './account';
import { readBody } from './gateway-body';
import { authorized, refusal } from './gateway-answers';
import type { ProducedAnswer } from './payment-store';
import { createSetupIntentOnce, newSetUpPaymentMethod, saveSetupIntent, setUpBy, setupIntent, type SetupIntentRecord } from './setup-intent-state';

/**
 * What the sandbox twin of provider S posts to confirm a SetupIntent, as `stripe.confirmCardSetup(secret,
 * { payment_method: { card, billing_details: { name } } })` does (https://docs.stripe.com/js/setup_intents/confirm_card_setup):
 * the card (here the sandbox frame's token) and the holder name, then, while the intent is `requires_action`, what the
 * buyer chose in the sandbox's 3-D Secure dialog.
 */
export const sandboxSetupConfirmSchema = z.strictObject({
  client_secret: nonEmptyText,
  card_token: z.optional(nonEmptyText),
  billing_name: z.optional(z.string()),
  challenge: z.optional(z.enum(['pass', 'fail'])),
});

type StripeErrorBody = { error: { type: string; code: string; message: string; setup_intent?: { id: string; status: string } } };

/** Stripe's error shape (https://docs.stripe.com/api/errors): HTTP 402 for a card error, 400 for a request it refused. */
const stripeError = (type: 'card_error' | 'invalid_request_error', code: string, message: string, intent?: SetupIntentRecord) =>
  HttpResponse.json<StripeErrorBody>({ error: { type, code, message, ...(intent && { setup_intent: { id: intent.id, status: intent.status } }) } }, { status: type === 'card_error' ? 402 : 400 });

const intentBody = (intent: SetupIntentRecord) => ({ id: intent.id, object: 'setup_intent', status: intent.status, payment_method: intent.paymentMethod, ...(intent.status === 'requires_action' && { next_action: { type: 'use_stripe_sdk' } }) });

/**
 * Cards whose setup needs the bank's 3-D Secure challenge: 4000 0025 0000 3155 ("requires authentication for one-time
 * payments and setup") and 4000 0000 0000 3220 (3-D Secure 2 required) (https://docs.stripe.com/testing#regulatory-cards),
 * and the 3-D Secure redirect cards of the table.
 */
const needsChallenge = (card: string) => ['authentication_required', 'redirect'].includes(outcomeOfToken(card).kind);

/**
 * What confirming a SetupIntent with this sandbox card does (the rules above, shared with the live rehearsal's Stripe
 * stand-in): the issuer declines it, asks for the 3-D Secure challenge, or the setup succeeds at once.
 * Example: cardSetupRule('tok_sandbox_3155') === 'challenge'.
 */
export function cardSetupRule(card: string): 'declined' | 'challenge' | 'succeeds' {
  // A card the issuer declines fails its setup too (https://docs.stripe.com/testing#declined-payments): nothing saved.
  if (outcomeOfToken(card).kind === 'refused') return 'declined';
  return needsChallenge(card) ? 'challenge' : 'succeeds';
}

function succeed(secret: string, intent: SetupIntentRecord, card: string): Response {
  const done = { ...intent, status: 'succeeded' as const, card, paymentMethod: newSetUpPaymentMethod(card) };
  saveSetupIntent(secret, done);
  return HttpResponse.json(intentBody(done));
}

/**
 * The main payment of a purchase that charges nothing now, carrying a set-up card's `payment_method` (decision 056):
 * authorized when a succeeded SetupIntent of this buyer saved it; otherwise refused, as Stripe refuses a PaymentMethod
 * it does not know, and nothing is charged. Null when the body carries no `payment_method`.
 */
export function setUpCardAnswer(paymentMethod: string | undefined, userId: string): ProducedAnswer | null {
  if (paymentMethod === undefined) return null;
  const intent = setUpBy(paymentMethod);
  if (!intent || intent.userId !== userId) return { status: 200, body: refusal('payment_refused', 'Sandbox: this payment method was not set up by a SetupIntent') };
  return { status: 200, body: authorized() };
}

/**
 * The gateway's "Setup intent" call (part 2 §7, `/payment/setup-intent`) and the sandbox provider S's confirmation
 * of it (`/sandbox-api/provider/s/setup-intents/confirm`), holding Stripe's rules
 * (https://docs.stripe.com/api/setup_intents/confirm, https://docs.stripe.com/payments/setupintents/lifecycle).
 */
export const paymentSetupHandlers = [
  http.post(apiUrl('gateway', PAYMENT_PATHS.setupIntent), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
    const body = await readBody(request, setupIntentPayloadSchema);
    if (!body.ok) return body.response;
    const secret = createSetupIntentOnce(body.data.idempotency_key, String(user.user_identifier));
    return HttpResponse.json({ gateway: { status: 'Success', type: null, message: null, reason: null, client_secret: secret } });
  }),

  http.post(sandboxProviderUrl('s/setup-intents/confirm'), async ({ request }) => {
    const body = await readBody(request, sandboxSetupConfirmSchema);
    if (!body.ok) return body.response;
    const secret = body.data.client_secret;
    const intent = setupIntent(secret);
    if (!intent) return stripeError('invalid_request_error', 'resource_missing', 'No such setup_intent');
    // A succeeded SetupIntent is final (https://docs.stripe.com/error-codes#setup-intent-unexpected-state).
    if (intent.status === 'succeeded') return stripeError('invalid_request_error', 'setup_intent_unexpected_state', 'You cannot confirm this SetupIntent because it has already succeeded.', intent);
    if (intent.status === 'requires_action') {
      // The bank's answer to the challenge: succeeded, or back to requires_payment_method without the card
      // (https://docs.stripe.com/error-codes#setup-intent-authentication-failure).
      if (!body.data.challenge) return stripeError('invalid_request_error', 'setup_intent_unexpected_state', 'This SetupIntent is waiting for the 3-D Secure challenge.', intent);
      if (body.data.challenge === 'pass') return succeed(secret, intent, intent.card ?? '');
      const failed = { ...intent, status: 'requires_payment_method' as const, card: null };
      saveSetupIntent(secret, failed);
      return stripeError('card_error', 'setup_intent_authentication_failure', 'We are unable to authenticate your payment method. Please choose a different payment method and try again.', failed);
    }
    const card = body.data.card_token;
    if (!card || !isSandboxCardToken(card)) {
      return stripeError('invalid_request_error', 'setup_intent_unexpected_state', "You cannot confirm this SetupIntent because it's missing a payment method.", intent);
    }
    const withCard = { ...intent, card, billingName: body.data.billing_name?.trim() || null };
    const rule = cardSetupRule(card);
    if (rule === 'declined') {
      saveSetupIntent(secret, { ...withCard, card: null });
      return stripeError('card_error', 'card_declined', 'Your card was declined.', intent);
    }
    if (rule === 'challenge') {
      const waiting = { ...withCard, status: 'requires_action' as const };
      saveSetupIntent(secret, waiting);
      return HttpResponse.json(intentBody(waiting));
    }
    return succeed(secret, withCard, card);
  }),
];
