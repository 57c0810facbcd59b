import { describe, expect, it } from 'vitest';
import {
  continueButtonState,
  continueLabelKey,
  hasContinueButton,
  type ContinueButtonInput,
  type ContinueButtonState,
} from '~/domain/continue-button';
import type { Coupon } from '~/domain/coupon';
import { PAYMENT_METHODS, type PaymentMethod } from '~/domain/payment-methods';

const fixedCoupon = (value: number): Coupon => ({
  id: 1, code: 'FIX', type: 'FIXED_VALUE', value, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false,
});
const percentCoupon: Coupon = { ...fixedCoupon(10), type: 'PERCENTAGE_OF_DISCOUNT' };

const completeCard = { holderName: 'Ana Souza', numberComplete: true, expiryComplete: true, cvcComplete: true };
const emptyAddress = { zipCode: '', city: '', street: '', country: '', stateCode: '', district: '', number: '', complement: '' };
const completeAddress = { ...emptyAddress, zipCode: '1000', city: 'Lisboa', street: 'Rua A', country: 'PT' };

const base: ContinueButtonInput = {
  method: 'creditCard',
  currency: 'USD',
  coupon: null,
  amount: 6900,
  hasFirstMonthAmount: false,
  firstPaymentToUpline: false,
  card: completeCard,
  address: emptyAddress,
  sepaComplete: false,
  fieldsReady: true,
};

const enabled: ContinueButtonState = { kind: 'enabled' };
const disabled: ContinueButtonState = { kind: 'disabled', messageKey: null };
const holderMissing: ContinueButtonState = { kind: 'disabled', messageKey: 'errors:validation.holder_required' };

