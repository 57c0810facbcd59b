import type { AttemptState } from '~/api/payment/payment-attempt-status';
import { sandboxRedirectIdentify } from './payment-answers';
import type { GatewayResponseInput } from '~/api/payment/gateway-response-schema';
import { PIX_POLLS_BEFORE_PAID } from '~/sandbox/fixtures/payments';
import { refusal } from './payment-answers';
import { paymentIntent, pixPollCount, saveThreeDSecureSession, threeDSecureSession, type PaymentIntentRecord, type StoredAnswer } from './payment-state';

/*
 * What became of a payment attempt, read from the gateway's first answer to its key and from what happened since
 * (decision 012, point 5): the 3-D Secure return, the provider S challenge, the wallet's confirmation, a pix paid.
 * Read when the office is asked, so a later step of the same attempt changes the answer without a write of its own.
 */

export interface AttemptNow {
  state: AttemptState;
  gatewayIdentifier: string | null;
}

/**
 * Nothing was charged on an intent the buyer never confirmed, whose challenge failed, or whose challenge the buyer
 * left (`requires_action`: Stripe charges nothing until the buyer authenticates, and the lookup is asked only once the
 * page that showed the challenge let go of the purchase, decision 012); anything else is undecided.
 */
function intentState(intent: PaymentIntentRecord | undefined): AttemptState {
  switch (intent?.status) {
    case 'succeeded':
      return 'paid';
    case 'requires_payment_method':
    case 'requires_confirmation':
    case 'requires_action':
      return 'refused';
    default:
      return 'processing';
  }
}

/**
 * A 3-D Secure redirect: the verification's answer once the buyer's return was verified. Asked before that, the buyer
 * left the bank's page without coming back (Back, a closed tab: the lookup is asked only by a page that holds the
 * purchase, so no page of this browser is waiting for that return): the bank session is ended as refused, so a late
 * return can never authorise it beside the new attempt the buyer may now make (decision 012). Nothing was charged:
 * in the sandbox, as with provider A, the payment is authorised only by the verified return.
 */
function redirectState(identify: string | undefined, gatewayIdentifier: string | null): AttemptNow {
  const session = identify ? threeDSecureSession(identify) : undefined;
  if (session && identify && !session.final) {
    session.final = { status: 200, body: refusal('payment_refused', 'Sandbox: the buyer left the 3-D Secure page') };
    saveThreeDSecureSession(identify, session);
  }
  if (!session?.final) return { state: 'refused', gatewayIdentifier };
  const verified = (session.final.body as GatewayResponseInput).gateway;
  return verified.type === 'payment_authorized' ? { state: 'paid', gatewayIdentifier: session.gatewayIdentifier } : { state: 'refused', gatewayIdentifier };
}

/**
 * The attempt's state now, from the answer its key got (`gatewayIdentifier`: the one that answer carried).
 * Example: a boleto's payment_pending answer is 'pending'; a pix's becomes 'paid' once its notification says paid.
 */
export function attemptStateOf(answer: StoredAnswer, gatewayIdentifier: string | null): AttemptNow {
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
      return redirectState(sandboxRedirectIdentify(gateway) || undefined, gatewayIdentifier);
  }
  if (gateway.status !== 'Success') return { state: 'refused', gatewayIdentifier };
  // The wallet's payment intent: charged only once the wallet confirmed it.
  if (typeof gateway.client_secret === 'string') return { state: intentState(paymentIntent(gateway.client_secret)), gatewayIdentifier };
  return { state: 'processing', gatewayIdentifier };
}
