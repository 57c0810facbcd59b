import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  hidesCardForms,
  isPaymentMethod,
  parsePaymentMethod,
  setsInvoiceNonRecurring,
  type PaymentMethod,
} from '~/domain/payment-methods';

describe('parsePaymentMethod', () => {
  it.each(PAYMENT_METHODS.map((method) => [`part 2 §4.2: accepts ${method}`, method] as const))('%s', (_, method) => {
    expect(parsePaymentMethod(method)).toEqual({ ok: true, method });
  });

  it.each([
    ['part 2 §4.2, §8: refuses an unknown value', 'cheque'],
    ['part 2 §4.2, §8: refuses a differently cased value', 'Pix'],
    ['part 2 §4.2, §8: refuses the empty value', ''],
    ['part 2 §4.2, §8: refuses a wallet name that is not a method', 'applePay'],
  ])('%s', (_, value) => {
    expect(parsePaymentMethod(value)).toEqual({
      ok: false,
      error: { key: 'payment:errors.unknown_method', params: { method: value } },
    });
    expect(isPaymentMethod(value)).toBe(false);
  });

  it('part 2 §4.2: lists the twelve method values', () => {
    expect([...PAYMENT_METHODS].sort()).toEqual(
      ['creditCard', 'sepa', 'paypal', 'pagSeguro', 'boleto', 'pix', 'cash', 'bankTransfer', 'nequi', 'yape', 'googlePay', 'myCards'].sort(),
    );
  });
});

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
