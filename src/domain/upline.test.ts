import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '~/domain/currencies';
import { sponsorWalletMayBeNeeded, uplineFirstPaymentApplies, uplineMethod, type SponsorGateways, type UplineInput, type UplineMethod } from '~/domain/upline';

const both: SponsorGateways = { paypal: true, pagseguro: true };
const paypalOnly: SponsorGateways = { paypal: true, pagseguro: false };
const walletOnly: SponsorGateways = { paypal: false, pagseguro: true };
const none: SponsorGateways = { paypal: false, pagseguro: false };

describe('uplineMethod', () => {
  it.each<[string, SponsorGateways | null, CurrencyCode, UplineMethod | null]>([
    ['part 2 §4.3: BRL uses the Brazilian wallet when the sponsor has it', both, 'BRL', 'pagSeguro'],
    ['part 2 §4.3: USD uses PayPal even when the sponsor has the wallet too', both, 'USD', 'paypal'],
    ['part 2 §4.3: the Brazilian wallet is for BRL only', walletOnly, 'USD', null],
    ['part 2 §4.3: BRL falls back to PayPal without the wallet', paypalOnly, 'BRL', 'paypal'],
    ['part 2 §4.3: a sponsor without gateways receives nothing', none, 'USD', null],
    ['part 2 §4.3: a missing sponsor receives nothing', null, 'USD', null],
  ])('%s', (_, gateways, currency, expected) => {
    expect(uplineMethod(gateways, currency)).toBe(expected);
  });
});

const base: UplineInput = {
  productPaysUpline: true,
  sponsorReceiverValid: true,
  sponsorGateways: paypalOnly,
  currency: 'USD',
  hasValidCoupon: false,
  amount: 8790,
  firstMonthAmount: 19900,
};

describe('uplineFirstPaymentApplies', () => {
  it.each<[string, Partial<UplineInput>, boolean]>([
    ['part 2 §4.3: a 199.00 first month goes to the sponsor', {}, true],
    ['part 2 §4.3: a 1000.00 amount goes to the sponsor', { amount: 100000, firstMonthAmount: null }, true],
    ['part 2 §4.3: a 500.00 amount goes to the sponsor', { amount: 50000, firstMonthAmount: null }, true],
    ['part 2 §4.3: a 199.00 amount goes to the sponsor', { amount: 19900, firstMonthAmount: null }, true],
    ['part 2 §4.3: other amounts do not', { amount: 8790, firstMonthAmount: 8790 }, false],
    ['part 2 §4.3: a near amount does not', { amount: 19899, firstMonthAmount: null }, false],
    ['part 2 §4.3: only when the product sends the first payment to the sponsor', { productPaysUpline: false }, false],
    ['part 2 §4.3: only when the sponsor receiver is valid', { sponsorReceiverValid: false }, false],
    ['part 2 §4.3: never in EUR', { currency: 'EUR', sponsorGateways: both }, false],
    ['part 2 §4.3: never with a valid coupon', { hasValidCoupon: true }, false],
    ['part 2 §4.3: never without receiving gateways', { sponsorGateways: none }, false],
    ['part 2 §4.3: never without a gateway for the currency', { sponsorGateways: walletOnly }, false],
    ['part 2 §4.3: BRL with the sponsor wallet applies', { currency: 'BRL', sponsorGateways: walletOnly }, true],
  ])('%s', (_, overrides, expected) => {
    expect(uplineFirstPaymentApplies({ ...base, ...overrides })).toBe(expected);
  });
});

describe('sponsorWalletMayBeNeeded (decision 034)', () => {
  const { sponsorReceiverValid: _unused, ...wallet } = { ...base, currency: 'BRL' as CurrencyCode, sponsorGateways: walletOnly, amount: 50000, firstMonthAmount: null };
  it.each<[string, Partial<typeof wallet>, boolean]>([
    ['part 2 §4.1, §4.3: a BRL 500.00 plan whose sponsor has pagSeguro loads the wallet script', {}, true],
    ['part 2 §4.3: the sponsor paid by PayPal needs no wallet script', { sponsorGateways: paypalOnly }, false],
    ['part 2 §4.3: USD never uses the wallet', { currency: 'USD', sponsorGateways: both }, false],
    ['part 2 §4.3: a valid coupon turns it off', { hasValidCoupon: true }, false],
    ['part 2 §4.3: another amount turns it off', { amount: 14900 }, false],
    ['part 2 §4.3: a product that pays the company turns it off', { productPaysUpline: false }, false],
  ])('%s', (_, overrides, expected) => {
    expect(sponsorWalletMayBeNeeded({ ...wallet, ...overrides })).toBe(expected);
  });
});
