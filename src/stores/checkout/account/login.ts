import { atom } from 'nanostores';
import { logIn } from '~/api/account/log-in';
import { errorMessageKey } from '~/api/errors';
import { ERRORS } from '~/domain/error-catalogue';
import { loginError } from '~/domain/validation-account';
import type { FieldError } from '~/domain/validation-form';
import { $accountScreen, reloadPage } from './account';
import { $loginForm, type LoginField } from './switch';
import { resettable } from '~/stores/reset';

/* The login form (part 1 §2 "Efetuar login", §3 "Login payload", §5, §8); loaded with its screen. */

// The typed e-mail and password, and the way in, live with the screen switch (the first screen hands the e-mail over).
export { $loginForm, openLogin, type LoginField } from './switch';

/**
 * editing -> submitting -> succeeded (the page reloads) or failed (the message and the typed values stay,
 * so pressing Entrar again is the retry). `invalid` holds the part 1 §5 error of the last submit.
 */
export type LoginStatus =
  | { state: 'editing' }
  | { state: 'invalid'; error: FieldError<LoginField> }
  | { state: 'submitting' }
  | { state: 'failed'; messageKey: string }
  | { state: 'succeeded' };
export const $loginStatus = resettable(atom<LoginStatus>({ state: 'editing' }), 'page');
// Each visit to the login screen starts without the last attempt's message (coming back from recovery, the
// e-mail was sent: the old "wrong password" no longer applies).
$accountScreen.listen((screen) => {
  if (screen === 'login' && $loginStatus.get().state !== 'submitting') $loginStatus.set({ state: 'editing' });
});

export function setLoginField(field: LoginField, value: string): void {
  $loginForm.setKey(field, value);
  const status = $loginStatus.get();
  // The error goes away once its cause is fixed; a new one only comes with the next submit.
  if (status.state === 'invalid' && loginFieldError() === null) $loginStatus.set({ state: 'editing' });
}

// Part 1 §5 names one message for both fields; it points at the first empty one so focus can go there.
function loginFieldError(): FieldError<LoginField> | null {
  const { email, password } = $loginForm.get();
  const key = loginError(email, password);
  if (!key) return null;
  return { field: email.trim() === '' ? 'email' : 'password', key };
}

/**
 * Logs in with the typed e-mail and password; on success the page reloads (part 1 §4).
 * A refusal shows the spec's login failure; a transport failure its own message (no connection, timeout).
 * Returns the field to focus when the form is incomplete, else null.
 *
 * @example await submitLogin() // null, and $loginStatus is { state: 'succeeded' }
 */
export async function submitLogin(): Promise<LoginField | null> {
  if ($loginStatus.get().state === 'submitting') return null;
  const error = loginFieldError();
  if (error) {
    $loginStatus.set({ state: 'invalid', error });
    return error.field;
  }
  $loginStatus.set({ state: 'submitting' });
  const { email, password } = $loginForm.get();
  try {
    const result = await logIn({ email: email.trim(), senha: password });
    if (!result.ok) {
      $loginStatus.set({ state: 'failed', messageKey: ERRORS.loginFailed });
      return null;
    }
  } catch (failure) {
    $loginStatus.set({ state: 'failed', messageKey: errorMessageKey(failure) });
    return null;
  }
  $loginStatus.set({ state: 'succeeded' });
  reloadPage();
  return null;
}
