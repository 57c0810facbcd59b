import type { GatewayResponseInput } from '~/api/payment/gateway-response-schema';
import type { PaymentCharge } from '~/api/payment/payment-endpoints';
import { localOrigin } from '~/api/endpoints';
import { env } from '~/config/env';
import type { CardOutcome } from '~/sandbox/fixtures/payments';
import { SANDBOX_CHARGES } from '~/sandbox/methods';
import { getScenario } from '~/sandbox/scenario';
import { authorized, refusal, success } from './gateway-answers';
import { nextSandboxNumber, savePaymentIntent, saveThreeDSecureSession, threeDSecureSession } from './payment-state';

/** The sandbox bank's 3-D Secure challenge page (src/sandbox/pages/three-d-secure.astro). */
export const SANDBOX_CHALLENGE_PATH = '/sandbox/three-d-secure';

/* The gateway's answers for each outcome of the card table and each pending method (part 2 §4.4). */

/**
 * The answer to a card payment, by the outcome its token carries. `returnUrl` is the payment's
 * `redir_url_after_payment`, where the 3-D Secure redirect comes back to, as given (the checkout page with its
 * purchase's query; the bank appends threeSecure, identify and redirectResult); null when the payment had none.
 * A slow card's wait (`delayMs`) is not here: the gateway takes the payment at once and answerOnce
 * (payment-store.ts) holds back only the answer.
 */
export function cardAnswer(outcome: CardOutcome, returnUrl: URL | null): GatewayResponseInput {
  switch (outcome.kind) {
    case 'authorized':
      return authorized();
    case 'refused':
      return refusal(outcome.reason);
    case 'authentication_required': {
      const n = nextSandboxNumber();
      const id = `pi_sandbox_${n}`;
      // Stripe's authentication_required error leaves the intent in requires_payment_method, its payment method
      // detached (https://docs.stripe.com/declines/codes#authentication_required,
      // https://docs.stripe.com/payments/paymentintents/lifecycle): the page confirms it again with the card's.
      savePaymentIntent(`${id}_secret_sandbox`, { id, status: 'requires_payment_method', needsChallenge: true, paymentMethod: null });
      return {
        gateway: {
          status: 'Error',
          type: 'payment_authentication_required',
          message: 'Sandbox: the card asks for authentication',
          reason: 'payment_authentication_required',
          others: { error: { payment_intent: { client_secret: `${id}_secret_sandbox`, status: 'requires_payment_method' }, payment_method: { id: `pm_sandbox_${n}` } } },
        },
        gateway_identifier: id,
      };
    }
    case 'redirect': {
      // The handler answers 400 before this (payment.ts): without a return URL the bank has nowhere to send the buyer.
      if (!returnUrl) return refusal('payment_refused', 'Sandbox: no redir_url_after_payment to come back to');
      const identify = `3ds_sandbox_${nextSandboxNumber()}`;
      saveThreeDSecureSession(identify, { after: outcome.after, gatewayIdentifier: `gw_sandbox_${nextSandboxNumber()}`, final: null, redirectResult: `rr_sandbox_${nextSandboxNumber()}`, startedAt: Date.now() });
      // The sandbox "bank" (on the sandbox's own origin): a challenge page with approve and decline, which sends the
      // buyer back to the URL the payment was given, as Adyen returns the shopper to the payment's returnUrl.
      return {
        gateway: {
          status: 'Success',
          type: 'payment_redirect_user',
          message: null,
          reason: null,
          // Adyen's redirect action (https://docs.adyen.com/online-payments/3d-secure/redirect-3ds2/): a GET carries
          // its query in the url.
          others: { action: { type: 'redirect', paymentMethodType: 'scheme', method: 'GET', url: challengeUrl(identify, returnUrl) } },
        },
      };
    }
  }
}

/**
 * The shopper's language, as a provider takes it with the payment (Adyen's `shopperLocale`): the sandbox gateway
 * answers in the page, so it reads the checkout's own `<html lang>`; in Node, none.
 */
function shopperLanguage(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/** The sandbox bank's challenge page (on the sandbox's origin) for a session, with the URL to return to, in the shopper's language. */
function challengeUrl(identify: string, back: URL): string {
  const url = new URL(SANDBOX_CHALLENGE_PATH, localOrigin());
  url.searchParams.set('identify', identify);
  url.searchParams.set('return', back.href);
  const lang = shopperLanguage();
  if (lang) url.searchParams.set('lang', lang);
  return url.href;
}

/**
 * The payment_pending answer of a local method, with its document (part 2 §3 "Payment artifacts"), as the charge's
 * file in src/sandbox/methods makes it.
 */
export function pendingAnswer(charge: Exclude<PaymentCharge, 'card' | 'sepa'>, currency: string, cents: number): GatewayResponseInput {
  const id = `gw_sandbox_${nextSandboxNumber()}`;
  const answer = success('payment_pending', id);
  const made = SANDBOX_CHARGES[charge].pending(answer.gateway as Record<string, unknown>, { id, currency, cents, imageMissing: getScenario().pixImage === 'missing', next: nextSandboxNumber, office: env.PUBLIC_OFFICE_URL });
  if (made?.hashToken) answer.hash_token = made.hashToken;
  return answer;
}

/** The session a sandbox 3-D Secure redirect answer opened (the `identify` of its challenge URL), or '' when none. */
export function sandboxRedirectIdentify(gateway: { others?: { action?: unknown } | null }): string {
  const url = (gateway.others?.action as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string') return '';
  try {
    return new URL(url).searchParams.get('identify') ?? '';
  } catch {
    return '';
  }
}

/**
 * What the sandbox bank gives the buyer's return for a redirect answer (bank-challenge.ts): the session's `identify`
 * and the `redirectResult` appended to the URL. For tests that play the bank's part.
 */
export function sandboxBankReturn(gateway: { others?: { action?: unknown } | null }): { identify: string; redirectResult: string | null } {
  const identify = sandboxRedirectIdentify(gateway);
  return { identify, redirectResult: threeDSecureSession(identify)?.redirectResult ?? null };
}
