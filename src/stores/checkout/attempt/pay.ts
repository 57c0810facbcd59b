import { AbortedError, PaymentOutcomeUnknownError } from '~/api/errors';
import { sendLog } from '~/api/misc/logger';
import { createPayment } from '~/api/payment/create-payment';
import { debitSavedCard } from '~/api/payment/debit-saved-card';
import type { PaymentEndpoint } from '~/api/payment/payment-endpoints';
import type { PaymentPayload } from '~/api/payment/payment-payload-schema';
import { env } from '~/config/env';
import { addressRequiredError } from '~/domain/address';
import { ownCardTokenUsable } from '~/domain/card-token';
import { ERRORS } from '~/domain/error-catalogue';
import { selectedBumpSell } from '~/domain/bump-sell';
import { $bumpSellItems } from '../cart/bump-sell';
import type { PaymentMethod } from '~/domain/payment-methods';
import { paymentOutcome, type GatewayResult } from '~/domain/payment-response';
import { routeEndpoint } from '~/domain/method-routes';
import { $cartTotals } from '../cart/cart';
import { $appliedCoupon } from '../coupon/coupon';
import { $invoice, $product, $user } from '../session';
import { $address, validateAddress } from '../choice/address';
import { attemptKey, type AttemptScope } from './attempt-key';
import { claimPurchase } from './claim';
import { currentPurchase } from '../purchase/current';
import { $continueButton } from '../choice/continue-button';
import { $holderName, $providerHandle } from '../choice/fields';
import { applyOutcome, $fraudRefusals } from './outcome';
import { bodyFailureMessage, buildPaymentBody, chargesNothingNow } from './payment-body';
import { dispatch, requestInFlight, requestToResend } from './dispatch';
import { canPay } from './machine';
import { $paymentStatus, type PaymentMessage } from './status';
import { fieldsSummary } from './validation-summary';
import type { SentRequest } from './machine';
import { payWithPaypal } from './paypal';
import { $methodPayable, $methodProvider, $selection } from '../choice/selection';
import { paySponsorWallet } from './sponsor-wallet-pay';

/** What one press of the pay button is the same attempt as (attempt-key.ts). */
export function attemptScope(method: PaymentMethod): AttemptScope | null {
  const product = $product.get();
  const totals = $cartTotals.get();
  const purchase = currentPurchase();
  if (!product || !totals || !purchase) return null;
  return { purchase, slug: product.slug, invoiceId: $invoice.get() ? String($invoice.get()!.id) : null, method, currency: product.currency, amount: totals.charge.total };
}

function outcomeContext(method: PaymentMethod) {
  const product = $product.get()!;
  const user = $user.get();
  return {
    method,
    currency: product.currency,
    isTrial: product.trialDays > 0,
    coupon: $appliedCoupon.get(),
    previousFraudAttempts: (user?.fraud_warnings ?? 0) + $fraudRefusals.get(),
    multiplePayment: selectedBumpSell($bumpSellItems.get()).length > 0,
  };
}

/**
 * The check before anything is sent (part 2 §5): the address, then the continue button's own rule. An incomplete
 * address also checks the method's own inputs (provider B's documents, U's local methods, SEPA), so one press shows
 * every refused field's message and the alert counts them (validation-summary.ts); the method's fields sit above the
 * block, so a refused one of them takes the focus, else the block's first missing field does. With the method's own
 * fields incomplete, the card fields name what is missing (ProviderHandle.showMissing), our own forms mark every
 * refused input (check); either way the first one keeps the focus.
 */
function invalidBeforePaying(method: PaymentMethod): PaymentMessage | null {
  const product = $product.get();
  if (!product) return { key: ERRORS.paymentRequestFailed };
  if (addressRequiredError(method, $methodProvider.get(), product.currency, $address.get())) {
    const refused = $providerHandle.get()?.check?.() ?? 0;
    const missing = validateAddress(product.currency, { focusFirst: refused === 0 })?.missing.length ?? 0;
    return fieldsSummary(refused + missing, { key: 'errors:validation.address_required' });
  }
  const button = $continueButton.get();
  if (button?.state.kind !== 'disabled') return null;
  const handle = $providerHandle.get();
  const named = handle?.showMissing?.();
  if (named) return { ...named, fields: true };
  const refused = handle?.check?.() ?? 0;
  if (refused > 0) return { key: 'payment:validation.summary', params: { count: refused }, fields: true };
  return { key: button.state.messageKey ?? ERRORS.cardFieldError };
}

async function send(attempt: SentRequest): Promise<void> {
  dispatch({ type: 'sent', request: attempt });
  const answer =
    attempt.endpoint === 'savedCardDebit'
      ? await debitSavedCard(attempt.body as Parameters<typeof debitSavedCard>[0])
      : await createPayment(attempt.endpoint, attempt.body as PaymentPayload);
  const outcome = paymentOutcome(answer.gateway as GatewayResult, outcomeContext(attempt.method));
  await applyOutcome(outcome, { method: attempt.method, key: attempt.key, amount: attempt.amount, gatewayIdentifier: answer.gateway_identifier ?? null, handle: $providerHandle.get(), hashToken: 'hash_token' in answer && typeof answer.hash_token === 'string' ? answer.hash_token : null });
}

