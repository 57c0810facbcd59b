import { describe, expect, it } from 'vitest';
import type { Coupon } from '~/domain/coupon';
import { availableMethods, METHOD_RULES, type MethodAvailabilityInput } from '~/domain/payment-method-rules';
import type { PaymentMethod } from '~/domain/payment-methods';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: 'OFF10',
  type: 'PERCENTAGE_OF_DISCOUNT',
  value: 10,
  period: 'FOREVER',
  periodTime: null,
  applyOnlyFirstMonth: false,
  ...overrides,
});
const fullCoupon = coupon({ value: 100 });
const periodCoupon = coupon({ period: 'TIME_MONTH', periodTime: 3 });

const base: MethodAvailabilityInput = {
  currency: 'USD',
  isTrial: false,
  coupon: null,
  flow: 'plan',
  slug: 'advanced-plan',
  paymentOnlyPaypal: false,
  savedCardCurrencies: [],
  annualCountryPriceBoughtAnnually: false,
  walletAvailable: false,
  uplineMethod: null,
};

const methods = (overrides: Partial<MethodAvailabilityInput>): PaymentMethod[] => availableMethods({ ...base, ...overrides });

describe('availableMethods: the table of part 2 §4.2', () => {
  it.each<[string, Partial<MethodAvailabilityInput>, PaymentMethod[]]>([
    ['part 2 §4.2: USD offers card and paypal', { currency: 'USD' }, ['creditCard', 'paypal']],
    ['part 2 §4.2: EUR adds sepa', { currency: 'EUR' }, ['creditCard', 'sepa', 'paypal']],
    ['part 2 §4.2: BRL offers card, pix and boleto, no paypal', { currency: 'BRL' }, ['creditCard', 'pix', 'boleto']],
    ['part 2 §4.2: ARS adds cash', { currency: 'ARS' }, ['creditCard', 'cash', 'paypal']],
    ['part 2 §4.2: MXN adds cash and bank transfer', { currency: 'MXN' }, ['creditCard', 'cash', 'bankTransfer', 'paypal']],
    ['part 2 §4.2: COP adds cash, bank transfer and nequi', { currency: 'COP' }, ['creditCard', 'cash', 'bankTransfer', 'nequi', 'paypal']],
    ['part 2 §4.2: PEN adds cash and yape', { currency: 'PEN' }, ['creditCard', 'cash', 'yape', 'paypal']],
    ['part 2 §4.2: any other accepted currency offers card and paypal', { currency: 'JPY' }, ['creditCard', 'paypal']],
    ['part 2 §4.2: a wallet shows first when available', { walletAvailable: true }, ['googlePay', 'creditCard', 'paypal']],
    ['part 2 §4.2: a trial hides sepa', { currency: 'EUR', isTrial: true }, ['creditCard', 'paypal']],
    ['part 2 §4.2: a trial hides boleto and pix', { currency: 'BRL', isTrial: true }, ['creditCard']],
    ['part 2 §4.2: a trial hides cash, bank transfer and nequi', { currency: 'COP', isTrial: true }, ['creditCard', 'paypal']],
    ['part 2 §4.2: a trial hides yape', { currency: 'PEN', isTrial: true }, ['creditCard', 'paypal']],
    ['part 2 §4.2: a trial hides the wallet', { isTrial: true, walletAvailable: true }, ['creditCard', 'paypal']],
    ['part 2 §4.2: sepa is hidden for promocao1euro', { currency: 'EUR', slug: 'promocao1euro' }, ['creditCard', 'paypal']],
    ['part 2 §4.2: sepa is hidden for promotion-plan-59-eur', { currency: 'EUR', slug: 'promotion-plan-59-eur' }, ['creditCard', 'paypal']],
    ['part 2 §4.2: paypal is off for domain registry', { flow: 'domainRegistry' }, ['creditCard']],
    ['part 2 §4.2: paypal is off for email-marketing-mastery', { slug: 'email-marketing-mastery' }, ['creditCard']],
    ['part 2 §4.2: paypal is off for pause account', { flow: 'pauseAccount' }, ['creditCard']],
    ['part 2 §4.2: a bundle plan disables paypal', { flow: 'bundle' }, ['creditCard']],
    ['part 2 §4.2: a bundle plan disables boleto and pix', { currency: 'BRL', flow: 'bundle' }, ['creditCard']],
    ['part 2 §4.2: saved cards in the currency show myCards', { savedCardCurrencies: ['USD'] }, ['myCards', 'creditCard', 'paypal']],
    ['part 2 §4.2: saved cards in another currency do not', { savedCardCurrencies: ['BRL'] }, ['creditCard', 'paypal']],
    ['part 2 §4.2: saved cards are never offered in EUR', { currency: 'EUR', savedCardCurrencies: ['EUR'] }, ['creditCard', 'sepa', 'paypal']],
  ])('%s', (_, overrides, expected) => {
    expect(methods(overrides)).toEqual(expected);
  });
});

