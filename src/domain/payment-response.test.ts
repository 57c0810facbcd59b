import { describe, expect, it } from 'vitest';
import type { Coupon } from '~/domain/coupon';
import type { CurrencyCode } from '~/domain/currencies';
import type { PaymentMethod } from '~/domain/payment-methods';
import {
  authenticationSucceeded,
  confirmationScreen,
  paymentOutcome,
  REFUSAL_REASONS,
  type ConfirmationScreen,
  type GatewayResult,
  type PaymentContext,
  type PaymentOutcome,
} from '~/domain/payment-response';

const fullCoupon: Coupon = { id: 1, code: 'FREE', type: 'PERCENTAGE_OF_DISCOUNT', value: 100, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false };
const halfCoupon: Coupon = { ...fullCoupon, value: 50 };
const context: PaymentContext = { method: 'creditCard', currency: 'USD', isTrial: false, coupon: null, previousFraudAttempts: 0 };

const refused = (reason: string, key: string, serverMessage: string | null = null): PaymentOutcome =>
  ({ kind: 'refused', reason, message: { key, params: {} }, serverMessage, fraud: null }) as PaymentOutcome;

describe('paymentOutcome', () => {
  it.each<[string, GatewayResult, Partial<PaymentContext>, PaymentOutcome]>([
    ['part 2 §4.4: payment_authorized succeeds', { status: 'Success', type: 'payment_authorized' }, {}, { kind: 'authorized', createFuturePaymentFirst: false }],
    ['part 2 §4.4: payment_authorized on a trial creates the future payment first', { status: 'Success', type: 'payment_authorized' }, { isTrial: true }, { kind: 'authorized', createFuturePaymentFirst: true }],
    ['part 2 §4.4: payment_authorized with a 100% coupon creates the future payment first', { status: 'success', type: 'payment_authorized' }, { coupon: fullCoupon }, { kind: 'authorized', createFuturePaymentFirst: true }],
    ['part 2 §4.4: payment_authorized with a 50% coupon does not', { status: 'Success', type: 'payment_authorized' }, { coupon: halfCoupon }, { kind: 'authorized', createFuturePaymentFirst: false }],
    ['part 2 §4.4: payment_done succeeds', { status: 'Success', type: 'payment_done' }, {}, { kind: 'done' }],
    ['part 2 §4.4: payment_pending for pix moves to confirmation with the QR code', { status: 'Success', type: 'payment_pending', pix: { qrCode: 'q', qrCodeUrl: 'u' } }, { method: 'pix', currency: 'BRL' },
      { kind: 'pending', artifact: { kind: 'pix', qrCode: 'q', qrCodeUrl: 'u' } }],
    ['part 2 §4.4: payment_pending for nequi moves to confirmation with its link', { status: 'Success', type: 'payment_pending', nequi: { urlAccess: 'https://n/x' } }, { method: 'nequi', currency: 'COP' },
      { kind: 'pending', artifact: { kind: 'nequi', urlAccess: 'https://n/x' } }],
    ['part 2 §4.4: payment_redirect_user starts 3-D Secure', { status: 'Redirect', type: 'payment_redirect_user', others: { url: 'https://acs' } }, {},
      { kind: 'threeDSecureRedirect', action: { url: 'https://acs' } }],
    ['part 2 §4.4: payment_authentication_required asks provider S to authenticate',
      { status: 'Fail', type: 'payment_authentication_required', others: { error: { payment_intent: { client_secret: 'pi_1_secret_2' }, payment_method: { id: 'pm_9' } } } }, {},
      { kind: 'authenticationRequired', clientSecret: 'pi_1_secret_2', paymentMethodId: 'pm_9', intentStatus: null }],
    ['part 2 §7: the intent status of the authentication error travels to provider S (Stripe leaves requires_payment_method)',
      { status: 'Fail', type: 'payment_authentication_required', others: { error: { payment_intent: { client_secret: 'pi_1_secret_2', status: 'requires_payment_method' }, payment_method: { id: 'pm_9' } } } }, {},
      { kind: 'authenticationRequired', clientSecret: 'pi_1_secret_2', paymentMethodId: 'pm_9', intentStatus: 'requires_payment_method' }],
    ['part 2 §4.4: authentication without a client secret is refused', { status: 'Fail', type: 'payment_authentication_required', others: {} }, {},
      refused('other', 'payment:errors.analysis_error')],
    ['part 2 §4.4: SEPA succeeds on any Success status', { status: 'Success', type: 'whatever' }, { method: 'sepa', currency: 'EUR' }, { kind: 'done' }],
    ['part 2 §4.4: another method with an unknown Success type is refused', { status: 'Success', type: 'whatever' }, {}, refused('other', 'payment:errors.analysis_error')],
    ['part 2 §4.4: SEPA without Success is refused', { status: 'Fail', reason: 'payment_refused' }, { method: 'sepa', currency: 'EUR' }, refused('payment_refused', 'payment:errors.payment_refused')],
    ['part 2 §8: an unknown reason reads "Erro no analise" with the server message', { status: 'Fail', reason: 'acquirer_down', message: ' Adquirente indisponível ' }, {},
      refused('other', 'payment:errors.analysis_error', 'Adquirente indisponível')],
    ['part 2 §8: a missing reason reads "Erro no analise"', { status: 'Fail' }, {}, refused('other', 'payment:errors.analysis_error')],
    ['part 2 §8: a boleto failure reads its own message', { status: 'Fail', reason: 'gateway_error' }, { method: 'boleto', currency: 'BRL' }, refused('other', 'payment:errors.boleto_failed')],
    ['DESIGN.md Security: a non-text server message is dropped', { status: 'Fail', message: { html: '<img onerror=x>' } }, {}, refused('other', 'payment:errors.analysis_error')],
    ['part 2 §8, decision 047: a multiple payment\'s refusal reads the gateway\'s reason (its message)', { status: 'Fail', reason: 'item_declined', message: ' Ferramenta indisponível ' }, { multiplePayment: true },
      { kind: 'refused', reason: 'other', message: { key: 'payment:errors.gateway_reason', params: { reason: 'Ferramenta indisponível' } }, serverMessage: null, fraud: null }],
    ['part 2 §8, decision 047: without a message, its reason code', { status: 'Fail', reason: 'item_declined' }, { multiplePayment: true },
      { kind: 'refused', reason: 'other', message: { key: 'payment:errors.gateway_reason', params: { reason: 'item_declined' } }, serverMessage: null, fraud: null }],
    ['part 2 §8, decision 047: a multiple payment with a catalogued reason reads the catalogue\'s text', { status: 'Fail', reason: 'payment_refused' }, { multiplePayment: true }, refused('payment_refused', 'payment:errors.payment_refused')],
    ['part 2 §8, decision 047: a multiple payment without any reason reads "Erro no analise"', { status: 'Fail' }, { multiplePayment: true }, refused('other', 'payment:errors.analysis_error')],
  ])('%s', (_, gateway, overrides, expected) => {
    expect(paymentOutcome(gateway, { ...context, ...overrides })).toEqual(expected);
  });

  it.each(
    REFUSAL_REASONS.filter((r) => r !== 'possible_fraud').map((reason) => [`part 2 §8: ${reason} reads payment:errors.${reason}`, reason] as const),
  )('%s', (_, reason) => {
    expect(paymentOutcome({ status: 'Fail', reason, message: 'x' }, context)).toEqual(refused(reason, `payment:errors.${reason}`, 'x'));
  });

  it.each<[string, number, string, Record<string, number>]>([
    ['part 2 §8: a first possible fraud warns', 0, 'payment:errors.possible_fraud_warning', { remaining: 3 }],
    ['part 2 §8: the third possible fraud warns with one attempt left', 2, 'payment:errors.possible_fraud_warning', { remaining: 1 }],
    ['part 2 §8: a possible fraud above the limit blocks', 3, 'payment:errors.possible_fraud_blocked', {}],
  ])('%s', (_, previousFraudAttempts, key, params) => {
    const outcome = paymentOutcome({ status: 'Fail', reason: 'possible_fraud' }, { ...context, previousFraudAttempts });
    expect(outcome.kind === 'refused' && outcome.message).toEqual({ key, params });
    expect(outcome.kind === 'refused' && outcome.fraud?.attempts).toBe(previousFraudAttempts + 1);
  });
});

