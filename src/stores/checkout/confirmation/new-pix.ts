import { chooseMethod } from '../payment/selection';
import { $paymentResult } from '../payment/payment-result';
import { $paymentStatus } from '../payment/payment-status';
import { $step } from '../steps';
import { stopPixCountdown } from './pix-countdown';
import { stopPixPolling } from './pix-polling';

/**
 * "Generate a new pix" once the wait ran out (part 2 §4.5): back to step 2 with pix chosen and the pay button ready;
 * the buyer presses "Gerar PIX" again, which is a new attempt (a new idempotency key).
 */
export function generateNewPix(): void {
  stopPixPolling();
  stopPixCountdown();
  $paymentResult.set(null);
  $paymentStatus.set({ state: 'editing' });
  chooseMethod('pix');
  $step.set('payment');
}
