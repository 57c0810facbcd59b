import type { CurrencyCode } from '~/domain/currencies';
import type { ProviderId } from '~/domain/providers/ids';
import type { MethodDescriptor } from './descriptor';

/** Country-price currencies whose cards go to provider U (part 2 §4.3). */
const LATIN_AMERICAN_CARD_COUNTRY_PRICES: readonly CurrencyCode[] = ['ARS', 'MXN', 'PEN', 'COP', 'BRL'];

/**
 * The card's provider (part 2 §4.3): provider U for a Latin-American country price, B for BRL, A for EUR, and S for
 * USD, country prices in other currencies and every remaining currency.
 * Example: cardProvider('BRL', 'BRL') === 'latinAmerican'; cardProvider('EUR', null) === 'european'.
 */
function cardProvider(currency: CurrencyCode, countryPriceCurrency: CurrencyCode | null): ProviderId {
  if (countryPriceCurrency !== null && LATIN_AMERICAN_CARD_COUNTRY_PRICES.includes(countryPriceCurrency)) return 'latinAmerican';
  if (currency === 'BRL') return 'brazilian';
  if (currency === 'EUR') return 'european';
  return 'international';
}

/** The card, at each provider's own card fields (part 2 §2, §4.3, §5, §7). */
export const creditCard = {
  offer: {},
  provider: cardProvider,
  panel: 'card',
  routes: {
    international: { endpoint: 'provider-s-card' },
    european: { endpoint: 'provider-a-card', address: true },
    brazilian: { endpoint: 'provider-b-card', address: true },
    latinAmerican: { endpoint: 'provider-u-card' },
  },
  addressBlock: true,
} as const satisfies MethodDescriptor;
