import { resolveCheckoutStep } from '~/domain/flow-params';
import { $confirmationJump, hasStoredSkipFlag, rememberSkipConfirmation } from '../confirmation/skip-confirmation';
import { $options, $product, $user } from '../session';
import { $step, goNext } from '../steps';

/**
 * Opens the payment step straight after the load when the URL asks for it (part 2 §2: `checkoutStep=Payment`
 * "always works"; the return from 3-D Secure, `threeSecure` and `identify`, resumes the payment there). Only a
 * logged-in buyer reaches payment (part 2 §6), and step 1's guards (the EUR VAT choice) still apply.
 * The test visit (part 2 §2, decision 035): `skipStepConfirmation=testUrl` stores the skip flag and the product's
 * redirect and jumps to the confirmation; `checkoutStep=PaymentConfirmation` jumps there only while the flag is stored.
 */
export function openPaymentStepFromUrl(): void {
  const options = $options.get();
  if (!options) return;
  if (options.skipStepConfirmation) rememberSkipConfirmation($product.get()?.redirect ?? null);
  if (!$user.get() || $step.get() !== 'planOrFee') return;
  if (options.threeDSecureReturn) return void goNext();
  const step = options.skipStepConfirmation ? 'paymentConfirmation' : resolveCheckoutStep(options.checkoutStepParam, hasStoredSkipFlag());
  if (step === 'payment') goNext();
  if (step === 'paymentConfirmation') {
    $confirmationJump.set(true);
    $step.set('paymentConfirmation');
  }
}
