import { resolveCheckoutStep } from '~/domain/flow-params';
import { $options, $user } from '../session';
import { $step, goNext } from '../steps';

/**
 * Opens the payment step straight after the load when the URL asks for it (part 2 §2: `checkoutStep=Payment`
 * "always works"; the return from 3-D Secure, `threeSecure` and `identify`, resumes the payment there). Only a
 * logged-in buyer reaches payment (part 2 §6), and step 1's guards (the EUR VAT choice) still apply.
 * The test visit (part 2 §2, decision 035), `skipStepConfirmation=testUrl` or `checkoutStep=PaymentConfirmation`, is
 * handled by a module loaded only then (the checkout's start does not grow); the returned promise settles after it.
 */
export async function openPaymentStepFromUrl(): Promise<void> {
  const options = $options.get();
  if (!options) return;
  const loggedInAtStart = $user.get() !== null && $step.get() === 'planOrFee';
  if (loggedInAtStart && options.threeDSecureReturn) return void goNext();
  if (options.skipStepConfirmation || options.checkoutStepParam?.toLowerCase() === 'paymentconfirmation') {
    const { openTestVisit } = await import('../confirmation/skip-confirmation');
    return openTestVisit(options);
  }
  if (loggedInAtStart && resolveCheckoutStep(options.checkoutStepParam, false) === 'payment') goNext();
}
