import { describe, expect, it } from 'vitest';
import {
  firstCardInCurrency,
  initialSelection,
  preselectedMethod,
  reconcileSelection,
  selectMethod,
  selectSavedCard,
  type MethodSelection,
} from '~/domain/payment-method-selection';
import type { PaymentMethod } from '~/domain/payment-methods';

const cards = [
  { token: 'eur-1', currency: 'EUR' },
  { token: 'usd-1', currency: 'usd' },
  { token: 'usd-2', currency: 'USD' },
];

describe('preselectedMethod', () => {
  it.each<[string, PaymentMethod[], boolean, PaymentMethod | null]>([
    ['part 2 §4.2: the wallet is selected first when enabled', ['googlePay', 'myCards', 'creditCard', 'paypal'], false, 'googlePay'],
    ['part 2 §4.2: saved cards come next', ['myCards', 'creditCard', 'paypal'], false, 'myCards'],
    ['part 2 §4.2: otherwise creditCard is the default', ['creditCard', 'pix', 'boleto'], false, 'creditCard'],
    ['part 2 §2: paymentMethod=paypal preselects PayPal', ['googlePay', 'creditCard', 'paypal'], true, 'paypal'],
    ['part 2 §2: paymentMethod=paypal is ignored when PayPal is not shown', ['creditCard', 'pix'], true, 'creditCard'],
    ['part 2 §4.1: a PayPal-only list selects PayPal', ['paypal'], false, 'paypal'],
    ['part 2 §4.3: a sponsor wallet list selects it', ['pagSeguro'], false, 'pagSeguro'],
    ['part 2 §4.2: an empty list selects nothing', [], false, null],
  ])('%s', (_, available, preselectPaypal, expected) => {
    expect(preselectedMethod(available, { preselectPaypal })).toBe(expected);
  });
});

describe('saved cards', () => {
  it.each<[string, 'USD' | 'EUR' | 'BRL', string | null]>([
    ['part 2 §4.2: the first saved card in the product currency is preselected', 'USD', 'usd-1'],
    ['part 2 §4.2: a card in another currency is not', 'BRL', null],
  ])('%s', (_, currency, expected) => {
    expect(firstCardInCurrency(cards, currency)).toBe(expected);
  });

  it.each<[string, PaymentMethod[], MethodSelection]>([
    ['part 2 §4.2: myCards on entry chooses the first card of the currency', ['myCards', 'creditCard'], { method: 'myCards', savedCardToken: 'usd-1' }],
    ['part 2 §4.2: another method on entry chooses no card', ['googlePay', 'myCards'], { method: 'googlePay', savedCardToken: null }],
  ])('%s', (_, available, expected) => {
    expect(initialSelection(available, cards, 'USD', { preselectPaypal: false })).toEqual(expected);
  });
});

describe('selecting', () => {
  it.each<[string, PaymentMethod]>([
    ['part 2 §4.2: selecting creditCard clears the chosen saved card', 'creditCard'],
    ['part 2 §4.2: selecting paypal clears the chosen saved card', 'paypal'],
    ['part 2 §4.2: selecting myCards again clears the chosen saved card', 'myCards'],
  ])('%s', (_, method) => {
    expect(selectMethod(method)).toEqual({ method, savedCardToken: null });
  });

  it('part 2 §4.2: choosing a saved card selects myCards with it', () => {
    expect(selectSavedCard('usd-2')).toEqual({ method: 'myCards', savedCardToken: 'usd-2' });
  });
});

describe('reconcileSelection', () => {
  it.each<[string, MethodSelection, PaymentMethod[], MethodSelection]>([
    ['part 2 §4.2: a method still shown stays selected', { method: 'myCards', savedCardToken: 'usd-2' }, ['myCards', 'creditCard'], { method: 'myCards', savedCardToken: 'usd-2' }],
    ['part 2 §4.2: PayPal switched off by a coupon falls back to the entry selection', { method: 'paypal', savedCardToken: null }, ['creditCard'], { method: 'creditCard', savedCardToken: null }],
    ['part 2 §4.2: nothing selected takes the entry selection', { method: null, savedCardToken: null }, ['myCards', 'creditCard'], { method: 'myCards', savedCardToken: 'usd-1' }],
  ])('%s', (_, current, available, expected) => {
    expect(reconcileSelection(current, available, cards, 'USD')).toEqual(expected);
  });
});
