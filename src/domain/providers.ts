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
 * The sandbox provider is chosen by the mode, not here: these are always the real provider ids.
 */
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';

export const PROVIDERS = ['international', 'european', 'brazilian', 'latinAmerican', 'paypal', 'office'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

/** Currencies of provider U's local methods (part 2 §4.3). */
const LATIN_AMERICAN_CURRENCIES: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(['ARS', 'MXN', 'COP', 'PEN']);
/** Country-price currencies whose cards go to provider U (part 2 §4.3). */
const LATIN_AMERICAN_CARD_COUNTRY_PRICES: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(['ARS', 'MXN', 'PEN', 'COP', 'BRL']);

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
 * The provider for a method, currency and country price (part 2 §4.3), or null when the combination cannot be paid
 * (e.g. boleto in USD, or a card while the first payment goes to the sponsor, who is paid only by PayPal or pagSeguro).
 * Example: providerFor({ method: 'creditCard', currency: 'BRL', countryPriceCurrency: 'BRL', firstPaymentToUpline: false }) === 'latinAmerican'.
 */
export function providerFor(input: ProviderInput): ProviderId | null {
  const { method, currency } = input;
  if (method === 'paypal') return 'paypal';
  if (method === 'pagSeguro') return 'office';
  if (input.firstPaymentToUpline) return null;
  switch (method) {
    case 'myCards':
      return 'office';
    case 'googlePay':
      return 'international';
    case 'sepa':
      return currency === 'EUR' ? 'european' : null;
    case 'boleto':
    case 'pix':
      return currency === 'BRL' ? 'brazilian' : null;
    case 'cash':
    case 'bankTransfer':
    case 'nequi':
    case 'yape':
      return LATIN_AMERICAN_CURRENCIES.has(currency) ? 'latinAmerican' : null;
    case 'creditCard':
      return cardProvider(currency, input.countryPriceCurrency);
  }
}

function cardProvider(currency: CurrencyCode, countryPriceCurrency: CurrencyCode | null): ProviderId {
  if (countryPriceCurrency !== null && LATIN_AMERICAN_CARD_COUNTRY_PRICES.has(countryPriceCurrency)) return 'latinAmerican';
  if (currency === 'BRL') return 'brazilian';
  if (currency === 'EUR') return 'european';
  // USD, country prices in other currencies, and every remaining currency go to the international provider.
  return 'international';
}

/** Currencies whose card fields are validated before paying (part 2 §4.3, §5). */
export const CARD_FIELD_VALIDATION_CURRENCIES = ['EUR', 'USD', 'CZK', 'THB'] as const satisfies readonly CurrencyCode[];

/** True when the card fields are validated for this currency. Example: validatesCardFields('THB') === true. */
export function validatesCardFields(currency: CurrencyCode): boolean {
  return (CARD_FIELD_VALIDATION_CURRENCIES as readonly CurrencyCode[]).includes(currency);
}

/**
 * The `business_gateway` the future payment names (part 2 §7 "Future payment"): the gateway that took the first
 * payment. The spec names only pagarme (provider B); the others are the providers' own names.
 */
export const PROVIDER_GATEWAY_NAMES: Readonly<Record<ProviderId, string>> = {
  international: 'stripe',
  european: 'adyen',
  brazilian: 'pagarme',
  latinAmerican: 'latam',
  paypal: 'paypal',
  office: 'office',
};
