import { atom } from 'nanostores';
import { recoverPassword } from '~/api/account/recover-password';
import { errorMessageKey } from '~/api/errors';
import { ERRORS } from '~/domain/error-catalogue';
import { emailError } from '~/domain/validation-account';
import { $accountNotice, $accountScreen } from './account';
import { $loginForm, openLogin } from './account-login';

/* Password recovery (part 1 §7 "recover password", §8). */

export const $recoveryEmail = atom<string>('');

export type RecoveryStatus =
  | { state: 'editing' }
  | { state: 'invalid'; key: string }
  | { state: 'sending' }
  | { state: 'failed'; messageKey: string };
export const $recoveryStatus = atom<RecoveryStatus>({ state: 'editing' });

export function setRecoveryEmail(email: string): void {
  $recoveryEmail.set(email);
  if ($recoveryStatus.get().state === 'invalid' && emailError(email) === null) $recoveryStatus.set({ state: 'editing' });
}

/** Opens recovery with the e-mail already typed in the login form. */
export function openRecovery(): void {
  $recoveryEmail.set($loginForm.get().email);
  $recoveryStatus.set({ state: 'editing' });
  $accountNotice.set(null);
  $accountScreen.set('recovery');
}

/**
 * Asks the office to send the password. Success goes back to the login form with the notice that the
 * password was sent; a refusal shows the spec's recovery failure, a transport failure its own message;
 * the e-mail stays for the retry. Returns true when the e-mail field must take the focus (invalid).
 *
 * @example await submitRecovery() // false, and $accountNotice is { tone: 'success', key: 'checkout:account.recovery.sent' }
 */
export async function submitRecovery(): Promise<boolean> {
  if ($recoveryStatus.get().state === 'sending') return false;
  const email = $recoveryEmail.get().trim();
  const invalid = emailError(email);
  if (invalid) {
    $recoveryStatus.set({ state: 'invalid', key: invalid });
    return true;
  }
  $recoveryStatus.set({ state: 'sending' });
  try {
    if (!(await recoverPassword(email))) {
      $recoveryStatus.set({ state: 'failed', messageKey: ERRORS.recoverFailed });
      return false;
    }
  } catch (failure) {
    $recoveryStatus.set({ state: 'failed', messageKey: errorMessageKey(failure) });
    return false;
  }
  $recoveryStatus.set({ state: 'editing' });
  $accountNotice.set({ tone: 'success', key: 'checkout:account.recovery.sent' });
  openLogin(email);
  return false;
}
