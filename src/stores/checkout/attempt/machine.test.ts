import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC, sourceModules } from '../../../../tests/setup/source-imports';
import { ACCEPTS, canPay, canStartAttempt, transition, type PaymentEvent, type PaymentEventType } from './machine';
import type { PaymentState, PaymentStatus } from './status';

const message = { key: 'payment:errors.payment_refused' };
const redirect = { kind: 'threeDSecure', url: 'https://bank.example/3ds', method: 'POST', fields: {} } as const;

/** One status of each state. */
const STATES: Record<PaymentState, PaymentStatus> = {
  editing: { state: 'editing' },
  invalid: { state: 'invalid', message },
  paying: { state: 'paying' },
  authenticating: { state: 'authenticating' },
  redirecting: { state: 'redirecting', redirect },
  refused: { state: 'refused', message },
  failed: { state: 'failed', message },
  checking: { state: 'checking', message: { key: 'payment:status.checking' } },
  paid: { state: 'paid', gatewayIdentifier: 'ch_1' },
  resolving: { state: 'resolving' },
  elsewhere: { state: 'elsewhere' },
};

/** One event of each type. */
const EVENTS: Record<PaymentEventType, PaymentEvent> = {
  press: { type: 'press' },
  sent: { type: 'sent', request: { endpoint: 'provider-s-card', body: {}, method: 'creditCard', key: 'k', amount: 100 } },
  invalid: { type: 'invalid', message: { key: 'errors:card.field_error' } },
  authenticate: { type: 'authenticate' },
  redirect: { type: 'redirect', redirect },
  answered: { type: 'answered', answer: { state: 'refused', message: { key: 'payment:errors.cvc_declined' } }, key: 'k' },
  lost: { type: 'lost', message: { key: 'payment:status.checking' } },
  blocked: { type: 'blocked', message: { key: 'payment:errors.possible_fraud_blocked' } },
  edit: { type: 'edit' },
  newPix: { type: 'newPix' },
  resolve: { type: 'resolve' },
  elsewhere: { type: 'elsewhere' },
  released: { type: 'released' },
};

/** The table, written out: for each state, each event it takes and the state it leads to; every other event is refused. */
const TABLE: Record<PaymentState, Partial<Record<PaymentEventType, PaymentState>>> = {
  editing: { press: 'paying', invalid: 'invalid', newPix: 'editing', resolve: 'resolving', elsewhere: 'elsewhere' },
  invalid: { press: 'paying', invalid: 'invalid', edit: 'editing' },
  paying: { sent: 'paying', invalid: 'invalid', authenticate: 'authenticating', redirect: 'redirecting', answered: 'refused', lost: 'checking', resolve: 'resolving', elsewhere: 'elsewhere', released: 'editing' },
  // Decision 012: a challenge that ends without a clear answer may have paid: "being checked", never a refusal.
  authenticating: { answered: 'refused', lost: 'checking' },
  redirecting: {},
  refused: { press: 'paying', invalid: 'invalid', blocked: 'refused', edit: 'editing' },
  failed: { press: 'paying', invalid: 'invalid', edit: 'editing' },
  // "Check again" only: the same attempt, never a new one, and no edit clears it.
  checking: { press: 'paying', resolve: 'resolving' },
  paid: { newPix: 'editing' },
  // Decision 012: an attempt left open is asked for, never paid again; only its answer or "nothing open" frees the button.
  resolving: { answered: 'refused', lost: 'checking', elsewhere: 'elsewhere', released: 'editing' },
  // Another tab pays: this one follows it (its answer, or the purchase freed), or asks itself once that tab is gone.
  elsewhere: { answered: 'refused', resolve: 'resolving', released: 'editing', elsewhere: 'elsewhere' },
};

const cells = (Object.keys(STATES) as PaymentState[]).flatMap((state) => (Object.keys(EVENTS) as PaymentEventType[]).map((event) => [state, event] as const));

