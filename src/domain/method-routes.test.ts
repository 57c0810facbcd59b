import { describe, expect, it } from 'vitest';
import { ACCEPTED_CURRENCIES, type CurrencyCode } from '~/domain/currencies';
import {
  allRoutes, fieldsProviders, isMethodPayable, isProviderMethod, METHOD_ROUTES, methodPanel, paidBy, panelKind, routeEndpoint, routeNeedsAddress,
  type PaidBy, type PanelKind, type RouteEndpoint,
} from '~/domain/method-routes';
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/payment-methods';
import { providerFor, type ProviderId } from '~/domain/providers';

type Row = [section: string, method: PaymentMethod, provider: ProviderId | null, endpoint: RouteEndpoint | null, payable: boolean, address: boolean];

/** One row per way a method is paid, and the pairs that cannot be paid. */
const ROWS: Row[] = [
  ['part 2 §4.3, §7: card in USD, provider S card endpoint', 'creditCard', 'international', 'provider-s-card', true, false],
  ['part 2 §4.3, §5, §7: card in EUR, provider A card endpoint, address required', 'creditCard', 'european', 'provider-a-card', true, true],
  ['part 2 §4.3, §5, §7: card in BRL, provider B card endpoint, address required', 'creditCard', 'brazilian', 'provider-b-card', true, true],
  ['part 2 §4.3, §7: card at a Latin-American country price, provider U card endpoint', 'creditCard', 'latinAmerican', 'provider-u-card', true, false],
  ['part 2 §4.3, §5, §7: SEPA at provider A, the SEPA endpoint, address required', 'sepa', 'european', 'sepa', true, true],
  ['part 2 §4.3, §5, §7: boleto at provider B, address required', 'boleto', 'brazilian', 'provider-b-boleto', true, true],
  ['part 2 §4.3, §7: pix at provider B, no address', 'pix', 'brazilian', 'provider-b-pix', true, false],
  ['part 2 §4.3, §7: cash at provider U', 'cash', 'latinAmerican', 'provider-u-cash', true, false],
  ['part 2 §4.3, §7: bank transfer at provider U', 'bankTransfer', 'latinAmerican', 'provider-u-bank-transfer', true, false],
  ['part 2 §4.3, §7: Nequi at provider U', 'nequi', 'latinAmerican', 'provider-u-nequi', true, false],
  ['part 2 §4.3, §7: Yape at provider U', 'yape', 'latinAmerican', 'provider-u-yape', true, false],
  ['part 2 §4.4: the wallet confirms in its button, no main-payment endpoint', 'googlePay', 'international', null, true, false],
  ['part 2 §7: saved cards go to the saved-card debit, whatever the provider', 'myCards', 'office', null, true, false],
  ['part 2 §7: saved cards are payable even without a provider', 'myCards', null, null, true, false],
  ['part 2 §4.4: PayPal is the office invoice-pay page', 'paypal', 'paypal', null, true, false],
  ['part 2 §4.3: the sponsor wallet is charged by the office', 'pagSeguro', 'office', null, true, false],
  ['part 2 §4.3: no provider for boleto outside BRL', 'boleto', null, null, false, false],
  ['part 2 §4.3: a card during a first payment to the sponsor has no provider', 'creditCard', null, null, false, false],
  ['part 2 §4.3: provider U takes no pix', 'pix', 'latinAmerican', null, false, false],
  ['part 2 §4.3: provider B takes no cash', 'cash', 'brazilian', null, false, false],
  ['part 2 §4.3: SEPA only at provider A', 'sepa', 'brazilian', null, false, false],
  ['part 2 §4.3: the sponsor wallet only through the office', 'pagSeguro', 'brazilian', null, false, false],
];

describe('the method-route table (part 2 §4.3, §5, §7)', () => {
  it.each(ROWS)('%s', (_section, method, provider, endpoint, payable, address) => {
    expect([routeEndpoint(method, provider), isMethodPayable(method, provider), routeNeedsAddress(method, provider)]).toEqual([endpoint, payable, address]);
  });

  it('part 2 §4.2: nothing is payable before a method is chosen', () => {
    expect(isMethodPayable(null, 'international')).toBe(false);
  });

  it.each<[string, PaymentMethod, PanelKind, PaidBy, boolean]>([
    ['part 2 §2: the card panel, paid through the provider fields', 'creditCard', 'card', 'fields', true],
    ['part 2 §2: SEPA is the provider form', 'sepa', 'providerForm', 'fields', true],
    ['part 2 §2: boleto is the provider form', 'boleto', 'providerForm', 'fields', true],
    ['part 2 §2: Yape is the provider form', 'yape', 'providerForm', 'fields', true],
    ['part 2 §2, §4.4: the wallet buttons pay by themselves', 'googlePay', 'wallet', 'wallet', true],
    ['part 2 §2: the saved cards', 'myCards', 'savedCards', 'savedCard', false],
    ['part 2 §4.4: PayPal', 'paypal', 'paypal', 'paypal', false],
    ['part 2 §4.3: the sponsor wallet', 'pagSeguro', 'sponsorWallet', 'sponsorWallet', false],
  ])('%s', (_section, method, panel, paid, providerRenders) => {
    expect([panelKind(method), paidBy(method), isProviderMethod(method)]).toEqual([panel, paid, providerRenders]);
    expect(methodPanel(method)).toEqual({ kind: panel, method });
  });

  it('part 2 §7: a route paid through the fields names its endpoint, every other route none', () => {
    const wrong = allRoutes().filter(({ method, route }) => (paidBy(method) === 'fields') !== (route.endpoint !== null));
    expect(wrong).toEqual([]);
    expect(fieldsProviders().sort()).toEqual(['brazilian', 'european', 'international', 'latinAmerican']);
  });

  it('has a row for every method of part 2 §4.2', () => {
    expect(Object.keys(METHOD_ROUTES).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});

/** Every (method, provider) `providerFor` answers, over every currency, country price and sponsor case. */
function reachablePairs(): Set<string> {
  const pairs = new Set<string>();
  const countryPrices: (CurrencyCode | null)[] = [null, ...ACCEPTED_CURRENCIES];
  for (const method of PAYMENT_METHODS)
    for (const currency of ACCEPTED_CURRENCIES)
      for (const countryPriceCurrency of countryPrices)
        for (const firstPaymentToUpline of [false, true]) pairs.add(`${method}:${providerFor({ method, currency, countryPriceCurrency, firstPaymentToUpline })}`);
  return pairs;
}

describe('the table and the provider rule agree', () => {
  it('part 2 §4.3: every provider the provider rule picks for a method has a route for it', () => {
    const unrouted = [...reachablePairs()].filter((pair) => {
      const [method, provider] = pair.split(':') as [PaymentMethod, string];
      return provider !== 'null' && !isMethodPayable(method, provider as ProviderId);
    });
    expect(unrouted).toEqual([]);
  });
});
