import { $paymentResult } from '../payment-result';
import { $options, $product } from '../session';
import { SKIP_FLAG_KEY } from './skip-flag';

export { hasStoredSkipFlag, SKIP_FLAG_KEY } from './skip-flag';

/*
 * The test visit of part 2 §2: `skipStepConfirmation=testUrl` jumps to the confirmation, stores the skip flag and the
 * product's redirect address in local storage; `checkoutStep=PaymentConfirmation` is honoured only while that flag is
 * stored; the after-payment target takes the stored redirect (part 2 §4.5 rule 3) and then removes it. Decision 035.
 * The load sequence opens step 3 (load/step-from-url.ts with skip-flag.ts); step 3 stores the flag (this file, loaded
 * only with step 3).
 */

export const STORED_REDIRECT_KEY = 'checkout-stored-redirect';

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

/** The stored redirect (rule 3 of part 2 §4.5), or null. */
export function readStoredRedirect(): string | null {
  return storage()?.getItem(STORED_REDIRECT_KEY) || null;
}

/** Removes the stored redirect once it was used. */
export function removeStoredRedirect(): void {
  storage()?.removeItem(STORED_REDIRECT_KEY);
}

/**
 * Step 3 of a `skipStepConfirmation=testUrl` visit (opened without a payment) stores the skip flag and the
 * product's redirect (part 2 §2). Anything else stores nothing.
 */
export function rememberTestVisit(): void {
  if (isTestVisit() && $options.get()?.skipStepConfirmation) rememberSkipConfirmation($product.get()?.redirect ?? null);
}

/** Step 3 without a payment result: only the test visit opens it so (load/step-from-url.ts). */
export function isTestVisit(): boolean {
  return $paymentResult.get() === null;
}
