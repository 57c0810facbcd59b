import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { apiUrl } from '~/api/endpoints';
import { PAYMENT_ENDPOINTS, type PaymentEndpoint } from '~/api/payment/payment-endpoints';
import { sandboxTokeniserOf } from '~/api/payment/provider-endpoints';
import { cardTokenOf, paymentPayloadSchema } from '~/api/payment/payment-payload-schema';
import { outcomeOfToken } from '~/sandbox/fixtures/payments';
import { documentsOf, missingPaymentFields, SANDBOX_CHARGES } from '~/sandbox/methods';
import { currentSandboxUser } from './account';
import { CARD_TOKEN_REFUSED_MESSAGE, spendCardToken } from './card-token-store';
import { missingFields, readBody } from './gateway-body';
import { done, refusal } from './gateway-answers';
import { cardAnswer, pendingAnswer } from './payment-answers';
import { paymentExtraHandlers } from './payment-extras';
import { paymentOfficeHandlers } from './payment-office';
import { paymentProviderHandlers } from './payment-provider';
import { paymentSetupHandlers, setUpCardAnswer } from './payment-setup';
import { savePendingPayment, type StoredAnswer } from './payment-state';
import { answerOnce, type ProducedAnswer } from './payment-store';

type Payload = z.output<typeof paymentPayloadSchema>;

/**
 * Where a 3-D Secure redirect sends the buyer back: the `redir_url_after_payment` the payment was given, as given (its
 * query is the checkout's purchase), as Adyen sends the shopper back to the payment request's `returnUrl`
 * (https://docs.adyen.com/api-explorer/Checkout/latest/post/payments#request-returnUrl,
 * https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/). Never the calling page's Referer: a gateway on
 * another origin gets the page's origin at most (the checkout's `Referrer-Policy: strict-origin-when-cross-origin`).
 * Null without one: such a payment cannot go to the bank (answered 400, as a missing field).
 */
function returnUrlOf(payload: Payload): URL | null {
  try {
    return payload.redir_url_after_payment ? new URL(payload.redir_url_after_payment) : null;
  } catch {
    return null;
  }
}

/** A card whose outcome is the 3-D Secure redirect, sent without the URL to come back to. */
function redirectWithoutReturn(endpoint: PaymentEndpoint, payload: Payload): boolean {
  return PAYMENT_ENDPOINTS[endpoint].charge === 'card' && outcomeOfToken(cardTokenOf(payload) ?? '').kind === 'redirect' && returnUrlOf(payload) === null;
}

function answerPayment(endpoint: PaymentEndpoint, payload: Payload, userId: string): ProducedAnswer {
  const { charge, provider } = PAYMENT_ENDPOINTS[endpoint];
  if (charge === 'card') {
    // A card set up by a SetupIntent for a purchase that charges nothing now (decision 056).
    const setUp = setUpCardAnswer(payload.payment_method, userId);
    if (setUp) return setUp;
    const token = cardTokenOf(payload) ?? '';
    // The tokenising providers (B and U, their manifests' `sandboxTokeniser`) charge their own single-use, 60-second
    // tokens (card-token-store.ts): a reused, expired or unknown one is refused as the provider refuses it. Runs once
    // per idempotency key (answerOnce), so a resend of the same attempt gets the first answer and spends nothing.
    const tokeniser = sandboxTokeniserOf(provider);
    if (tokeniser !== null) {
      const spent = spendCardToken(tokeniser, token);
      if (!spent.ok) return { status: 200, body: refusal('payment_refused', CARD_TOKEN_REFUSED_MESSAGE) };
    }
    const outcome = outcomeOfToken(token);
    // The slow test card (4000 0000 0000 0077) is taken now and answered later: answerOnce waits.
    const delayMs = outcome.kind === 'authorized' ? outcome.delayMs : undefined;
    return { status: 200, body: cardAnswer(outcome, returnUrlOf(payload)), delayMs };
  }
  const taken = SANDBOX_CHARGES[charge];
  const refused = 'refuses' in taken ? taken.refuses(payload) : null;
  if (refused) return { status: 200, body: refused };
  return { status: 200, body: charge === 'sepa' ? done() : pendingAnswer(charge, payload.amount.currency, payload.amount.value) };
}

/**
 * A payment_pending answer with a document or QR is kept on its invoice, for the pending-payment lookup (decision 033);
 * a charge with nothing to show (Yape) is not.
 */
function keepPending(endpoint: PaymentEndpoint, payload: Payload, answer: StoredAnswer, userId: string): void {
  const body = answer.body as { gateway?: Record<string, unknown> & { type?: unknown }; gateway_identifier?: string; hash_token?: string };
  const { charge } = PAYMENT_ENDPOINTS[endpoint];
  if (body.gateway?.type !== 'payment_pending' || !('document' in SANDBOX_CHARGES[charge])) return;
  savePendingPayment(String(payload.my_data.office_fatura), {
    userId,
    method: charge,
    currency: payload.amount.currency,
    createdAt: Date.now(),
    gatewayIdentifier: body.gateway_identifier ?? null,
    hashToken: body.hash_token ?? null,
    gateway: documentsOf(body.gateway),
  });
}

/**
 * The main payment (part 2 §7), one handler per endpoint of PAYMENT_ENDPOINTS: validates the body
 * (strict: a raw `card` is a 400), needs the logged-in buyer, applies the method's required fields,
 * then answers once per idempotency key (see payment-store.ts).
 */
const mainPaymentHandlers = (Object.keys(PAYMENT_ENDPOINTS) as PaymentEndpoint[]).map((endpoint) =>
  http.post(apiUrl('gateway', PAYMENT_ENDPOINTS[endpoint].path), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
    const body = await readBody(request, paymentPayloadSchema);
    if (!body.ok) return body.response;
    if (body.data.id_user !== String(user.user_identifier)) return HttpResponse.json({ error: 'id_user_is_not_the_session_user' }, { status: 403 });
    const missing = missingPaymentFields(endpoint, PAYMENT_ENDPOINTS[endpoint].charge, body.data);
    if (missing.length) return missingFields(missing, endpoint);
    if (redirectWithoutReturn(endpoint, body.data)) return missingFields(['redir_url_after_payment'], endpoint);
    return answerOnce(body.data.idempotency_key, body.data, { call: endpoint, userId: String(user.user_identifier) }, async () => {
      const answer = answerPayment(endpoint, body.data, String(user.user_identifier));
      keepPending(endpoint, body.data, answer, String(user.user_identifier));
      return answer;
    });
  }),
);

/** Every sandbox payment handler: gateway, provider and office sides. Their memory empties with `resetSandbox()`. */
export const paymentHandlers = [...mainPaymentHandlers, ...paymentExtraHandlers, ...paymentSetupHandlers, ...paymentProviderHandlers, ...paymentOfficeHandlers];
