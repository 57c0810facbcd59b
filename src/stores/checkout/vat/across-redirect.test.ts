// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { resetStores } from '~/stores/reset';
import { loadInput } from '../../../../tests/setup/load-input';
import { runLoadSequence } from '../load/load-sequence';
import { $step } from '../steps';
import { rememberVatChoice, restoreVatChoice } from './across-redirect';
import { $vatChoice, $vatWidget } from './state';

/*
 * Decision 041: an EUR buyer who left for 3-D Secure (provider A) comes back to a new page; the VAT choice made before
 * leaving is put back, so step 1's guard (part 1 §4) does not stand between the buyer and the return's verification.
 */
const SLUG = 'premium-plan-59-eur';
const GERMANY = { company_name: 'Deutschland', country_code: 'DE', fee: 19 };
const CHOICE = { kind: 'countryFee', countryCode: 'DE', percentage: 19 } as const;

async function chooseGermanyThenLeave(): Promise<void> {
  setScenario({ user: 'de' });
  await runLoadSequence(loadInput(SLUG));
  $vatWidget.set({ step: 'result', country: GERMANY, choice: CHOICE, notice: null });
  rememberVatChoice(SLUG);
  // The press of pay keeps it (claim.ts); then the page goes (the bank's page); the new page starts with nothing in memory.
  resetStores('page');
}

afterEach(() => {
  resetStores('page');
  sessionStorage.clear();
});

describe('the VAT choice across a payment redirect (decision 041)', () => {
  it('back from 3-D Secure: the choice is back and the payment step opens for the verification', async () => {
    await chooseGermanyThenLeave();
    await runLoadSequence(loadInput(SLUG, '?threeSecure=1&identify=3ds_sandbox_1'));
    expect($vatChoice.get()).toEqual(CHOICE);
    expect($step.get()).toBe('payment');
  });

  it('an ordinary visit starts the widget afresh', async () => {
    await chooseGermanyThenLeave();
    await runLoadSequence(loadInput(SLUG));
    expect($vatChoice.get()).toBeNull();
  });

  it('a choice kept for another product, too old, or not in the expected shape is not put back', async () => {
    await chooseGermanyThenLeave();
    expect(restoreVatChoice('premium-plan-99-eur')).toBe(false);
    expect(restoreVatChoice(SLUG, Date.now() + 2 * 60 * 60 * 1000)).toBe(false);
    sessionStorage.setItem('checkout.vat-choice', JSON.stringify({ slug: SLUG, at: Date.now(), state: { step: 'result', choice: { kind: 'free' } } }));
    expect(restoreVatChoice(SLUG)).toBe(false);
    expect($vatChoice.get()).toBeNull();
  });
});
