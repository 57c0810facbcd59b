/**
 * Card brands as their owners spell them, by Adyen's brand id (https://docs.adyen.com/development-resources/paymentmethodvariant/);
 * an id not listed is shown as Adyen gives it.
 */
const NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  maestro: 'Maestro',
  cartebancaire: 'Carte Bancaire',
  bcmc: 'Bancontact',
  dankort: 'Dankort',
  jcb: 'JCB',
};

export function cardBrandName(brand: string): string {
  return NAMES[brand] ?? brand;
}
