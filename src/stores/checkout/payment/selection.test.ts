import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { $step } from '../steps';
import { $continueButton } from './continue-button';
import { $walletAvailable } from './methods';
import { $selection, chooseMethod, chooseSavedCard, startMethodSelection, stopMethodSelection } from './selection';

async function openPaymentStep(user: string, slug = 'premium-plus-plan') {
  setScenario({ user });
  await runLoadSequence(loadInput(slug));
  $step.set('payment');
  startMethodSelection();
}

afterEach(() => {
  stopMethodSelection();
  $walletAvailable.set(false);
});

describe('the method choice with saved cards (part 2 §4.2)', () => {
  it('part 2 §4.2: with a wallet the wallet is selected first; choosing "my cards" chooses the first card of the currency', async () => {
    await openPaymentStep('saved-cards');
    $walletAvailable.set(true);
    expect($selection.get()).toEqual({ method: 'googlePay', savedCardToken: null });
    chooseMethod('myCards');
    expect($selection.get()).toEqual({ method: 'myCards', savedCardToken: 'card_sandbox_visa_usd' });
    expect($continueButton.get()?.state.kind).toBe('enabled');
  });

  it('part 2 §4.2: selecting another method clears the chosen saved card', async () => {
    await openPaymentStep('saved-cards');
    expect($selection.get()).toEqual({ method: 'myCards', savedCardToken: 'card_sandbox_visa_usd' });
    chooseMethod('creditCard');
    expect($selection.get()).toEqual({ method: 'creditCard', savedCardToken: null });
  });

  it('a click on "my cards" while one of its cards is chosen keeps that card', async () => {
    await openPaymentStep('saved-cards', 'premium-plan-149-brl');
    chooseSavedCard('card_sandbox_amex_brl');
    chooseMethod('myCards');
    expect($selection.get()).toEqual({ method: 'myCards', savedCardToken: 'card_sandbox_amex_brl' });
  });
});
