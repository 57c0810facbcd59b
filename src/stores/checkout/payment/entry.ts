import { resolveCheckoutStep } from '~/domain/flow-params';
import { $options, $user } from '../session';
import { $step, goNext } from '../steps';

/**
 * Opens the payment step straight after the load when the URL asks for it (part 2 §2: `checkoutStep=Payment`
 * "always works"; the return from 3-D Secure, `threeSecure` and `identify`, resumes the payment there). Only a
 * logged-in buyer reaches payment (part 2 §6), and step 1's guards (the EUR VAT choice) still apply.
 */
export function openPaymentStepFromUrl(): void {
  const options = $options.get();
  if (!options || !$user.get() || $step.get() !== 'planOrFee') return;
  if (options.threeDSecureReturn || resolveCheckoutStep(options.checkoutStepParam, false) === 'payment') goNext();
}
