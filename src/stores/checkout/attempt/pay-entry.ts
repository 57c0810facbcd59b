import { chooseMethod, startMethodSelection, stopMethodSelection } from '../choice/selection';
import { $openAttemptFound } from '../purchase/paid-before';
import { $options } from '../session';
import { $newPixAsked } from '../steps';
import { dispatch } from './dispatch';
import { $paymentStatus } from './status';

/*
 * The payment step's actions that send something (pay, the 3-D Secure return's verification) load with their first
 * use, not with the step: choosing a method and typing need none of the API client or the outcome handling, which
 * keeps the JavaScript before a method is chosen small (DESIGN.md performance budgets). A press while the module
 * loads is not lost, and a second press is still one payment: pay() turns the status to paying before anything async.
 */

/**
 * The pay button (pay.ts); after a 3-D Secure return whose verification failed, "check again" verifies it again;
 * after a lookup that gave no answer, it asks the gateway again (resume-open.ts).
 */
export function pressPay(): Promise<void> {
  const status = $paymentStatus.get();
  if (status.state === 'checking' && status.resume === 'threeDSecureReturn') return resumeReturnFromThreeDSecure();
  if (status.state === 'checking' && status.resume === 'lookup') return import('./resume-open').then((module) => module.checkAgain());
  return import('./pay').then((module) => module.pay());
}

/** The return from 3-D Secure, when the URL says so (three-d-secure-return.ts). */
export function resumeReturnFromThreeDSecure(): Promise<void> {
  if (!$options.get()?.threeDSecureReturn) return Promise.resolve();
  return import('./three-d-secure-return').then((module) => module.resumeThreeDSecureReturn());
}

/**
 * An attempt of this purchase left open (decision 012; the load found it): the step is "checking your payment" from
 * its first frame, so nothing can be pressed, and asks the gateway (resume-open.ts) before anything is paid again.
 */
export function resumeOpenPurchase(): Promise<void> {
  if (!$openAttemptFound.get()) return Promise.resolve();
  $openAttemptFound.set(false);
  dispatch({ type: 'resolve' });
  return import('./resume-open').then((module) => module.resumeOpenAttempt());
}

/**
 * Step 3's "generate a new pix" reopened the step (new-pix.ts): back to editing with pix chosen, before the first
 * paint, so the pay button is ready for a new attempt (a new key).
 */
export function resumeNewPix(): void {
  if (!$newPixAsked.get()) return;
  $newPixAsked.set(false);
  dispatch({ type: 'newPix' });
  chooseMethod('pix');
}

/**
 * Step 2 opens (part 2 §2), before its first paint: a new pix asked by step 3 is chosen and ready; an attempt of this
 * purchase left open is being checked, so no pay button shows, not even for a frame; the method choice follows the
 * methods offered and the wallet's answer; a return from 3-D Secure is verified. Returns what closes the step: the
 * choice stops following.
 */
export function openPaymentStep(): () => void {
  resumeNewPix();
  void resumeOpenPurchase();
  startMethodSelection();
  void resumeReturnFromThreeDSecure();
  return stopMethodSelection;
}
