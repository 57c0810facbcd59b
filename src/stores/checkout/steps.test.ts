import { afterEach, describe, expect, it } from 'vitest';
import { $step, addStepGuard, goBack, goNext, stepState } from './steps';

describe('checkout steps (part 1 §4 "Steps")', () => {
  afterEach(() => $step.set('planOrFee'));

  it('part 1 §4: next finishes the current step and activates the next', () => {
    expect(goNext()).toBeNull();
    expect($step.get()).toBe('payment');
    expect(stepState('planOrFee', $step.get())).toBe('finished');
    expect(stepState('paymentConfirmation', $step.get())).toBe('upcoming');
  });

  it('part 1 §4: prev reverses', () => {
    $step.set('payment');
    goBack();
    expect($step.get()).toBe('planOrFee');
    goBack();
    expect($step.get()).toBe('planOrFee');
  });

  it('part 1 §4: a guard holds the move forward and says why', () => {
    const remove = addStepGuard((from) => (from === 'planOrFee' ? 'errors:vat.choice_required' : null));
    expect(goNext()).toBe('errors:vat.choice_required');
    expect($step.get()).toBe('planOrFee');
    remove();
    expect(goNext()).toBeNull();
  });
});
