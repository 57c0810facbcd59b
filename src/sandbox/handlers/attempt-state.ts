import type { AttemptState } from '~/api/payment/payment-attempt-status';
import { sandboxRedirectIdentify } from './payment-answers';
import type { GatewayResponseInput } from '~/api/payment/gateway-response-schema';
import { PIX_POLLS_BEFORE_PAID } from '~/sandbox/fixtures/payments';
import { refusal } from './gateway-answers';
import { paymentIntent, pixPollCount, saveThreeDSecureSession, threeDSecureSession, type PaymentIntentRecord, type StoredAnswer } from './payment-state';

/*
 * What became of a payment attempt, read from the gateway's first answer to its key and from what happened since
 * (decision 012, point 5): the 3-D Secure return, the provider S challenge, the wallet's confirmation, a pix paid.
 * An outcome still on its way (an intent that can still be authenticated, a redirect nobody returned from yet) is
 * `processing`, never `refused`: money first, an unknown outcome is never reported as a refusal (decision 012).
 * Read when the office is asked, so a later step of the same attempt changes the answer without a write of its own.
 */

export interface AttemptNow {
  state: AttemptState;
  gatewayIdentifier: string | null;
}

/**
 * A provider S intent's state for the lookup (https://docs.stripe.com/payments/paymentintents/lifecycle):
 * - `succeeded`: paid;
 * - `canceled` is final, and `requires_payment_method` means no payment method is attached: the intent was never
 *   confirmed (a wallet whose sheet was never confirmed) or its last attempt failed (Stripe's authentication_required
 *   decline, a failed challenge): nothing is charged until a page confirms it again with a payment method, and the
 *   lookup is asked only once the page that could do so let go of the purchase (decision 012): refused;
 * - `requires_action` is NOT a refusal: the buyer can still authenticate (a bank's page or app that answers late) and
 *   the intent then moves on to `processing` or `succeeded` without the page; `requires_confirmation` can still be
 *   confirmed by the gateway's server, and `processing` settles later: all three are undecided, `processing`.
 */
function intentState(intent: PaymentIntentRecord | undefined): AttemptState {
  switch (intent?.status) {
    case 'succeeded':
      return 'paid';
    case 'requires_payment_method':
    case 'canceled':
      return 'refused';
    default:
      return 'processing';
  }
}

/**
 * How long the sandbox's simulated Adyen waits for a shopper who left the 3-D Secure redirect before its AUTHORISATION
 * webhook says "not authorised". Adyen documents THAT the outcome of a redirect the shopper did not return from comes
 * by webhook (https://docs.adyen.com/online-payments/api-only/handling-redirects: "If a shopper completed the payment
 * but failed to return to your website or app, you will receive the outcome of the payment in a notification
 * webhook"; https://docs.adyen.com/development-resources/webhooks), not WHEN: this duration is the sandbox's own
 * choice, long enough for a late return to be the likely case.
 */
export const SANDBOX_REDIRECT_WEBHOOK_AFTER_MS = 15 * 60_000;

/**
 * A 3-D Secure redirect (provider A): the verification's answer once the buyer's return was verified. Asked before that,
 * the buyer left the bank's page without coming back, or is still there: Adyen's result code was `RedirectShopper`
 * and the final result is not known yet (https://docs.adyen.com/online-payments/build-your-integration/payment-result-codes/:
 * RedirectShopper, Pending, Received): a late return can still authorise it, and Adyen tells the outcome by its
 * AUTHORISATION webhook. So the lookup says `processing`, never a refusal, and no operation of ours ends the session
 * (Adyen documents none). Only the sandbox's simulated webhook decides it, after SANDBOX_REDIRECT_WEBHOOK_AFTER_MS
 * without a return: not authorised, as Adyen's `success: false` AUTHORISATION would say; from then on the session is
 * final, so a return after it cannot authorise it. A session saved before its start was kept waits for a return.
 */
function redirectState(identify: string | undefined, gatewayIdentifier: string | null, now: number): AttemptNow {
  const session = identify ? threeDSecureSession(identify) : undefined;
  // No session under that name: no return can ever finish it (the verification refuses an unknown session).
  if (!session || !identify) return { state: 'refused', gatewayIdentifier };
  if (!session.final && session.startedAt !== undefined && now - session.startedAt >= SANDBOX_REDIRECT_WEBHOOK_AFTER_MS) {
    session.final = { status: 200, body: refusal('payment_refused', 'Sandbox: no return from the 3-D Secure page; the AUTHORISATION webhook said not authorised') };
    saveThreeDSecureSession(identify, session);
  }
  if (!session.final) return { state: 'processing', gatewayIdentifier };
  const verified = (session.final.body as GatewayResponseInput).gateway;
  return verified.type === 'payment_authorized' ? { state: 'paid', gatewayIdentifier: session.gatewayIdentifier } : { state: 'refused', gatewayIdentifier };
}

/**
 * The attempt's state now, from the answer its key got (`gatewayIdentifier`: the one that answer carried).
 * Example: a boleto's payment_pending answer is 'pending'; a pix's becomes 'paid' once its notification says paid.
 */
export function attemptStateOf(answer: StoredAnswer, gatewayIdentifier: string | null, now = Date.now()): AttemptNow {
  // A non-2xx answer (a validation 4xx) is the gateway refusing the request before taking anything.
  if (answer.status < 200 || answer.status > 299) return { state: 'refused', gatewayIdentifier };
  const body = answer.body as GatewayResponseInput;
  const gateway = body.gateway;
  switch (gateway.type) {
    case 'payment_authorized':
    case 'payment_done':
    // A future payment scheduled: the purchase is done and must not be scheduled again.
    case 'future_payment_scheduled':
      return { state: 'paid', gatewayIdentifier };
    case 'payment_pending': {
      const paidPix = typeof body.hash_token === 'string' && pixPollCount(body.hash_token) > PIX_POLLS_BEFORE_PAID;
      return { state: paidPix ? 'paid' : 'pending', gatewayIdentifier };
    }
    case 'payment_authentication_required':
      return { state: intentState(paymentIntent(gateway.others?.error?.payment_intent?.client_secret ?? '')), gatewayIdentifier };
    case 'payment_redirect_user':
      return redirectState(sandboxRedirectIdentify(gateway) || undefined, gatewayIdentifier, now);
  }
  if (gateway.status !== 'Success') return { state: 'refused', gatewayIdentifier };
  // The wallet's payment intent: charged only once the wallet confirmed it.
  if (typeof gateway.client_secret === 'string') return { state: intentState(paymentIntent(gateway.client_secret)), gatewayIdentifier };
  return { state: 'processing', gatewayIdentifier };
}
