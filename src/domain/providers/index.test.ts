import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';
import { providerFor, validatesCardFields, type ProviderId, type ProviderInput } from '~/domain/providers';

const input = (method: PaymentMethod, currency: CurrencyCode, extra: Partial<ProviderInput> = {}): ProviderInput => ({
  method,
  currency,
  countryPriceCurrency: null,
  firstPaymentToUpline: false,
  ...extra,
});

describe('providerFor', () => {
  it.each<[string, ProviderInput, ProviderId | null]>([
    ['part 2 §4.3: card in USD goes to provider S', input('creditCard', 'USD'), 'international'],
    ['part 2 §4.3: card in EUR goes to provider A', input('creditCard', 'EUR'), 'european'],
    ['part 2 §4.3: SEPA goes to provider A', input('sepa', 'EUR'), 'european'],
    ['part 2 §4.3: boleto in BRL goes to provider B', input('boleto', 'BRL'), 'brazilian'],
    ['part 2 §4.3: pix in BRL goes to provider B', input('pix', 'BRL'), 'brazilian'],
    ['part 2 §4.3: card in BRL goes to provider B', input('creditCard', 'BRL'), 'brazilian'],
    ['part 2 §4.3: card with a BRL country price goes to provider U', input('creditCard', 'BRL', { countryPriceCurrency: 'BRL' }), 'latinAmerican'],
    ['part 2 §4.3: card with an ARS country price goes to provider U', input('creditCard', 'ARS', { countryPriceCurrency: 'ARS' }), 'latinAmerican'],
    ['part 2 §4.3: card with an MXN country price goes to provider U', input('creditCard', 'MXN', { countryPriceCurrency: 'MXN' }), 'latinAmerican'],
    ['part 2 §4.3: card with a PEN country price goes to provider U', input('creditCard', 'PEN', { countryPriceCurrency: 'PEN' }), 'latinAmerican'],
    ['part 2 §4.3: card with a COP country price goes to provider U', input('creditCard', 'COP', { countryPriceCurrency: 'COP' }), 'latinAmerican'],
    ['part 2 §4.3: card with a GBP country price goes to provider S', input('creditCard', 'GBP', { countryPriceCurrency: 'GBP' }), 'international'],
    ['part 2 §4.3: card with an INR country price goes to provider S', input('creditCard', 'INR', { countryPriceCurrency: 'INR' }), 'international'],
    ['part 2 §4.3: cash in ARS goes to provider U', input('cash', 'ARS'), 'latinAmerican'],
    ['part 2 §4.3: bank transfer in MXN goes to provider U', input('bankTransfer', 'MXN'), 'latinAmerican'],
    ['part 2 §4.3: nequi in COP goes to provider U', input('nequi', 'COP'), 'latinAmerican'],
    ['part 2 §4.3: yape in PEN goes to provider U', input('yape', 'PEN'), 'latinAmerican'],
    ['part 2 §9: wallets go to provider S', input('googlePay', 'USD'), 'international'],
    ['part 2 §4.4: PayPal goes through the office invoice-pay page', input('paypal', 'USD'), 'paypal'],
    ['part 2 §4.3: the Brazilian wallet is charged by the office', input('pagSeguro', 'BRL'), 'office'],
    ['part 2 §7: saved cards are debited by the office', input('myCards', 'USD'), 'office'],
    ['part 2 §4.3: boleto outside BRL has no provider', input('boleto', 'USD'), null],
    ['part 2 §4.3: SEPA outside EUR has no provider', input('sepa', 'USD'), null],
    ['part 2 §4.3: cash in USD has no provider', input('cash', 'USD'), null],
    ['part 2 §4.3: a card during a first payment to the sponsor has no provider', input('creditCard', 'USD', { firstPaymentToUpline: true }), null],
    ['part 2 §4.3: boleto during a first payment to the sponsor has no provider', input('boleto', 'BRL', { firstPaymentToUpline: true }), null],
    ['part 2 §4.3: PayPal pays the sponsor', input('paypal', 'USD', { firstPaymentToUpline: true }), 'paypal'],
    ['part 2 §4.3: the Brazilian wallet pays the sponsor', input('pagSeguro', 'BRL', { firstPaymentToUpline: true }), 'office'],
  ])('%s', (_, given, expected) => {
    expect(providerFor(given)).toBe(expected);
  });
});

describe('validatesCardFields', () => {
  it.each<[string, CurrencyCode, boolean]>([
    ['part 2 §4.3: EUR card fields are validated', 'EUR', true],
    ['part 2 §4.3: USD card fields are validated', 'USD', true],
    ['part 2 §4.3: CZK card fields are validated', 'CZK', true],
    ['part 2 §4.3: THB card fields are validated', 'THB', true],
    ['part 2 §4.3: BRL card fields are not', 'BRL', false],
    ['part 2 §4.3: MXN card fields are not', 'MXN', false],
  ])('%s', (_, currency, expected) => {
    expect(validatesCardFields(currency)).toBe(expected);
  });
});
