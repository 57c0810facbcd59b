import { resolveCheckoutStep } from '~/domain/flow-params';
import { hasStoredSkipFlag } from '../confirmation/skip-flag';
import { $options, $user } from '../session';
import { enterConfirmation } from '../confirmation/enter';
import { $step, goNext } from '../steps';

/**
 * Opens the payment step straight after the load when the URL asks for it (part 2 §2: `checkoutStep=Payment`
 * "always works"; the return from 3-D Secure, `threeSecure` and `identify`, resumes the payment there). Only a
 * logged-in buyer reaches payment (part 2 §6), and step 1's guards (the EUR VAT choice) still apply.
 * The test visit (part 2 §2, decision 035): `skipStepConfirmation=testUrl` opens the confirmation (which stores the
 * skip flag and the product's redirect); `checkoutStep=PaymentConfirmation` opens it only while the flag is stored.
 */
export function openPaymentStepFromUrl(): void {
  const options = $options.get();
  if (!options || !$user.get() || $step.get() !== 'planOrFee') return;
  if (options.threeDSecureReturn) return void goNext();
  const step = options.skipStepConfirmation ? 'paymentConfirmation' : resolveCheckoutStep(options.checkoutStepParam, hasStoredSkipFlag());
  if (step === 'payment') goNext();
  if (step === 'paymentConfirmation') void enterConfirmation(null);
}