describe('continueButtonState', () => {
  it.each<[string, Partial<ContinueButtonInput>, ContinueButtonState]>([
    ['part 2 §2: googlePay shows no continue button', { method: 'googlePay' }, { kind: 'hidden' }],
    ['part 2 §5: a fixed coupon larger than the amount disables it', { coupon: fixedCoupon(7000) }, disabled],
    ['part 2 §5: a fixed coupon equal to the amount passes the check', { coupon: fixedCoupon(6900) }, enabled],
    ['part 2 §5: a failed coupon check disables even BRL', { currency: 'BRL', coupon: fixedCoupon(9000) }, disabled],
    ['part 2 §4.2: BRL without a valid coupon is enabled at once', { currency: 'BRL', card: { ...completeCard, holderName: '' } }, enabled],
    ['part 2 §4.2: BRL with a first-month amount is enabled at once', { currency: 'BRL', coupon: percentCoupon, hasFirstMonthAmount: true, card: { ...completeCard, holderName: '' } }, enabled],
    ['part 2 §4.2: a first payment to the sponsor is enabled at once', { currency: 'USD', firstPaymentToUpline: true, card: { ...completeCard, holderName: '' } }, enabled],
    ['part 2 §4.2: BRL card with a valid coupon still needs a holder', { currency: 'BRL', coupon: percentCoupon, card: { ...completeCard, holderName: ' ' } }, holderMissing],
    ['part 2 §5: EUR card with every card and address field is enabled', { currency: 'EUR', address: completeAddress }, enabled],
    ['part 2 §5: EUR card without the address is disabled', { currency: 'EUR' }, disabled],
    ['part 2 §5: EUR card without country is disabled', { currency: 'EUR', address: { ...completeAddress, country: '' } }, disabled],
    ['part 2 §5: EUR card without cvc is disabled', { currency: 'EUR', address: completeAddress, card: { ...completeCard, cvcComplete: false } }, disabled],
    ['part 2 §5: EUR card without holder is disabled', { currency: 'EUR', address: completeAddress, card: { ...completeCard, holderName: '' } }, disabled],
    ['part 2 §5: USD card with the card fields is enabled', { currency: 'USD' }, enabled],
    ['part 2 §5: USD card without number is disabled', { currency: 'USD', card: { ...completeCard, numberComplete: false } }, disabled],
    ['part 2 §5: CZK card without expiry is disabled', { currency: 'CZK', card: { ...completeCard, expiryComplete: false } }, disabled],
    ['part 2 §5: THB card with the card fields is enabled', { currency: 'THB' }, enabled],
    ['part 2 §5: EUR SEPA with owner, IBAN and address is enabled', { currency: 'EUR', method: 'sepa', sepaComplete: true, address: completeAddress }, enabled],
    ['part 2 §5: EUR SEPA without IBAN is disabled', { currency: 'EUR', method: 'sepa', sepaComplete: false, address: completeAddress }, disabled],
    ['part 2 §5: EUR SEPA without address is disabled', { currency: 'EUR', method: 'sepa', sepaComplete: true }, disabled],
    ['part 2 §5: any other card needs a holder name', { currency: 'MXN', card: { ...completeCard, holderName: '' } }, holderMissing],
    ['part 2 §5: any other card with a holder name is enabled', { currency: 'GBP', card: { ...completeCard, numberComplete: false } }, enabled],
    ['part 2 §5: paypal needs no card field', { method: 'paypal', card: { ...completeCard, holderName: '' } }, enabled],
    ['part 2 §5: saved cards need no card field', { method: 'myCards', currency: 'USD', card: { ...completeCard, holderName: '' } }, enabled],
    ['decision 052, part 2 §4.2, §5: fields still loading: the MXN bank transfer is disabled until they are ready', { method: 'bankTransfer', currency: 'MXN', fieldsReady: false }, disabled],
    ['decision 052, part 2 §4.2, §5: fields still loading: a BRL card is disabled although §4.2 enables it at once', { currency: 'BRL', fieldsReady: false }, disabled],
    ['decision 052, part 2 §4.2, §5: fields still loading: a first payment to the sponsor by card waits for them too', { firstPaymentToUpline: true, fieldsReady: false }, disabled],
    ['decision 052, part 2 §4.2, §5: fields still loading: paypal needs none', { method: 'paypal', fieldsReady: false }, enabled],
    ['decision 052, part 2 §4.2, §5: fields still loading: saved cards need none', { method: 'myCards', fieldsReady: false }, enabled],
    ['decision 052, part 2 §4.2, §5: fields still loading: the sponsor\'s wallet needs none', { method: 'pagSeguro', currency: 'BRL', firstPaymentToUpline: true, fieldsReady: false }, enabled],
  ])('%s', (_, overrides, expected) => {
    expect(continueButtonState({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('continueLabelKey', () => {
  it.each<[string, PaymentMethod, string]>([
    ['part 2 §2: boleto reads "Gerar boleto"', 'boleto', 'payment:button.boleto'],
    ['part 2 §2: cash reads "Gerar Cash"', 'cash', 'payment:button.cash'],
    ['part 2 §2: bankTransfer reads "Gerar Bank Transfer"', 'bankTransfer', 'payment:button.bankTransfer'],
    ['part 2 §2: nequi reads "Gerar com Nequi"', 'nequi', 'payment:button.nequi'],
    ['part 2 §2: yape reads "Pay with Yape"', 'yape', 'payment:button.yape'],
    ['part 2 §2: pix reads "Gerar PIX"', 'pix', 'payment:button.pix'],
    ['part 2 §2: paypal reads "Ir para paypal"', 'paypal', 'payment:button.paypal'],
    ['part 2 §2: creditCard reads "Finalizar pagamento"', 'creditCard', 'payment:button.default'],
    ['part 2 §2: sepa reads "Finalizar pagamento"', 'sepa', 'payment:button.default'],
    ['part 2 §2: myCards reads "Finalizar pagamento"', 'myCards', 'payment:button.default'],
    ['part 2 §2: pagSeguro reads "Finalizar pagamento"', 'pagSeguro', 'payment:button.default'],
  ])('%s', (_, method, key) => {
    expect(continueLabelKey(method)).toBe(key);
  });

  it.each(PAYMENT_METHODS.map((m) => [`part 2 §2: ${m}`, m, m !== 'googlePay'] as const))('%s has a continue button: %s', (_, method, expected) => {
    expect(hasContinueButton(method as PaymentMethod)).toBe(expected);
  });
});
