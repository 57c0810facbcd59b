/**
 * Which provider takes a payment (part 2 §4.3, §9; DESIGN.md "Payments").
 *
 * Provider ids, with the spec's letters:
 * - 'international' = provider S, the international card provider (cards, wallets);
 * - 'european'      = provider A, the European provider (cards, SEPA);
 * - 'brazilian'     = provider B (card, boleto, pix);
 * - 'latinAmerican' = provider U (card, cash, bank transfer, Nequi, Yape);
 * - 'paypal'        = PayPal, reached through the office's invoice-pay page;
 * - 'office'        = charged by the office itself: the Brazilian wallet (pagSeguro) and saved-card debits (myCards).
 * The sandbox provider is chosen by the mode, not here: these are always the real provider ids. What else the house
 * knows about each provider is its manifest beside this file (`<id>.ts`, manifest.ts, decision 060).
 */
import type { CurrencyCode } from '~/domain/currencies';
import { METHODS, type MethodDescriptor } from '~/domain/methods';
import type { PaymentMethod } from '~/domain/payment-methods';

import type { ProviderId } from './ids';

export { PROVIDERS, type ProviderId } from './ids';

/**
 * The `business_gateway` each provider takes a future payment for (part 2 §7 "Future payment"): each manifest's
 * `gatewayName`, which manifests.test.ts holds equal. A copy beside the routing the payment step loads rather than a
 * projection of manifests.ts: read through that file (or the manifests' own files), the map became a chunk of its own,
 * named in the import lists of every lazy part that sends it (about 0.1 KB before a method is chosen).
 */
export const PROVIDER_GATEWAY_NAMES: Readonly<Record<ProviderId, string>> = {
  international: 'stripe',
  european: 'adyen',
  brazilian: 'pagarme',
  latinAmerican: 'latam',
  paypal: 'paypal',
  office: 'office',
};

export interface ProviderInput {
  method: PaymentMethod;
  /** Currency of the product being paid. */
  currency: CurrencyCode;
  /** Currency of the country price in force, null when the plan is not country-priced. */
  countryPriceCurrency: CurrencyCode | null;
  /** The first payment goes to the sponsor (see upline.ts). */
  firstPaymentToUpline: boolean;
}

/**
 * The provider for a method, currency and country price (part 2 §4.3; the descriptor's `provider`), or null when the combination cannot be paid
 * (e.g. boleto in USD, or a card while the first payment goes to the sponsor, who is paid only by PayPal or pagSeguro).
 * Example: providerFor({ method: 'creditCard', currency: 'BRL', countryPriceCurrency: 'BRL', firstPaymentToUpline: false }) === 'latinAmerican'.
 */
export function providerFor(input: ProviderInput): ProviderId | null {
  const descriptor: MethodDescriptor = METHODS[input.method];
  if (input.firstPaymentToUpline && !descriptor.paysSponsor) return null;
  const { provider } = descriptor;
  return typeof provider === 'string' ? provider : provider(input.currency, input.countryPriceCurrency);
}

/** Currencies whose card fields are validated before paying (part 2 §4.3, §5). */
export const CARD_FIELD_VALIDATION_CURRENCIES = ['EUR', 'USD', 'CZK', 'THB'] as const satisfies readonly CurrencyCode[];

/** True when the card fields are validated for this currency. Example: validatesCardFields('THB') === true. */
export function validatesCardFields(currency: CurrencyCode): boolean {
  return (CARD_FIELD_VALIDATION_CURRENCIES as readonly CurrencyCode[]).includes(currency);
}