async function payWithFields(method: PaymentMethod, scope: AttemptScope): Promise<void> {
  const endpoint = routeEndpoint(method, $methodProvider.get());
  const handle = $providerHandle.get();
  if (!endpoint || !handle) {
    dispatch({ type: 'answered', answer: { state: 'failed', message: { key: ERRORS.paymentRequestFailed } } });
    return;
  }
  // Before the tokeniser is called: the token providers B and U answer is at most this old (domain/card-token.ts).
  const collectedAt = Date.now();
  const collected = await handle.collect({ holderName: $holderName.get().trim(), chargesNothingNow: chargesNothingNow() });
  if (!collected.ok) {
    // The tokeniser refused: nothing left, and no key was drawn (the key comes after the tokeniser's yes).
    const message = { key: collected.message.key, params: collected.message.params };
    dispatch({ type: 'invalid', message: collected.invalid ? fieldsSummary(collected.invalid, message) : message });
    if (collected.log) {
      const user = $user.get();
      void sendLog({ env: env.PUBLIC_MODE, message: 'payment: card tokenisation failed', data: { user: user?.user_identifier, product: scope.slug, error: collected.message.params?.message } });
    }
    return;
  }
  const key = attemptKey(scope);
  const built = buildPaymentBody(key, collected.payment);
  if (!built.ok) {
    dispatch({ type: 'answered', answer: { state: 'failed', message: bodyFailureMessage(built.failure) }, key });
    return;
  }
  const tokenisedAt = 'token_card' in collected.payment ? collectedAt : undefined;
  await send({ endpoint, body: built.body, method, key, amount: scope.amount, ...(tokenisedAt === undefined ? {} : { tokenisedAt }) });
}

async function payWithSavedCard(scope: AttemptScope): Promise<void> {
  const token = $selection.get().savedCardToken;
  const user = $user.get();
  const key = attemptKey(scope);
  const built = buildPaymentBody(key, {});
  if (!token || !user || !built.ok) {
    dispatch({ type: 'answered', answer: { state: 'failed', message: bodyFailureMessage(built.ok ? 'not_ready' : built.failure) }, key });
    return;
  }
  const { body } = built;
  const debit = { application: 'OFFICE' as const, idempotency_key: key, id_user: body.id_user, token_checkout: body.token_checkout, card_token: token, invoice_id: body.my_data.office_fatura, product: body.product, amount: body.amount };
  await send({ endpoint: 'savedCardDebit', body: debit, method: 'myCards', key, amount: scope.amount });
}

/**
 * A send that threw. No clear answer (lost, timeout, 5xx or 409 after the resends): the payment may exist, the
 * attempt stays and "check again" resends its same body and key. A definite failure (a validation 4xx, a refused
 * request): nothing was charged, the attempt closes, and the next press is a new attempt with a new key.
 */
function failed(error: unknown): void {
  if (error instanceof AbortedError) return;
  if (error instanceof PaymentOutcomeUnknownError) {
    dispatch({ type: 'lost', message: { key: 'payment:status.checking' } });
    return;
  }
  dispatch({ type: 'answered', answer: { state: 'failed', message: { key: ERRORS.paymentRequestFailed } }, key: requestInFlight()?.key });
}

/**
 * The pay button (part 2 §2, §4.4). One payment per purchase (DESIGN.md "Security", decision 012): the status turns
 * `paying` before anything async, so a double click, ten clicks or Enter plus a click start one attempt; the tab
 * claims the purchase before drawing a key (claim.ts: another tab, an attempt left open, a purchase paid already);
 * "check again" after an unclear answer resends the very same body (but asks the gateway by key once a provider B or
 * U token in it may have expired). Provider B's and U's methods go the same way as S and A (payWithFields).
 */
export async function pay(): Promise<void> {
  if (!canPay($paymentStatus.get())) return;
  const resend = requestToResend();
  if (resend) {
    // Provider B's and U's token lives 60 s and charges once: past that, resending the body could only be refused, so
    // the gateway is asked for the attempt by its key, as after a reload (never received: the next press tokenises anew).
    if (resend.tokenisedAt !== undefined && !ownCardTokenUsable(resend.tokenisedAt, Date.now())) {
      return import('./resume-open').then((module) => module.checkAgain());
    }
    dispatch({ type: 'press' });
    return send(resend).catch(failed);
  }
  const method = $selection.get().method;
  if (!method || !$methodPayable.get()) return;
  const invalid = invalidBeforePaying(method);
  if (invalid) {
    dispatch({ type: 'invalid', message: invalid });
    return;
  }
  const scope = attemptScope(method);
  if (!scope || !dispatch({ type: 'press' })) return;
  try {
    // One payment per purchase (decision 012): another tab paying it, an attempt left open, or a purchase paid
    // already stop this press before anything is sent.
    if (!(await claimPurchase(scope))) return;
    if (method === 'paypal') await payWithPaypal();
    else if (method === 'myCards') await payWithSavedCard(scope);
    else if (method === 'pagSeguro') await paySponsorWallet(scope);
    else await payWithFields(method, scope);
  } catch (error) {
    failed(error);
  }
}
