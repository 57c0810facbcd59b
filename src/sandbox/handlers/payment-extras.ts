import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { futurePaymentPayloadSchema } from '~/api/payment/create-future-payment';
import { savedCardDebitPayloadSchema } from '~/api/payment/debit-saved-card';
import { PAYMENT_PATHS } from '~/api/payment/payment-endpoints';
import { paymentPayloadSchema } from '~/api/payment/payment-payload-schema';
import { threeDSecureReturnPayloadSchema } from '~/api/payment/verify-three-d-secure';
import { isSandboxCardToken, outcomeOfToken } from '~/sandbox/fixtures/payments';
import { currentSandboxUser } from './account';
import { readBody } from './gateway-body';
import { authorized, refusal } from './gateway-answers';
import { nextSandboxNumber, savePaymentIntent, saveThreeDSecureSession, threeDSecureSession } from './payment-state';
import { stripeIntentAmount } from './payment-intent-amount';
import { answerOnce } from './payment-store';

const notLoggedIn = () => HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
const json = (body: unknown) => HttpResponse.json(body as Record<string, unknown>);

/** Payment intent, 3-D Secure return, saved-card debit and future payment (part 2 §7). */
export const paymentExtraHandlers = [
  http.post(apiUrl('gateway', PAYMENT_PATHS.paymentIntent), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readBody(request, paymentPayloadSchema);
    if (!body.ok) return body.response;
    return answerOnce(body.data.idempotency_key, body.data, { call: 'payment-intent', userId: String(user.user_identifier) }, async () => {
      const id = `pi_sandbox_${nextSandboxNumber()}`;
      const clientSecret = `${id}_secret_sandbox`;
      // A wallet's intent is created before the buyer chose a card in the wallet: no payment method yet; the wallet's
      // confirmation brings it (https://docs.stripe.com/payments/accept-a-payment-deferred). It keeps what it charges
      // (https://docs.stripe.com/api/payment_intents/create `amount`, `currency`), which the wallet's confirmation
      // holds the sheet's Elements amount against (payment-provider.ts).
      savePaymentIntent(clientSecret, { id, status: 'requires_payment_method', needsChallenge: false, paymentMethod: null, ...stripeIntentAmount(body.data.amount) });
      return { status: 200, body: { gateway: { status: 'Success', type: null, client_secret: clientSecret }, gateway_identifier: id } };
    });
  }),

  http.post(apiUrl('gateway', PAYMENT_PATHS.threeDSecureReturn), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readBody(request, threeDSecureReturnPayloadSchema);
    if (!body.ok) return body.response;
    const identify = body.data.identify_cache;
    const pending = threeDSecureSession(identify);
    if (!pending) return json(refusal('payment_refused', 'Sandbox: unknown 3-D Secure session'));
    // Adyen's /payments/details finishes a redirect only with the redirectResult the return carried
    // (https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/web-drop-in/#handle-the-redirect): without it,
    // or with another, the gateway cannot finish the payment and nothing is charged.
    if (!pending.final && pending.redirectResult !== undefined && body.data.redirectResult !== pending.redirectResult) {
      return json(refusal('payment_refused', 'Sandbox: the return carried no matching redirectResult'));
    }
    // The first verification fixes the answer: a reload on the return page gets the same one.
    if (!pending.final) {
      pending.final = {
        status: 200,
        body: pending.after === 'authorized' ? { ...authorized(), gateway_identifier: pending.gatewayIdentifier } : refusal('payment_refused', 'Sandbox: the bank refused after 3-D Secure'),
      };
      saveThreeDSecureSession(identify, pending);
    }
    return json(pending.final.body);
  }),

  http.post(apiUrl('gateway', PAYMENT_PATHS.savedCardDebit), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readBody(request, savedCardDebitPayloadSchema);
    if (!body.ok) return body.response;
    const { card_token: token, amount } = body.data;
    return answerOnce(body.data.idempotency_key, body.data, { call: 'saved-card-debit', userId: String(user.user_identifier) }, async () => {
      const card = (user.credit_cards ?? []).find((c) => c.token === token);
      if (!card) return { status: 200, body: refusal('payment_refused', 'Sandbox: this card is not saved on the account') };
      if (card.currency !== amount.currency) return { status: 200, body: refusal('payment_refused', 'Sandbox: the card is saved for another currency') };
      // Saved cards from fixtures are good cards; a sandbox token keeps its table outcome when it is a plain yes or no.
      const outcome = isSandboxCardToken(token) ? outcomeOfToken(token) : null;
      return { status: 200, body: outcome?.kind === 'refused' ? refusal(outcome.reason) : authorized() };
    });
  }),

  http.post(apiUrl('gateway', PAYMENT_PATHS.futurePayment), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readBody(request, futurePaymentPayloadSchema);
    if (!body.ok) return body.response;
    return answerOnce(body.data.idempotency_key, body.data, { call: 'future-payment', userId: String(user.user_identifier) }, async () => ({
      status: 200,
      body: { gateway: { status: 'Success', type: 'future_payment_scheduled', message: null, reason: null } },
    }));
  }),
];
