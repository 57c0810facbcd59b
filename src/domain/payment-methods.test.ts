import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  isPaymentMethod,
  parsePaymentMethod,
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
