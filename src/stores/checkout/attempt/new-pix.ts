import { stopPixCountdown } from '../confirmation/pix-countdown';
import { stopPixPolling } from '../confirmation/pix-polling';
import { $paymentResult } from '../payment-result';
import { $newPixAsked, reopenPaymentStep } from '../steps';

/**
 * "Generate a new pix" once the wait ran out (part 2 §4.5): back to step 2 with pix chosen and the pay button ready;
 * the buyer presses "Gerar PIX" again, which is a new attempt (a new idempotency key). The step itself, once open,
 * moves the attempt to editing and chooses pix before its first paint (`resumeNewPix`, pay-entry.ts): step 3 opened
 * directly (a resumed pending pix) need not load the step's machine and method selection for this button.
 */
export function generateNewPix(): void {
  stopPixPolling();
  stopPixCountdown();
  $paymentResult.set(null);
  $newPixAsked.set(true);
  reopenPaymentStep();
}
