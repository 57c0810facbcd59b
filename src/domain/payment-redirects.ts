import { checkRedirect, type RedirectCheck } from './safe-redirect';

/**
 * Where the payment step may send the buyer's browser (DESIGN.md "Security"): a 3-D Secure page (part 2 §4.4, the
 * gateway's `payment_redirect_user`), a bank's page, or PayPal's path through the office's invoice-pay page
 * (part 2 §4.3). Each kind has its own configured allow-list, apart from the buyer-facing one that after-payment and
 * plan redirects use: an origin trusted for one is not trusted for another, and a refused target is not followed
 * (the step shows its request-failure message; there is no office fallback for a payment page).
 */
export type PaymentRedirectKind = 'threeDSecure' | 'bank' | 'paypal';

export interface PaymentRedirectLists {
  threeDSecure: readonly string[];
  bank: readonly string[];
  paypal: readonly string[];
  /** The local origin accepted in sandbox mode only (the sandbox's own 3-D Secure and bank pages); null live. */
  sandboxOrigin: string | null;
}

/**
 * Checks a payment redirect against its kind's list only.
 * Example: checkPaymentRedirect('paypal', 'https://acs.bank.example/3ds', lists) -> { ok: false, refusal: 'origin' }.
 */
export function checkPaymentRedirect(kind: PaymentRedirectKind, target: string | null | undefined, lists: PaymentRedirectLists): RedirectCheck {
  // officeUrl is unused by checkRedirect: a refused payment redirect is not replaced by another target.
  return checkRedirect(target, { allowedOrigins: lists[kind], officeUrl: '', sandboxOrigin: lists.sandboxOrigin });
}
