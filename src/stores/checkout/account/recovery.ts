import { recoverPassword } from '~/api/account/recover-password';
import { answeredFailureKey } from '~/api/errors';
import { ERRORS } from '~/domain/error-catalogue';
import { emailError } from '~/domain/validation-account';
import { formSubmit, refuse } from '~/stores/form-submit';
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
 * password was sent; a refusal, a server error or an unreadable answer shows the spec's recovery failure, no
 * answer at all (offline, timeout) its own message;
 * the e-mail stays for the retry. Returns true when the e-mail field must take the focus (invalid).
 *
 * @example await submitRecovery() // false, and $accountNotice is { tone: 'success', key: 'checkout:account.recovery.sent' }
 */
export async function submitRecovery(): Promise<boolean> {
  const email = $recoveryEmail.get().trim();
  const result = await formSubmit($recoveryStatus, {
    validate: () => emailError(email),
    send: async () => {
      if (!(await recoverPassword(email))) return refuse.failed(ERRORS.recoverFailed);
    },
    // A server error or an unreadable answer is a failed recovery (part 1 §8); offline and timeout say so.
    failureKey: answeredFailureKey(ERRORS.recoverFailed),
    after: 'editing',
  });
  if (result.outcome === 'done') {
    $accountNotice.set({ tone: 'success', key: 'checkout:account.recovery.sent' });
    // The password typed before is the one that did not work; the new one comes by e-mail.
    $loginForm.setKey('password', '');
    openLogin(email);
  }
  return result.outcome === 'invalid';
}
