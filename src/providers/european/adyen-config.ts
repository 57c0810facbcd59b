import type { CoreConfiguration } from '@adyen/adyen-web';
import { providerEnv } from '~/config/provider-env';
import { toIsoMinorUnits, type CurrencyCode } from '~/domain/currencies';
import type { Locale } from '~/i18n/languages';

/** Part 2 §2 brands (Visa, Master Card, American Express, Discover, Diners Club) by Adyen's brand ids. */
export const ADYEN_CARD_BRANDS = ['visa', 'mc', 'amex', 'discover', 'diners'] as const;

/** Adyen's locale for each language of the checkout (its frames' placeholders and screen-reader texts). */
const ADYEN_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  pt: 'pt-BR',
  es: 'es-ES',
  it: 'it-IT',
  fr: 'fr-FR',
  de: 'de-DE',
};

/**
 * Adyen Web 6 refuses to start without a country. A national currency's ISO 4217 code begins with its country's
 * ISO 3166 code (USD -> US, CZK -> CZ, THB -> TH), true of every accepted currency but EUR, which has no single
 * country: there the country Adyen's own examples use stands in. For the secured card fields the country only
 * tags the session; it changes neither the fields nor the encryption.
 */
export const EUR_FALLBACK_COUNTRY = 'NL';

export function adyenCountry(currency: CurrencyCode): string {
  return currency === 'EUR' ? EUR_FALLBACK_COUNTRY : currency.slice(0, 2);
}

export interface AdyenCheckoutInput {
  lang: Locale;
  currency: CurrencyCode;
  /** Office cents (value x 100, part 2 §9). */
  amountCents: number;
}

/**
 * The core configuration of Adyen's checkout for our secured card fields: the public client key and environment
 * of this build, the page's language, no Adyen analytics, and the amount in the currency's ISO minor units
 * (the same as office cents for every currency provider A takes).
 */
export function adyenCheckoutConfig(input: AdyenCheckoutInput): CoreConfiguration {
  return {
    clientKey: providerEnv.PUBLIC_ADYEN_CLIENT_KEY,
    environment: providerEnv.PUBLIC_ADYEN_ENVIRONMENT,
    locale: ADYEN_LOCALES[input.lang],
    countryCode: adyenCountry(input.currency),
    amount: { value: toIsoMinorUnits({ amount: input.amountCents, currency: input.currency }), currency: input.currency },
    analytics: { enabled: false },
  };
}
