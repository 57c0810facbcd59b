import { localOrigin } from '~/api/endpoints';
import { env } from '~/config/env';
import type { PaymentRedirectLists } from '~/domain/payment-redirects';

/** The page's own origin, accepted for the sandbox's own payment pages in sandbox builds only; null live. */
export function sandboxOrigin(): string | null {
  return import.meta.env.PUBLIC_MODE === 'sandbox' ? localOrigin() : null;
}

/** The configured allow-lists for payment redirects (DESIGN.md "Security", payment-redirects.ts). */
export function paymentRedirectLists(): PaymentRedirectLists {
  return {
    threeDSecure: env.PUBLIC_THREE_DS_ALLOWLIST,
    bank: env.PUBLIC_BANK_REDIRECT_ALLOWLIST,
    paypal: env.PUBLIC_PAYPAL_ALLOWLIST,
    sandboxOrigin: sandboxOrigin(),
  };
}