describe('the payment attempt machine (decision 012; STYLE.md rule 5)', () => {
  it.each(cells)('%s + %s', (state, event) => {
    const next = transition(STATES[state], EVENTS[event]);
    const expected = TABLE[state][event];
    if (expected === undefined) expect(next).toBeNull();
    else expect(next?.state).toBe(expected);
    expect(ACCEPTS[event].has(state)).toBe(expected !== undefined);
  });

  it('carries what the buyer is shown: the message, the redirect, the gateway identifier, the 3-D Secure resume', () => {
    expect(transition(STATES.paying, EVENTS.invalid)).toEqual({ state: 'invalid', message: { key: 'errors:card.field_error' } });
    expect(transition(STATES.paying, EVENTS.redirect)).toEqual({ state: 'redirecting', redirect });
    expect(transition(STATES.authenticating, { type: 'answered', answer: { state: 'paid', gatewayIdentifier: 'pi_1' } })).toEqual({ state: 'paid', gatewayIdentifier: 'pi_1' });
    expect(transition(STATES.paying, { type: 'answered', answer: { state: 'failed', message } })).toEqual({ state: 'failed', message });
    expect(transition(STATES.paying, { type: 'lost', message, resume: 'threeDSecureReturn' })).toEqual({ state: 'checking', message, resume: 'threeDSecureReturn' });
    expect(transition(STATES.refused, EVENTS.blocked)).toEqual({ state: 'refused', message: { key: 'payment:errors.possible_fraud_blocked' } });
  });

  it('is the only writer of the payment status: no `$paymentStatus.set(` in src outside dispatch.ts', () => {
    const writers = sourceModules().filter((module) => readFileSync(join(SRC, module), 'utf8').includes('$paymentStatus.set('));
    expect(writers).toEqual(['stores/checkout/attempt/dispatch.ts']);
  });

  it('the step changes only through the named step actions: no `$step.set(` in src outside steps.ts', () => {
    const writers = sourceModules().filter((module) => readFileSync(join(SRC, module), 'utf8').includes('$step.set('));
    expect(writers).toEqual(['stores/checkout/steps.ts']);
  });
});

describe('canPay (part 2 §4.4: the pay button starts or retries a payment)', () => {
  it.each<[PaymentStatus, boolean]>([
    [{ state: 'editing' }, true],
    [{ state: 'invalid', message: { key: 'k' } }, true],
    [{ state: 'refused', message: { key: 'k' } }, true],
    [{ state: 'failed', message: { key: 'k' } }, true],
    [{ state: 'checking', message: { key: 'k' } }, true],
    [{ state: 'paying' }, false],
    [{ state: 'authenticating' }, false],
    [{ state: 'paid', gatewayIdentifier: null }, false],
    [{ state: 'resolving' }, false],
    [{ state: 'elsewhere' }, false],
  ])('%o -> %s', (status, payable) => {
    expect(canPay(status)).toBe(payable);
  });
});

describe('canStartAttempt (decision 012: a new attempt, such as a wallet\'s confirmation, never starts beside one that may have paid)', () => {
  it.each<[PaymentStatus, boolean]>([
    [{ state: 'editing' }, true],
    [{ state: 'invalid', message: { key: 'k' } }, true],
    [{ state: 'refused', message: { key: 'k' } }, true],
    [{ state: 'failed', message: { key: 'k' } }, true],
    // "Check again" is the only press taken here: it resends or asks for the same attempt.
    [{ state: 'checking', message: { key: 'k' } }, false],
    [{ state: 'paying' }, false],
    [{ state: 'authenticating' }, false],
    [{ state: 'redirecting', redirect }, false],
    [{ state: 'paid', gatewayIdentifier: null }, false],
    [{ state: 'resolving' }, false],
    [{ state: 'elsewhere' }, false],
  ])('%o -> %s', (status, startable) => {
    expect(canStartAttempt(status)).toBe(startable);
  });
});
