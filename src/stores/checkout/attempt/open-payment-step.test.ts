import { afterEach, describe, expect, it } from 'vitest';
import { setScenario } from '~/sandbox/scenario';
import { loadInput } from '../../../../tests/setup/load-input';
import { $selection } from '../choice/selection';
import { runLoadSequence } from '../load/load-sequence';
import { $product } from '../session';
import { $newPixAsked } from '../steps';
import { walletBridge } from './wallet';
import { openPaymentStep } from './pay-entry';
import { $paymentStatus } from './status';

let close: () => void = () => {};
afterEach(() => close());

describe("step 2's opening, the stores' (part 2 §2, §4.2, §4.5)", () => {
  it('§4.2: the choice follows the methods once the wallet has answered, and stops following when the step closes', async () => {
    setScenario({ user: 'saved-cards' });
    await runLoadSequence(loadInput('premium-plus-plan'));
    close = openPaymentStep();
    expect($selection.get().method).toBeNull();
    walletBridge.onAvailability(false);
    expect($selection.get()).toEqual({ method: 'myCards', savedCardToken: 'card_sandbox_visa_usd' });
    close();
    // What would make a following choice pick again: the choice cleared, then the methods offered worked out anew.
    $selection.set({ method: null, savedCardToken: null });
    $product.set({ ...($product.get() as NonNullable<ReturnType<typeof $product.get>>) });
    expect($selection.get().method).toBeNull();
  });

  it('§4.5: opened again for a new pix, pix is chosen and the step is ready to pay, before anything else runs', async () => {
    setScenario({ user: 'br' });
    await runLoadSequence(loadInput('premium-plan-149-brl'));
    $newPixAsked.set(true);
    close = openPaymentStep();
    expect([$selection.get().method, $paymentStatus.get().state, $newPixAsked.get()]).toEqual(['pix', 'editing', false]);
  });
});