describe('authenticationSucceeded', () => {
  it.each<[string, string | null, boolean]>([
    ['part 2 §4.4: succeeded is a success', 'succeeded', true],
    ['part 2 §4.4: processing is not', 'processing', false],
    ['part 2 §4.4: requires_payment_method is not', 'requires_payment_method', false],
    ['part 2 §4.4: no status is not', null, false],
  ])('%s', (_, status, expected) => {
    expect(authenticationSucceeded(status)).toBe(expected);
  });
});

describe('confirmationScreen', () => {
  const documentScreen: ConfirmationScreen = { kind: 'document' };
  const countdown: ConfirmationScreen = { kind: 'redirectCountdown', seconds: 5 };
  it.each<[string, PaymentMethod, CurrencyCode, ConfirmationScreen]>([
    ['part 2 §2: boleto shows the document without redirect', 'boleto', 'BRL', documentScreen],
    ['part 2 §2: cash shows the document without redirect', 'cash', 'MXN', documentScreen],
    ['part 2 §2: nequi shows the document without redirect', 'nequi', 'COP', documentScreen],
    ['part 2 §2: an MXN bank transfer shows the document without redirect', 'bankTransfer', 'MXN', documentScreen],
    ['part 2 §2: pix waits with a 10-minute countdown', 'pix', 'BRL', { kind: 'pixAwaiting', countdownMinutes: 10 }],
    ['part 2 §2: a COP bank transfer counts down 5 s then redirects', 'bankTransfer', 'COP', countdown],
    ['part 2 §2: a card counts down 5 s then redirects', 'creditCard', 'USD', countdown],
    ['part 2 §2: yape counts down 5 s then redirects', 'yape', 'PEN', countdown],
    ['part 2 §2: the wallet counts down 5 s then redirects', 'googlePay', 'USD', countdown],
  ])('%s', (_, method, currency, expected) => {
    expect(confirmationScreen(method, currency)).toEqual(expected);
  });
});