describe('availableMethods: PayPal-only cases (part 2 §4.1, §4.2)', () => {
  it.each<[string, Partial<MethodAvailabilityInput>, PaymentMethod[]]>([
    ['part 2 §4.1: a domain purchase is PayPal only', { flow: 'domainPurchase', currency: 'BRL' }, ['paypal']],
    ['part 2 §4.1: a storage purchase is PayPal only', { flow: 'storage', walletAvailable: true }, ['paypal']],
    ['part 2 §4.1: an extra connection is PayPal only', { flow: 'extraConnection', currency: 'EUR' }, ['paypal']],
    ['part 2 §4.2: a PayPal-only user gets PayPal alone', { paymentOnlyPaypal: true, currency: 'COP' }, ['paypal']],
    ['part 2 §4.3: a first payment to the sponsor by PayPal offers PayPal alone', { uplineMethod: 'paypal' }, ['paypal']],
    ['part 2 §4.3: a first payment to the sponsor in BRL offers the Brazilian wallet alone', { currency: 'BRL', uplineMethod: 'pagSeguro' }, ['pagSeguro']],
  ])('%s', (_, overrides, expected) => {
    expect(methods(overrides)).toEqual(expected);
  });

  it('part 2 §4.3: the Brazilian wallet is never offered without a sponsor first payment', () => {
    expect(methods({ currency: 'BRL' })).not.toContain('pagSeguro');
  });
});

describe('availableMethods: entry adjustments for coupons (part 2 §4.2)', () => {
  it.each<[string, Partial<MethodAvailabilityInput>, PaymentMethod[]]>([
    ['part 2 §4.2: a plain coupon changes nothing', { coupon: coupon() }, ['creditCard', 'paypal']],
    ['part 2 §4.2: a valid coupon with trial days disables paypal', { coupon: coupon(), isTrial: true }, ['creditCard']],
    ['part 2 §4.2: a 100% coupon disables paypal', { coupon: fullCoupon }, ['creditCard']],
    ['part 2 §4.2: a period coupon disables paypal', { coupon: periodCoupon }, ['creditCard']],
    ['part 2 §4.2: an annual country price bought annually disables paypal', { annualCountryPriceBoughtAnnually: true }, ['creditCard']],
    ['part 2 §4.2: a 100% coupon disables boleto but not pix', { currency: 'BRL', coupon: fullCoupon }, ['creditCard', 'pix']],
    ['part 2 §4.2: a period coupon disables boleto', { currency: 'BRL', coupon: periodCoupon }, ['creditCard', 'pix']],
    ['part 2 §4.2: a limited-period coupon disables cash, bank transfer and nequi', { currency: 'COP', coupon: periodCoupon }, ['creditCard']],
    ['part 2 §4.2: a limited-period coupon disables cash but keeps yape', { currency: 'PEN', coupon: periodCoupon }, ['creditCard', 'yape']],
    ['part 2 §4.2: a limited-period coupon disables Google Pay', { walletAvailable: true, coupon: periodCoupon }, ['creditCard']],
    ['part 2 §4.2: a first-month coupon is not a period coupon', { currency: 'COP', coupon: coupon({ period: 'FIRST_MONTH' }) }, ['creditCard', 'cash', 'bankTransfer', 'nequi', 'paypal']],
  ])('%s', (_, overrides, expected) => {
    expect(methods(overrides)).toEqual(expected);
  });

  it.each<[string, Partial<MethodAvailabilityInput>, PaymentMethod[]]>([
    ['part 2 §4.2: removing a period coupon brings back cash, bank transfer and nequi (COP)', { currency: 'COP', walletAvailable: true }, ['googlePay', 'creditCard', 'cash', 'bankTransfer', 'nequi', 'paypal']],
    ['part 2 §4.2: removing a period coupon brings back cash and bank transfer (MXN)', { currency: 'MXN' }, ['creditCard', 'cash', 'bankTransfer', 'paypal']],
  ])('%s', (_, overrides, expected) => {
    const withCoupon = methods({ ...overrides, coupon: periodCoupon });
    expect(withCoupon).not.toEqual(expected);
    expect(methods({ ...overrides, coupon: null })).toEqual(expected);
  });

  it('part 2 §4.2: removing a coupon on a trial does not bring back the local methods', () => {
    expect(methods({ currency: 'COP', isTrial: true, coupon: null })).toEqual(['creditCard', 'paypal']);
  });
});

describe('METHOD_RULES', () => {
  it.each<[string, PaymentMethod, readonly string[] | 'all']>([
    ['part 2 §4.2: creditCard takes every accepted currency', 'creditCard', 'all'],
    ['part 2 §4.2: sepa takes EUR', 'sepa', ['EUR']],
    ['part 2 §4.2: boleto takes BRL', 'boleto', ['BRL']],
    ['part 2 §4.2: pix takes BRL', 'pix', ['BRL']],
    ['part 2 §4.2: cash takes ARS, MXN, COP, PEN', 'cash', ['ARS', 'MXN', 'COP', 'PEN']],
    ['part 2 §4.2: bankTransfer takes MXN, COP', 'bankTransfer', ['MXN', 'COP']],
    ['part 2 §4.2: nequi takes COP', 'nequi', ['COP']],
    ['part 2 §4.2: yape takes PEN', 'yape', ['PEN']],
  ])('%s', (_, method, currencies) => {
    expect(METHOD_RULES[method].currencies).toEqual(currencies);
  });
});
