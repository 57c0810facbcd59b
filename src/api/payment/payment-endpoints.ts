import type { ProviderId } from '~/domain/providers';

/**
 * The main-payment endpoints of part 2 §7 ("endpoint chosen by gateway and method: single, recurrent,
 * boleto, SEPA, card provider S, provider A, provider B card/boleto/pix, provider U cash/bank
 * transfer/nequi/yape/card"). The spec does not show the paths; ours are `/payment/<provider>/<method>`,
 * and the gateway's own generic ones `/payment/<method>`. The domain's routing (providers.ts) picks one.
 */
export const PAYMENT_ENDPOINTS = {
  single: { path: '/payment/single', provider: null, charge: 'card' },
  recurrent: { path: '/payment/recurrent', provider: null, charge: 'card' },
  boleto: { path: '/payment/boleto', provider: null, charge: 'boleto' },
  sepa: { path: '/payment/sepa', provider: 'european', charge: 'sepa' },
  'provider-s-card': { path: '/payment/provider-s/card', provider: 'international', charge: 'card' },
  'provider-a-card': { path: '/payment/provider-a/card', provider: 'european', charge: 'card' },
  'provider-b-card': { path: '/payment/provider-b/card', provider: 'brazilian', charge: 'card' },
  'provider-b-boleto': { path: '/payment/provider-b/boleto', provider: 'brazilian', charge: 'boleto' },
  'provider-b-pix': { path: '/payment/provider-b/pix', provider: 'brazilian', charge: 'pix' },
  'provider-u-card': { path: '/payment/provider-u/card', provider: 'latinAmerican', charge: 'card' },
  'provider-u-cash': { path: '/payment/provider-u/cash', provider: 'latinAmerican', charge: 'cash' },
  'provider-u-bank-transfer': { path: '/payment/provider-u/bank-transfer', provider: 'latinAmerican', charge: 'bankTransfer' },
  'provider-u-nequi': { path: '/payment/provider-u/nequi', provider: 'latinAmerican', charge: 'nequi' },
  'provider-u-yape': { path: '/payment/provider-u/yape', provider: 'latinAmerican', charge: 'yape' },
} as const satisfies Record<string, { path: string; provider: ProviderId | null; charge: string }>;

export type PaymentEndpoint = keyof typeof PAYMENT_ENDPOINTS;
export type PaymentCharge = (typeof PAYMENT_ENDPOINTS)[PaymentEndpoint]['charge'];

/** Paths of the other gateway payment calls (part 2 §7, "path not shown": our choice). */
export const PAYMENT_PATHS = {
  threeDSecureReturn: '/payment/3ds/return',
  paymentIntent: '/payment/payment-intent',
  /** Part 2 §7 "Setup intent": beside the payment intent, as Stripe's two intents are siblings. */
  setupIntent: '/payment/setup-intent',
  savedCardDebit: '/payment/token-card/debit',
  futurePayment: '/payment/future',
} as const;

/** Part 2 §7: the pix notification poll (a GET, the one gateway call that is not POST JSON). */
export function pixNotificationPath(hashToken: string): string {
  return `/verify-notification/${encodeURIComponent(hashToken)}/success`;
}

/** Payment calls wait longer than the default: a provider may take its time, and a retry reuses the key. */
export const PAYMENT_TIMEOUT_MS = 30_000;
