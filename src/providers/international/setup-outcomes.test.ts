import type { SetupIntentResult } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { setupOutcome } from './setup-outcomes';

const intent = (status: string, payment_method: unknown = 'pm_1') => ({ setupIntent: { id: 'seti_1', status, payment_method } }) as unknown as SetupIntentResult;
const error = (type: string, message = 'Stripe says no') => ({ error: { type, message } }) as SetupIntentResult;
const refusal = (message: string) => ({ ok: false, message: { key: 'payment:errors.card_authentication_error', params: { message } }, log: true });
const requestFailed = { ok: false, message: { key: 'payment:errors.payment_request_failed' }, log: true };

/** Decision 056: what a SetupIntent's confirmation (https://docs.stripe.com/js/setup_intents/confirm_card_setup) gives the step. */
describe('setupOutcome (part 2 §7 "Setup intent", §8)', () => {
  it.each([
    ['succeeded, payment_method an id: the card set up', intent('succeeded', 'pm_1'), { ok: true, payment: { payment_method: 'pm_1' } }],
    ['succeeded, payment_method expanded: its id', intent('succeeded', { id: 'pm_2', object: 'payment_method' }), { ok: true, payment: { payment_method: 'pm_2' } }],
    ['succeeded without a payment method: nothing to pay with, a request failure', intent('succeeded', null), requestFailed],
    ['requires_payment_method (https://docs.stripe.com/payments/setupintents/lifecycle): a refusal', intent('requires_payment_method', null), refusal('requires_payment_method')],
    ['processing: not set up yet, a refusal (nothing charged)', intent('processing'), refusal('processing')],
    ['canceled: a refusal', intent('canceled'), refusal('canceled')],
    ['card_error (https://docs.stripe.com/api/errors): part 2 §8 with Stripe’s text', error('card_error', 'Your card was declined.'), refusal('Your card was declined.')],
    ['validation_error: a refusal', error('validation_error', 'Your card number is incomplete.'), refusal('Your card number is incomplete.')],
    ['invalid_request_error: a refusal', error('invalid_request_error', 'No such setupintent'), refusal('No such setupintent')],
    ['api_connection_error: no answer, a request failure (not a refusal)', error('api_connection_error'), requestFailed],
    ['api_error: a request failure', error('api_error'), requestFailed],
    ['rate_limit_error: a request failure', error('rate_limit_error'), requestFailed],
  ])('%s', (_name, result, expected) => {
    expect(setupOutcome(result)).toEqual(expected);
  });
});
