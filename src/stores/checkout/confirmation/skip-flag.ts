import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/*
 * The part of the test visit (part 2 §2; decision 035) the load sequence needs: whether the skip flag is stored, and
 * whether this page opened at step 3 by the test visit. Kept apart from skip-confirmation.ts, which only step 3 loads,
 * so the checkout's start stays small.
 */

export const SKIP_FLAG_KEY = 'checkout-skip-confirmation';

/** True when this page opened at step 3 by the test visit (no payment was made on it). */
export const $confirmationJump = resettable(atom<boolean>(false), 'page');

/** The skip flag stored by an earlier `skipStepConfirmation=testUrl` visit; false where storage is blocked. */
export function hasStoredSkipFlag(): boolean {
  try {
    return localStorage.getItem(SKIP_FLAG_KEY) === '1';
  } catch {
    return false;
  }
}
