import { chooseMethod } from '../choice/selection';
import { stopPixCountdown } from '../confirmation/pix-countdown';
import { stopPixPolling } from '../confirmation/pix-polling';
import { $paymentResult } from '../payment-result';
import { reopenPaymentStep } from '../steps';
import { dispatch } from './dispatch';

/**
 * "Generate a new pix" once the wait ran out (part 2 §4.5): back to step 2 with pix chosen and the pay button ready;
 * the buyer presses "Gerar PIX" again, which is a new attempt (a new idempotency key).
 */
export function generateNewPix(): void {
  stopPixPolling();
  stopPixCountdown();
  $paymentResult.set(null);
  dispatch({ type: 'newPix' });
  chooseMethod('pix');
  reopenPaymentStep();
}
