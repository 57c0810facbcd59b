import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutFlow } from '~/domain/flows';
import { $continueError, $stepOneView, continueToPayment, initialsOf } from './account';
import { $canGoBack, $stepItems } from './steps-view';
import { seedAccountStep, testProduct, testUser } from '../../../../tests/setup/account-stores';
import { $flow, $product, $user } from '../session';
import { $step, addStepGuard, goBack } from '../steps';
import { $vatChoice, selectVatCountry } from '../vat/widget';

describe('step 1 (part 1 §2, §6)', () => {
  beforeEach(() => seedAccountStep());

  it.each([
    ['part 1 §2: a visitor sees the forms', null, { kind: 'plan' }, 'visitor'],
    ['part 1 §2: a logged-in buyer sees the account card', testUser(), { kind: 'plan' }, 'account'],
    ['part 1 §1: a team account cannot buy a plan', testUser({ is_team_account: true }), { kind: 'plan' }, 'team'],
    ['part 1 §1: a team account cannot buy a fee', testUser({ is_team_account: true }), { kind: 'fee' }, 'team'],
    ['part 1 §1: a team account may buy storage', testUser({ is_team_account: true }), { kind: 'storage', quantity: 1 }, 'account'],
    ['part 1 §1: a team account may buy a domain', testUser({ is_team_account: true }), { kind: 'domainPurchase', domain: 'a.test', connectTo: null, reference: null }, 'account'],
  ] as const)('%s', (_row, user, flow, view) => {
    $user.set(user);
    $flow.set(flow as CheckoutFlow);
    expect($stepOneView.get()).toBe(view);
  });

  describe('Continuar', () => {
    let removeGuard: (() => void) | null = null;
    afterEach(() => {
      removeGuard?.();
    });

    it('part 1 §4: Continuar moves to the payment step', () => {
      continueToPayment();
      expect($step.get()).toBe('payment');
      expect($continueError.get()).toBeNull();
    });

    it('part 1 §4, §8: the EUR refusal leaves the card once a VAT choice is made', async () => {
      $product.set(testProduct({ currency: 'EUR' }));
      continueToPayment();
      expect($continueError.get()).toBe('errors:vat.choice_required');
      await selectVatCountry('NL');
      expect($vatChoice.get()).not.toBeNull();
      expect($continueError.get()).toBeNull();
      continueToPayment();
      expect($step.get()).toBe('payment');
    });

    it('part 1 §4: a guard holds Continuar and its message is kept', () => {
      removeGuard = addStepGuard(() => 'errors:vat.choice_required');
      continueToPayment();
      expect($step.get()).toBe('planOrFee');
      expect($continueError.get()).toBe('errors:vat.choice_required');
    });
  });
});

describe('step header (part 1 §2, §4 "Steps")', () => {
  beforeEach(() => seedAccountStep());

  it.each([
    ['part 1 §2: step 1 reads Plano for a plan', 'plan', 'checkout:steps.plan'],
    ['part 1 §2: step 1 reads Taxa for a fee', 'fee', 'checkout:steps.fee'],
    ['part 1 §2: step 1 reads Plano for a tool', 'tool', 'checkout:steps.plan'],
  ] as const)('%s', (_row, kind, labelKey) => {
    $product.set(testProduct({ kind }));
    expect($stepItems.get().map((item) => item.labelKey)).toEqual([labelKey, 'checkout:steps.payment', 'checkout:steps.confirmation']);
  });

  it.each([
    ['part 1 §4: on step 1 it is active, the others upcoming', 'planOrFee', ['active', 'upcoming', 'upcoming'], false],
    ['part 1 §4: forward finishes step 1 and activates payment', 'payment', ['finished', 'active', 'upcoming'], true],
    ['part 1 §4: confirmation finishes both before it', 'paymentConfirmation', ['finished', 'finished', 'active'], false],
  ] as const)('%s', (_row, step, states, canGoBack) => {
    $step.set(step);
    expect($stepItems.get().map((item) => item.state)).toEqual(states);
    expect($canGoBack.get()).toBe(canGoBack);
  });

  it('part 1 §4: Voltar reverses the step', () => {
    $step.set('payment');
    goBack();
    expect($stepItems.get()[0]?.state).toBe('active');
  });
});

describe('account card (part 1 §2 "avatar, name, email")', () => {
  it.each([
    ['part 1 §2: first and last name give the initials', 'ana maria souza', 'ana@sandbox.test', 'AS'],
    ['part 1 §2: one name gives one initial', 'Lena', 'lena@sandbox.test', 'L'],
    ['part 1 §2: no name falls back to the e-mail', '  ', 'daan@sandbox.test', 'D'],
    ['part 1 §2: accented initials keep their accent', 'Élodie Ørsted', 'e@sandbox.test', 'ÉØ'],
  ])('%s', (_row, name, email, initials) => {
    expect(initialsOf(name, email)).toBe(initials);
  });
});
