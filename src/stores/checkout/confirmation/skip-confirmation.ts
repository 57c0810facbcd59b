import { atom } from 'nanostores';
import { resolveCheckoutStep, type CheckoutOptions } from '~/domain/flow-params';
import { resettable } from '~/stores/reset';
import { $product, $user } from '../session';
import { $step } from '../steps';

/*
 * The test visit of part 2 §2: `skipStepConfirmation=testUrl` jumps to the confirmation, stores the skip flag and the
 * product's redirect address in local storage; `checkoutStep=PaymentConfirmation` is honoured only while that flag is
 * stored; the after-payment target takes the stored redirect (part 2 §4.5 rule 3) and then removes it. Decision 035.
 * Loaded only by a test visit (payment/entry.ts) and by step 3.
 */

export const SKIP_FLAG_KEY = 'checkout-skip-confirmation';
export const STORED_REDIRECT_KEY = 'checkout-stored-redirect';

/** True when this page opened at step 3 by the test visit (no payment was made on it). */
export const $confirmationJump = resettable(atom<boolean>(false), 'page');

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Stores the skip flag and, when the product has one, its redirect address. Storage blocked: nothing is kept. */
export function rememberSkipConfirmation(productRedirect: string | null): void {
  const store = storage();
  try {
    store?.setItem(SKIP_FLAG_KEY, '1');
    if (productRedirect) store?.setItem(STORED_REDIRECT_KEY, productRedirect);
  } catch {
    // A full or blocked storage keeps nothing: the test visit then simply has no stored flag.
  }
}

export function hasStoredSkipFlag(): boolean {
  return storage()?.getItem(SKIP_FLAG_KEY) === '1';
}

/** The stored redirect (rule 3 of part 2 §4.5), or null. */
export function readStoredRedirect(): string | null {
  return storage()?.getItem(STORED_REDIRECT_KEY) || null;
}

/** Removes the stored redirect once it was used. */
export function removeStoredRedirect(): void {
  storage()?.removeItem(STORED_REDIRECT_KEY);
}

/**
 * The test visit once the checkout is loaded: `skipStepConfirmation=testUrl` stores the flag and the product's
 * redirect; then a logged-in buyer still on step 1 goes to the confirmation (with `checkoutStep=PaymentConfirmation`
 * only while the flag is stored). Only a logged-in buyer reaches payment (part 2 §6).
 */
export function openTestVisit(options: CheckoutOptions): void {
  if (options.skipStepConfirmation) rememberSkipConfirmation($product.get()?.redirect ?? null);
  if (!$user.get() || $step.get() !== 'planOrFee') return;
  const step = options.skipStepConfirmation ? 'paymentConfirmation' : resolveCheckoutStep(options.checkoutStepParam, hasStoredSkipFlag());
  if (step !== 'paymentConfirmation') return;
  $confirmationJump.set(true);
  $step.set('paymentConfirmation');
}
