import type { PaymentResult } from '../payment-result';
import { $paymentResult } from '../payment-result';
import { showConfirmationStep } from '../steps';

/**
 * Enters step 3 with a result (part 2 §2, §4.5): a payment answered paid or pending, a resumed pending payment, the
 * sandbox's dev skip, or `null` for the test visit's confirmation (decision 035). The one way into step 3: the
 * result and the step change together, then what step 3 does on entry (on-entry.ts: the test visit's flag, the
 * purchase tracking, the invoice update) loads with its first use, so the first load carries none of it.
 *
 * @example enterConfirmation({ method: 'creditCard', kind: 'paid', gatewayIdentifier: 'ch_1', artifact: null })
 */
export function enterConfirmation(result: PaymentResult | null): Promise<void> {
  $paymentResult.set(result);
  showConfirmationStep();
  return import('./on-entry').then((module) => module.startConfirmation(result));
}
