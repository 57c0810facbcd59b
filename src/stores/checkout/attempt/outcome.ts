import { atom } from 'nanostores';
import { redirectActionSchema } from '~/api/payment/gateway-response-schema';
import { sendLog } from '~/api/misc/logger';
import { reportFraud } from '~/api/payment/report-fraud';
import { env } from '~/config/env';
import { ERRORS } from '~/domain/error-catalogue';
import { checkPaymentRedirect } from '~/domain/payment-redirects';
import type { PendingArtifact } from '~/domain/payment-artifacts';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { PaymentOutcome } from '~/domain/payment-response';
import { BLACKLISTED_MESSAGE } from '~/domain/fraud';
import type { AuthenticateResult, ProviderHandle } from '~/providers/registry';
import { resettable } from '~/stores/reset';
import { $checkoutToken, $invoice, $product, $user } from '../session';
import { enterConfirmation } from '../confirmation/enter';
import { dispatch } from './dispatch';
import type { PaymentMessage, PaymentRedirect } from './status';
import { createFuturePaymentFor } from './future-payment';
import { paymentRedirectLists } from '../redirect-lists';

/** Possible-fraud refusals seen in this page's life, on top of those the office counted before (user.fraud_warnings). */
export const $fraudRefusals = resettable(atom(0), 'load');

export interface OutcomeContext {
  method: PaymentMethod;
  key: string;
  /** The charge in cents (fraud report, future payment). */
  amount: number;
  gatewayIdentifier: string | null;
  handle: ProviderHandle | null;
  /** The answer's `hash_token` (a pix polls its notification with it, part 2 §4.5). */
  hashToken?: string | null;
}

/**
 * The 3-D Secure page of the gateway's `others.action` (Adyen's redirect action, gateway-response-schema.ts), when it
 * is one the page can follow: a redirect to an origin of the 3-D Secure list. Anything else (another action type, a
 * malformed one, an origin not on the list) is null: the page cannot follow it.
 */
function redirectFrom(others: unknown): PaymentRedirect | null {
  const action = redirectActionSchema.safeParse((others as { action?: unknown } | null)?.action);
  if (!action.success) return null;
  const checked = checkPaymentRedirect('threeDSecure', action.data.url, paymentRedirectLists());
  if (!checked.ok) return null;
  return { kind: 'threeDSecure', url: checked.url.href, method: action.data.method, fields: action.data.method === 'POST' ? action.data.data : {} };
}

function paid(context: OutcomeContext, kind: 'paid' | 'pending', artifact: PendingArtifact | null): void {
  if (!dispatch({ type: 'answered', answer: { state: 'paid', gatewayIdentifier: context.gatewayIdentifier, document: kind === 'pending' }, key: context.key })) return;
  enterConfirmation({ method: context.method, kind, gatewayIdentifier: context.gatewayIdentifier, artifact, hashToken: context.hashToken ?? null });
}

function refused(context: OutcomeContext, message: PaymentMessage): void {
  dispatch({ type: 'answered', answer: { state: 'refused', message }, key: context.key });
}

/**
 * Every possible_fraud refusal goes to the office's fraud report (part 2 §7); the office decides (part 2 §6, DESIGN.md
 * "Security"): when it answers success the account is blocked, the buyer is told so and sent to the office.
 */
async function reportPossibleFraud(amount: number): Promise<void> {
  const user = $user.get();
  const invoice = $invoice.get();
  const product = $product.get();
  const token = $checkoutToken.get();
  if (!user || !invoice || !product || !token) return;
  try {
    const answer = await reportFraud(
      { invoice_id: String(invoice.id), cryptId: user.cryptId, reason: 'fraud', event_date: new Date().toISOString(), amount: { currency: product.currency, value: amount } },
      token,
    );
    if (!answer.success) return;
    dispatch({ type: 'blocked', message: { key: 'payment:errors.possible_fraud_blocked' } });
    location.assign(env.PUBLIC_OFFICE_URL);
  } catch {
    // The office did not answer: the warning stays; the office enforces the block on its side.
  }
}

/**
 * Applies a gateway answer (part 2 §4.4, §8). Paid, done and pending end the attempt and open the confirmation;
 * 3-D Secure keeps the attempt open for the return; authentication runs the provider's challenge; refusals end
 * the attempt with their reason's message (possible_fraud counted, blacklists and blocks stop the step).
 */
export async function applyOutcome(outcome: PaymentOutcome, context: OutcomeContext): Promise<void> {
  switch (outcome.kind) {
    case 'authorized':
      if (outcome.createFuturePaymentFirst) await createFuturePaymentFor(context);
      return paid(context, 'paid', null);
    case 'done':
      return paid(context, 'paid', null);
    case 'pending':
      return paid(context, 'pending', outcome.artifact);
    case 'threeDSecureRedirect': {
      const redirect = redirectFrom(outcome.action);
      if (!redirect) {
        dispatch({ type: 'answered', answer: { state: 'failed', message: { key: ERRORS.paymentRequestFailed } }, key: context.key });
        return;
      }
      dispatch({ type: 'redirect', redirect });
      return;
    }
    case 'authenticationRequired': {
      if (!context.handle?.authenticate) return refused(context, { key: ERRORS.cardAuthenticationError, params: { message: '' } });
      dispatch({ type: 'authenticate' });
      const result = await context.handle
        .authenticate({ clientSecret: outcome.clientSecret, paymentMethodId: outcome.paymentMethodId, intentStatus: outcome.intentStatus })
        .catch((): AuthenticateResult => ({ ok: 'unknown' }));
      if (result.ok === 'unknown') {
        // The challenge may have confirmed the intent (decision 012): "being checked", the attempt and its key kept;
        // "check again" asks the gateway for the attempt by its key, never a new intent.
        dispatch({ type: 'lost', message: { key: 'payment:status.checking' }, resume: 'lookup' });
        return;
      }
      if (result.ok) return paid(context, 'paid', null);
      // Part 2 §8: the provider S authentication error is shown persistently and logged with user and product.
      void sendLog({ env: env.PUBLIC_MODE, message: 'payment: card authentication failed', data: { user: $user.get()?.user_identifier, product: $product.get()?.slug, error: result.message.params?.message } });
      return refused(context, { key: result.message.key, params: result.message.params });
    }
    case 'refused': {
      const message = { key: outcome.message.key, params: outcome.message.params, detail: outcome.reason === 'other' ? outcome.serverMessage : null };
      // The page enforces nothing itself (DESIGN.md "Security"): it says what the gateway said, and reports possible
      // fraud to the office, which decides the block.
      refused(context, outcome.reason === 'user_block_blacklist' ? { key: BLACKLISTED_MESSAGE.key } : message);
      if (outcome.reason === 'possible_fraud') {
        $fraudRefusals.set($fraudRefusals.get() + 1);
        await reportPossibleFraud(context.amount);
      }
      return;
    }
  }
}
