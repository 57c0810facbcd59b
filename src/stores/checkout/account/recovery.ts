import { recoverPassword } from '~/api/account/recover-password';
import { errorMessageKey } from '~/api/errors';
import { ERRORS } from '~/domain/error-catalogue';
import { emailError } from '~/domain/validation-account';
import { $accountNotice } from './account';
import { $loginForm, $recoveryEmail, $recoveryStatus, openLogin } from './switch';

/* Password recovery (part 1 §7 "recover password", §8); loaded with its screen. */

// The e-mail, the status and the way in live with the screen switch (the login hands its e-mail over).
export { $recoveryEmail, $recoveryStatus, openRecovery, type RecoveryStatus } from './switch';

export function setRecoveryEmail(email: string): void {
  $recoveryEmail.set(email);
  if ($recoveryStatus.get().state === 'invalid' && emailError(email) === null) $recoveryStatus.set({ state: 'editing' });
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
  // The password typed before is the one that did not work; the new one comes by e-mail.
  $loginForm.setKey('password', '');
  openLogin(email);
  return false;
}
