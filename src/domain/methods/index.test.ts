import { describe, expect, it } from 'vitest';
import { hidesCardForms, setsInvoiceNonRecurring } from '~/domain/methods';
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/methods/names';

describe('hidesCardForms', () => {
  it.each<[string, PaymentMethod, boolean]>([
    ['part 2 §4.3: paypal hides the card forms', 'paypal', true],
    ['part 2 §4.3: pagSeguro hides the card forms', 'pagSeguro', true],
    ['part 2 §4.3: myCards hides the card forms', 'myCards', true],
    ['part 2 §4.3: creditCard keeps the card forms', 'creditCard', false],
    ['part 2 §4.3: sepa keeps the card forms', 'sepa', false],
  ])('%s', (_, method, expected) => {
    expect(hidesCardForms(method)).toBe(expected);
  });
});

describe('setsInvoiceNonRecurring', () => {
  const nonRecurring: PaymentMethod[] = ['boleto', 'pix', 'cash', 'bankTransfer', 'nequi', 'yape', 'googlePay'];
  it.each(PAYMENT_METHODS.map((method) => [`part 2 §4.5: ${method}`, method, nonRecurring.includes(method)] as const))(
    '%s sets the invoice non-recurring: %s',
    (_, method, expected) => {
      expect(setsInvoiceNonRecurring(method)).toBe(expected);
    },
  );
});
