import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { SANDBOX_PROVIDER_LETTER, sandboxProviderUrl } from '~/api/payment/provider-endpoints';
import { cardTokenPayloadSchema } from '~/api/payment/tokenize-card';
import { nonEmptyText } from '~/api/schema-helpers';
import { cardBrand } from '~/domain/validation';
import { CARD_TOKEN_LIFETIME_MS, issueCardToken } from './card-token-store';
import { readBody } from './gateway-body';
import { paymentIntent, savePaymentIntent, type PaymentIntentRecord } from './payment-state';

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
  /**
   * A wallet's confirmation: the Elements `amount` and `currency` the sheet showed (deferred-intent Elements,
   * https://docs.stripe.com/js/elements_object/create_without_intent), which Stripe.js holds beside the intent it confirms.
   */
  amount: z.optional(z.number().check(z.int(), z.positive())),
  currency: z.optional(nonEmptyText),
});

/** The intent as Stripe answers it to a publishable key (https://docs.stripe.com/api/payment_intents/object). */
export function intentObject(intent: PaymentIntentRecord): Record<string, unknown> {
  return {
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount ?? null,
    currency: intent.currency ?? null,
    payment_method: intent.paymentMethod ?? null,
    livemode: false,
  };
}

/**
 * Stripe's error (https://docs.stripe.com/api/errors): HTTP 400, `type` invalid_request_error, the intent attached as
 * `error.payment_intent` (@stripe/stripe-js `StripeError.payment_intent`), as Stripe.js hands it to the page.
 */
const stripeError = (intent: PaymentIntentRecord, message: string, extra: { code?: string; param?: string } = {}) =>
  HttpResponse.json({ error: { type: 'invalid_request_error', ...extra, message, payment_intent: intentObject(intent) } }, { status: 400 });

/**
 * Stripe's answer to a confirmation the intent's state does not allow
 * (https://docs.stripe.com/error-codes#payment-intent-unexpected-state), with the intent as it is now.
 */
const unexpectedState = (intent: PaymentIntentRecord, message: string) =>
  stripeError(intent, message, { code: 'payment_intent_unexpected_state' });

/**
 * Statuses no confirmation may move (https://docs.stripe.com/payments/paymentintents/lifecycle,
 * https://docs.stripe.com/api/payment_intents/confirm): only requires_payment_method, requires_confirmation and
 * requires_action may be confirmed. A second wallet confirmation of a paid intent meets this.
 */
const NOT_CONFIRMABLE: ReadonlySet<PaymentIntentRecord['status']> = new Set(['succeeded', 'processing', 'canceled']);

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
    // https://docs.stripe.com/payments/paymentintents/lifecycle): a succeeded, processing or canceled intent cannot be
    // confirmed; an intent in requires_payment_method needs a payment method (the card's, after
    // authentication_required; the wallet's); requires_action is finished without one (`handleNextAction`,
    // https://docs.stripe.com/js/payment_intents/handle_next_action).
    if (NOT_CONFIRMABLE.has(intent.status)) {
      return unexpectedState(
        intent,
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`,
      );
    }
    // The wallet sheet's amount against the intent's. Stripe documents no error of its own for a deferred-intent
    // Elements amount that differs from the intent's (searched: https://docs.stripe.com/payments/accept-a-payment-deferred,
    // https://docs.stripe.com/js/elements_object/create_without_intent, https://docs.stripe.com/api/errors); what it
    // documents is that the Elements amount is what the sheet shows ("Shown in Apple Pay, Google Pay", @stripe/stripe-js
    // StripeElementsOptionsMode) and the intent's `amount` is what is collected
    // (https://docs.stripe.com/api/payment_intents/object). The closest documented behaviour, kept here: Stripe.js checks
    // a deferred intent against its Elements before it confirms (its mobile SDKs' deferred-intent validators, "parity
    // with web", refuse a currency mismatch), refusing with Stripe's invalid_request_error shape, `param` amount, no
    // code of our own, and nothing confirmed: the buyer is never charged another amount than the sheet showed.
    const sheet = body.data.amount !== undefined || body.data.currency !== undefined ? { amount: body.data.amount, currency: body.data.currency?.toLowerCase() } : null;
    if (sheet && intent.amount !== undefined && (sheet.amount !== intent.amount || sheet.currency !== intent.currency)) {
      return stripeError(intent, `The amount and currency of Elements (${sheet.amount ?? '?'} ${sheet.currency ?? '?'}) do not match the PaymentIntent's (${intent.amount} ${intent.currency ?? '?'}).`, { param: 'amount' });
    }
    const paymentMethod = body.data.payment_method ?? intent.paymentMethod ?? null;
    if (intent.status === 'requires_payment_method' && !paymentMethod) {
      return unexpectedState(intent, "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent, provide a payment_method.");
    }
    const failed = intent.needsChallenge && body.data.challenge === 'fail';
    Object.assign(intent, failed ? { status: 'requires_payment_method', paymentMethod: null } : { status: 'succeeded', paymentMethod });
    savePaymentIntent(body.data.client_secret, intent);
    return HttpResponse.json(intentObject(intent));
  }),
];
