import { describe, expect, it } from 'vitest';
import {
  decodeUrlAfterPayment,
  readCheckoutOptions,
  readParam,
  resolveCheckoutStep,
  type CheckoutOptions,
  type CheckoutStep,
} from '~/domain/flow-params';

const options = (query: string): CheckoutOptions => readCheckoutOptions(new URLSearchParams(query));

describe('readCheckoutOptions', () => {
  it.each<[string, string, Partial<CheckoutOptions>]>([
    ['part 1 §2: period=y means yearly', 'period=y', { period: 'YEARLY' }],
    ['part 1 §2: period=Y means yearly', 'period=Y', { period: 'YEARLY' }],
    ['part 1 §2: any other period is monthly', 'period=m', { period: 'MONTHLY' }],
    ['part 2 §2: url-after-payment reads | as /', 'url-after-payment=https:||office.example.com|done', { urlAfterPayment: 'https://office.example.com/done' }],
    ['part 2 §2: paymentMethod=paypal preselects PayPal', 'paymentMethod=paypal', { preselectPaypal: true }],
    ['part 2 §2: another paymentMethod preselects nothing', 'paymentMethod=pix', { preselectPaypal: false, unknownPaymentMethod: null }],
    ['part 2 §8: a paymentMethod naming no method is kept to be named in its message', 'paymentMethod=cheque', { preselectPaypal: false, unknownPaymentMethod: 'cheque' }],
    ['part 2 §8: methods are named exactly (PayPal is not paypal)', 'paymentMethod=PayPal', { preselectPaypal: false, unknownPaymentMethod: 'PayPal' }],
    ['part 2 §8: no paymentMethod, nothing to say', 'period=m', { unknownPaymentMethod: null }],
    ['part 2 §2: threeSecure and identify mark a 3-D Secure return', 'threeSecure=1&identify=abc', { threeDSecureReturn: { identify: 'abc', redirectResult: null } }],
    ['provider A: the redirectResult Adyen appends to the return is kept for the verification', 'threeSecure=1&identify=abc&redirectResult=X3XtfGC9%21H4s', { threeDSecureReturn: { identify: 'abc', redirectResult: 'X3XtfGC9!H4s' } }],
    ['part 2 §2: threeSecure alone is no 3-D Secure return', 'threeSecure=1', { threeDSecureReturn: null }],
    ['provider S: a wallet back from its redirect (Stripe appends payment_intent and redirect_status)', 'payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed', { walletReturn: { status: 'failed' } }],
    ['provider S: redirect_status alone is no wallet return', 'redirect_status=succeeded', { walletReturn: null }],
    ['part 1 §6: anyone-can-pay=1 with user-id lets another person pay', 'anyone-can-pay=1&user-id=55', { anyoneCanPay: { ownerUserId: '55' } }],
    ['part 1 §6: anyone-can-pay without user-id is ignored', 'anyone-can-pay=1', { anyoneCanPay: null }],
    ['part 2 §2: allowed-brl=1 lifts the Brazil-only restriction', 'allowed-brl=1', { allowedBrl: true }],
    ['part 2 §2: allowed-brl=true does not', 'allowed-brl=true', { allowedBrl: false }],
    ['part 2 §9: support-link=1 and pay-now=1 are read', 'support-link=1&pay-now=1', { supportLink: true, payNow: true }],
    ['part 2 §2: skipStepConfirmation=testUrl is read', 'skipStepConfirmation=testUrl&testPixel=1', { skipStepConfirmation: true, testPixel: true }],
    ['part 2 §2: the redirect variants are read', 'go-to-purchase-domain=1&return-cheetah=1&wp_upgrade_trial=1', { goToPurchaseDomain: true, returnCheetah: true, wpUpgradeTrial: true }],
    ['part 1 §2: pixel-event is read as pixelEvent', 'pixel-event=Lead', { pixelEvent: 'Lead' }],
    ['part 1 §2: invoice and coupon are read', 'invoice=42&coupon=OFF10', { invoiceId: '42', couponCode: 'OFF10' }],
  ])('%s', (_, query, expected) => {
    expect(options(query)).toMatchObject(expected);
  });

  it('part 1 §2: an empty URL gives every option off', () => {
    expect(options('')).toEqual({
      period: 'MONTHLY', couponCode: null, invoiceId: null, preselectPaypal: false, unknownPaymentMethod: null, urlAfterPayment: null, checkoutStepParam: null,
      skipStepConfirmation: false, testPixel: false, threeDSecureReturn: null, walletReturn: null, anyoneCanPay: null, allowedBrl: false, supportLink: false,
      payNow: false, goToPurchaseDomain: false, returnCheetah: false, wpUpgradeTrial: false, pixelEvent: null,
    });
  });
});

describe('resolveCheckoutStep', () => {
  it.each<[string, string | null, boolean, CheckoutStep | null]>([
    ['part 2 §2: Payment always works', 'Payment', false, 'payment'],
    ['part 2 §2: PaymentConfirmation works with the stored skip flag', 'PaymentConfirmation', true, 'paymentConfirmation'],
    ['part 2 §2: PaymentConfirmation is ignored without the stored skip flag', 'PaymentConfirmation', false, null],
    ['part 2 §2: an unknown step is ignored', 'Plan', true, null],
    ['part 2 §2: no step stays on the first step', null, true, null],
  ])('%s', (_, value, stored, expected) => {
    expect(resolveCheckoutStep(value, stored)).toBe(expected);
  });
});

describe('readParam and decodeUrlAfterPayment', () => {
  it.each<[string, string, string | null]>([
    ['part 1 §2: a blank parameter is absent', 'coupon=%20%20', null],
    ['part 1 §2: values are trimmed', 'coupon=%20OFF%20', 'OFF'],
  ])('%s', (_, query, expected) => {
    expect(readParam(new URLSearchParams(query), 'coupon')).toBe(expected);
  });

  it.each<[string, string | null, string | null]>([
    ['part 2 §2: every | becomes /', 'https:||a.example|x|y', 'https://a.example/x/y'],
    ['part 2 §2: no value stays absent', null, null],
  ])('%s', (_, value, expected) => {
    expect(decodeUrlAfterPayment(value)).toBe(expected);
  });
});
