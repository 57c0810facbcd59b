import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { SANDBOX_PROVIDER_LETTER, sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { cardTokenPayloadSchema } from '~/api/payment/tokenize-card';
import { nonEmptyText } from '~/api/schema-helpers';
import { cardBrand } from '~/domain/validation';
import { CARD_TOKEN_LIFETIME_MS, issueCardToken } from './card-token-store';
import { readBody } from './gateway-body';
import { paymentIntent, savePaymentIntent } from './payment-state';

type Card = z.output<typeof cardTokenPayloadSchema>['card'];

/**
 * The provider's own field checks (part 2 §5 "Card token request can fail on holder_name (no special
 * characters), number (invalid), exp_month (invalid date) or cvv (3 to 4 digits)"), answered as the
 * provider does: HTTP 422 with `errors` keyed by field path. The Luhn check is left to the gateway so the
 * table's invalid_card_number card can reach it.
 */
export function cardFieldErrors(card: Card, now = new Date()): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!/^[\p{L} ]+$/u.test(card.holder_name.trim())) errors['card.holder_name'] = ['The holder_name field may only contain letters and spaces.'];
  if (!/^\d{13,19}$/.test(card.number)) errors['card.number'] = ['The number field is not a valid card number.'];
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const endOfMonth = new Date(Date.UTC(year, card.exp_month, 1));
  if (card.exp_month < 1 || card.exp_month > 12 || endOfMonth <= now) errors['card.exp_month'] = ['The card expiration date is invalid.'];
  if (!/^\d{3,4}$/.test(card.cvv)) errors['card.cvv'] = ['The cvv field must have 3 to 4 digits.'];
  return errors;
}

/** Body of the sandbox provider S challenge: the sandbox adapter posts it after showing its 3-D Secure dialog. */
export const sandboxChallengeSchema = z.strictObject({
  client_secret: nonEmptyText,
  /** What the buyer chose in the sandbox dialog; 'pass' when absent (wallet confirmations have no dialog). */
  challenge: z.optional(z.enum(['pass', 'fail'])),
  /** The payment method to confirm with (`confirmCardPayment(secret, { payment_method })`); absent for `handleNextAction`. */
  payment_method: z.optional(nonEmptyText),
});

/** Stripe's answer to a confirmation the intent's state does not allow (https://docs.stripe.com/error-codes#payment-intent-unexpected-state). */
const unexpectedState = (message: string) =>
  HttpResponse.json({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } }, { status: 400 });

const tokenHandlers = Object.values(SANDBOX_PROVIDER_LETTER).map((letter) =>
  http.post(sandboxProviderUrl(`${letter}/tokens`), async ({ request }) => {
    if (!new URL(request.url).searchParams.get('appId')) return HttpResponse.json({ message: 'Authorization has been denied for this request.' }, { status: 401 });
    const body = await readBody(request, cardTokenPayloadSchema);
    if (!body.ok) return body.response;
    const errors = cardFieldErrors(body.data.card);
    if (Object.keys(errors).length) return HttpResponse.json({ message: 'The request is invalid.', errors }, { status: 422 });
    const { number } = body.data.card;
    // A new single-use token per request, valid 60 s (card-token-store.ts, after Pagar.me's tokens).
    const createdAt = Date.now();
    const id = issueCardToken(letter, number, createdAt);
    return HttpResponse.json({ id, type: 'card', created_at: new Date(createdAt).toISOString(), expires_at: new Date(createdAt + CARD_TOKEN_LIFETIME_MS).toISOString(), card: { last_four_digits: number.slice(-4), brand: cardBrand(number) } });
  }),
);

/**
 * The sandbox provider: card tokenisation for providers B and U (`/sandbox-api/provider/{b,u}/tokens`,
 * the token is `tok_sandbox_<last4>_<n>`, single-use and valid 60 s: card-token-store.ts), and provider S's
 * payment-intent confirmation (`/sandbox-api/provider/s/payment-intents/confirm`) used after
 * payment_authentication_required and by wallets, holding Stripe's confirmation rules.
 */
export const paymentProviderHandlers = [
  ...tokenHandlers,
  http.post(sandboxProviderUrl('s/payment-intents/confirm'), async ({ request }) => {
    const body = await readBody(request, sandboxChallengeSchema);
    if (!body.ok) return body.response;
    const intent = paymentIntent(body.data.client_secret);
    if (!intent) return HttpResponse.json({ error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } }, { status: 404 });
    // Stripe's rules for confirming (https://docs.stripe.com/api/payment_intents/confirm,
    // https://docs.stripe.com/payments/paymentintents/lifecycle): a succeeded or canceled intent is final; an intent in
    // requires_payment_method needs one (the card's, after authentication_required); requires_action is finished
    // without one (`handleNextAction`, https://docs.stripe.com/js/payment_intents/handle_next_action).
    if (intent.status === 'succeeded') return unexpectedState('You cannot confirm this PaymentIntent because it has a status of succeeded.');
    const paymentMethod = body.data.payment_method ?? intent.paymentMethod ?? null;
    if (intent.status === 'requires_payment_method' && !paymentMethod) {
      return unexpectedState("You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, provide a payment_method.");
    }
    const failed = intent.needsChallenge && body.data.challenge === 'fail';
    Object.assign(intent, failed ? { status: 'requires_payment_method', paymentMethod: null } : { status: 'succeeded', paymentMethod });
    savePaymentIntent(body.data.client_secret, intent);
    return HttpResponse.json({ id: intent.id, status: intent.status });
  }),
];
