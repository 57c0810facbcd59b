/**
 * Reading the checkout's query parameters (part 1 §2 "Query parameters read", part 2 §2).
 * Purchase-flow parameters are read by flows.ts; this file reads the options every flow shares.
 */
import { periodFromQuery, type RecurrencePeriod } from '~/domain/period';
import { isPaymentMethod } from '~/domain/payment-methods';

/** A URLSearchParams, or a plain record such as Astro's params; both are read the same way. */
export type ParamSource = { get(name: string): string | null } | Readonly<Record<string, string | undefined>>;

function isSearchParams(source: ParamSource): source is { get(name: string): string | null } {
  return typeof (source as { get?: unknown }).get === 'function';
}

/** Trimmed value of a parameter, or null when absent or blank. Example: readParam(new URLSearchParams('a=%20x'), 'a') === 'x'. */
export function readParam(source: ParamSource, name: string): string | null {
  const raw = isSearchParams(source) ? source.get(name) : source[name];
  if (raw === null || raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** The paymentMethod value when it names none of the methods, else null. Example: unknownMethod('cheque') === 'cheque'. */
function unknownMethod(value: string | null): string | null {
  return value === null || isPaymentMethod(value) ? null : value;
}

/** True only for the exact value '1', the spec's switch form (allowed-brl=1, payDomain=1...). */
export function isSwitchOn(source: ParamSource, name: string): boolean {
  return readParam(source, name) === '1';
}

/** Presence switches (go-to-purchase-domain, return-cheetah, wp_upgrade_trial) count unless set to 0 or false. */
function isPresent(source: ParamSource, name: string): boolean {
  const value = readParam(source, name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

export type CheckoutStep = 'payment' | 'paymentConfirmation';

/**
 * Step asked for by checkoutStep (part 2 §2): Payment always works; PaymentConfirmation only when the
 * skip flag was stored locally by an earlier skipStepConfirmation=testUrl visit. Anything else is ignored.
 * Example: resolveCheckoutStep('PaymentConfirmation', false) === null.
 */
export function resolveCheckoutStep(value: string | null, hasStoredSkipFlag: boolean): CheckoutStep | null {
  if (value === null) return null;
  const normalized = value.toLowerCase();
  if (normalized === 'payment') return 'payment';
  if (normalized === 'paymentconfirmation' && hasStoredSkipFlag) return 'paymentConfirmation';
  return null;
}

/**
 * url-after-payment with every '|' read as '/' (part 2 §2). The result is NOT yet safe to follow:
 * pass it through safe-redirect.ts. Example: decodeUrlAfterPayment('https:||a.example|x') === 'https://a.example/x'.
 */
export function decodeUrlAfterPayment(value: string | null): string | null {
  return value === null ? null : value.replaceAll('|', '/');
}

export interface CheckoutOptions {
  /** period=y is YEARLY, anything else MONTHLY. */
  period: RecurrencePeriod;
  couponCode: string | null;
  invoiceId: string | null;
  /** paymentMethod=paypal preselects PayPal. */
  preselectPaypal: boolean;
  /** A paymentMethod that names no method (part 2 §8 "O metodo de pagamento ..., não existe"), as given; else null. */
  unknownPaymentMethod: string | null;
  urlAfterPayment: string | null;
  /** The raw checkoutStep value; resolve it with resolveCheckoutStep and the stored skip flag. */
  checkoutStepParam: string | null;
  /** skipStepConfirmation=testUrl */
  skipStepConfirmation: boolean;
  testPixel: boolean;
  /**
   * threeSecure and identify both present: the buyer is back from 3-D Secure; `redirectResult` is what provider A's
   * Adyen appended to the return URL (null when absent).
   */
  threeDSecureReturn: { identify: string; redirectResult: string | null } | null;
  /**
   * The return of a provider S wallet that left the page to confirm (Stripe appends `payment_intent`,
   * `payment_intent_client_secret` and `redirect_status` to the return URL:
   * https://docs.stripe.com/payments/accept-a-payment?platform=web&ui=elements#web-submit-payment): `status` is
   * `redirect_status` (succeeded, processing, failed), null when absent.
   */
  walletReturn: { status: string | null } | null;
  /** anyone-can-pay=1 with user-id: someone else pays the owner's invoice. */
  anyoneCanPay: { ownerUserId: string } | null;
  allowedBrl: boolean;
  supportLink: boolean;
  payNow: boolean;
  goToPurchaseDomain: boolean;
  returnCheetah: boolean;
  wpUpgradeTrial: boolean;
  pixelEvent: string | null;
}

/**
 * The options shared by every flow (part 1 §2, part 2 §2).
 * Example: readCheckoutOptions(new URLSearchParams('period=y')).period === 'YEARLY'.
 */
export function readCheckoutOptions(source: ParamSource): CheckoutOptions {
  const threeSecure = readParam(source, 'threeSecure');
  const identify = readParam(source, 'identify');
  const ownerUserId = readParam(source, 'user-id');
  return {
    period: periodFromQuery(readParam(source, 'period')),
    couponCode: readParam(source, 'coupon'),
    invoiceId: readParam(source, 'invoice'),
    preselectPaypal: readParam(source, 'paymentMethod') === 'paypal',
    unknownPaymentMethod: unknownMethod(readParam(source, 'paymentMethod')),
    urlAfterPayment: decodeUrlAfterPayment(readParam(source, 'url-after-payment')),
    checkoutStepParam: readParam(source, 'checkoutStep'),
    skipStepConfirmation: readParam(source, 'skipStepConfirmation') === 'testUrl',
    testPixel: isPresent(source, 'testPixel'),
    threeDSecureReturn: threeSecure !== null && identify !== null ? { identify, redirectResult: readParam(source, 'redirectResult') } : null,
    walletReturn: readParam(source, 'payment_intent') !== null ? { status: readParam(source, 'redirect_status') } : null,
    anyoneCanPay: isSwitchOn(source, 'anyone-can-pay') && ownerUserId !== null ? { ownerUserId } : null,
    allowedBrl: isSwitchOn(source, 'allowed-brl'),
    supportLink: isSwitchOn(source, 'support-link'),
    payNow: isSwitchOn(source, 'pay-now'),
    goToPurchaseDomain: isPresent(source, 'go-to-purchase-domain'),
    returnCheetah: isPresent(source, 'return-cheetah'),
    wpUpgradeTrial: isPresent(source, 'wp_upgrade_trial'),
    pixelEvent: readParam(source, 'pixelEvent') ?? readParam(source, 'pixel-event'),
  };
}

// `dev-mode=1` (part 1 §2) is deliberately not read: DESIGN.md "Security" says it has no effect in a
// live build, and the live-build test checks that the switch's name is not even in the bundle.

/**
 * What a provider S wallet's return adds to the checkout's URL (`walletReturn`): read once, then taken out of the
 * address so a reload or a shared link does not replay it (the client secret never stays in the history).
 */
export const WALLET_RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;
