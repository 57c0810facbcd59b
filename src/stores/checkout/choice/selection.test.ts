import { afterEach, describe, expect, it, vi } from 'vitest';
import { WALLET_DECISION_WAIT_MS } from '~/domain/constants';
import { walletBridge } from '../attempt/wallet';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { $coupon } from '../coupon/coupon';
import { runLoadSequence } from '../load/load-sequence';
import { $methods, $methodsDecided } from './methods';
import { $continueButton } from './continue-button';
import { $step } from '../steps';
import { $methodPayable, $methodProvider, $selection, chooseMethod, chooseSavedCard, startMethodSelection, stopMethodSelection } from './selection';

afterEach(() => {
  stopMethodSelection();
  vi.useRealTimers();
});

/** Opens the method choice; `wallet` is the browser's answer about a wallet, or that it has not answered yet. */
async function open(user: string, slug: string, search = '', wallet: boolean | 'no answer' = false) {
  setScenario({ user });
  await runLoadSequence(loadInput(slug, search));
  startMethodSelection();
  if (wallet !== 'no answer') walletBridge.onAvailability(wallet);
}

describe('the method selection follows part 2 §4.2', () => {
  it('preselects the first saved card in the product currency', async () => {
    await open('saved-cards', 'premium-plus-plan');
    expect($selection.get()).toEqual({ method: 'myCards', savedCardToken: 'card_sandbox_visa_usd' });
  });

  it('selecting a method clears the chosen saved card; choosing a card selects myCards again', async () => {
    await open('saved-cards', 'premium-plus-plan');
    chooseMethod('creditCard');
    expect($selection.get()).toEqual({ method: 'creditCard', savedCardToken: null });
    chooseSavedCard('card_sandbox_visa_usd');
    expect($selection.get()).toEqual({ method: 'myCards', savedCardToken: 'card_sandbox_visa_usd' });
  });

  it('paymentMethod=paypal preselects PayPal', async () => {
    await open('us', 'premium-plus-plan', '?paymentMethod=paypal');
    expect($selection.get().method).toBe('paypal');
  });

  it('decision 044: nothing is preselected while the browser has not said whether it has a wallet; then the wallet first', async () => {
    await open('us', 'premium-plus-plan', '', 'no answer');
    expect($methodsDecided.get()).toBe(false);
    expect($selection.get().method).toBeNull();
    walletBridge.onAvailability(true);
    expect($methodsDecided.get()).toBe(true);
    expect($selection.get().method).toBe('googlePay');
  });

  it('decision 044: without a wallet the card is preselected, and a later answer changes neither the list nor the choice', async () => {
    await open('us', 'premium-plus-plan', '', false);
    expect($selection.get().method).toBe('creditCard');
    walletBridge.onAvailability(true);
    expect($methods.get()).not.toContain('googlePay');
    expect($selection.get().method).toBe('creditCard');
  });

  it('decision 044: a browser that never answers gets the list without the wallet after the wait, and a late wallet is not added', async () => {
    vi.useFakeTimers();
    await open('us', 'premium-plus-plan', '', 'no answer');
    vi.advanceTimersByTime(WALLET_DECISION_WAIT_MS - 1);
    expect($selection.get().method).toBeNull();
    vi.advanceTimersByTime(1);
    expect($selection.get().method).toBe('creditCard');
    walletBridge.onAvailability(true);
    expect($methods.get()).toEqual(['creditCard', 'paypal']);
    expect($selection.get().method).toBe('creditCard');
  });

  it('a buyer who chose keeps the choice when the step opens again', async () => {
    await open('us', 'premium-plus-plan', '', true);
    chooseMethod('creditCard');
    stopMethodSelection();
    startMethodSelection();
    expect($selection.get().method).toBe('creditCard');
  });

  it('a coupon that switches the chosen PayPal off falls back to the entry choice, and PayPal comes back without it', async () => {
    await open('us', 'premium-plus-plan');
    chooseMethod('paypal');
    $coupon.set({ status: 'applied', code: 'C', coupon: { id: 1, code: 'C', type: 'PERCENTAGE_OF_DISCOUNT', value: 100, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false } });
    expect($selection.get().method).toBe('creditCard');
    $coupon.set({ status: 'none' });
    chooseMethod('paypal');
    expect($selection.get().method).toBe('paypal');
  });
});

describe('which chosen methods this page can pay (providers S, A, saved cards, PayPal)', () => {
  it('a USD card (provider S), PayPal and saved cards are payable', async () => {
    await open('saved-cards', 'premium-plus-plan');
    for (const method of ['creditCard', 'paypal', 'myCards'] as const) {
      chooseMethod(method);
      expect($methodPayable.get()).toBe(true);
    }
  });

  it('part 2 §4.3: a card with a Brazilian country price goes to provider U and is payable here (decision 036)', async () => {
    await open('br', 'premium-plus-plan', '?country=br');
    chooseMethod('creditCard');
    expect($methodProvider.get()).toBe('latinAmerican');
    expect($methodPayable.get()).toBe(true);
  });
});

async function openPaymentStep(user: string, slug = 'premium-plus-plan', wallet = false) {
  setScenario({ user });
  await runLoadSequence(loadInput(slug));
  $step.set('payment');
  startMethodSelection();
  walletBridge.onAvailability(wallet);
}

describe('the method choice with saved cards (part 2 §4.2)', () => {
  it('part 2 §4.2: with a wallet the wallet is selected first; choosing "my cards" chooses the first card of the currency', async () => {
    await openPaymentStep('saved-cards', 'premium-plus-plan', true);
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
