/*
 * The part of the test visit (part 2 §2; decision 035) the load sequence needs: whether the skip flag is stored. Kept
 * apart from skip-confirmation.ts, which only step 3 loads, so the checkout's start stays small. A step 3 without a
 * payment result is the test visit's.
 */

export const SKIP_FLAG_KEY = 'checkout-skip-confirmation';

/** The skip flag stored by an earlier `skipStepConfirmation=testUrl` visit; false where storage is blocked. */
export function hasStoredSkipFlag(): boolean {
  try {
    return localStorage.getItem(SKIP_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
