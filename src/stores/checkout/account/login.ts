import { atom } from 'nanostores';
import { logIn } from '~/api/account/log-in';
import { answeredFailureKey } from '~/api/errors';
import { ERRORS } from '~/domain/error-catalogue';
import { loginError } from '~/domain/validation-account';
import type { FieldError } from '~/domain/validation-form';
import { $accountScreen, reloadPage } from './account';
import { $loginForm, type LoginField } from './switch';
import { formStatus, formSubmit, refuse, type FormStatus } from '~/stores/form-submit';
import { resettable } from '~/stores/reset';

/* The login form (part 1 §2 "Efetuar login", §3 "Login payload", §5, §8); loaded with its screen. */

// The typed e-mail and password, and the way in, live with the screen switch (the first screen hands the e-mail over).
export { $loginForm, openLogin, type LoginField } from './switch';

/** The login form's submit (src/stores/form-submit.ts): `invalid` holds the part 1 §5 error of the last submit. */
export type LoginStatus = FormStatus<FieldError<LoginField>>;
export const $loginStatus = formStatus<FieldError<LoginField>>();
/**
 * The office said the e-mail and password do not match (an answer other than success, not a failure on the way): the
 * form marks both fields and says what to do beside part 1 §8's text, until the next submit.
 */
export const $loginRefused = resettable(atom(false), 'page');
// Each visit to the login screen starts without the last attempt's message (coming back from recovery, the
// e-mail was sent: the old "wrong password" no longer applies).
$accountScreen.listen((screen) => {
  if (screen === 'login' && $loginStatus.get().state !== 'submitting' && $loginStatus.get().state !== 'done') $loginStatus.set({ state: 'editing' });
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
 * A refusal, a server error or an unreadable answer shows the spec's login failure; no answer at all its own
 * message (no connection, timeout).
 * Returns the field to focus when the form is incomplete, else null.
 *
 * @example await submitLogin() // null, and $loginStatus is { state: 'done' }
 */
export async function submitLogin(): Promise<LoginField | null> {
  const result = await formSubmit($loginStatus, {
    validate: loginFieldError,
    send: async () => {
      $loginRefused.set(false);
      const { email, password } = $loginForm.get();
      const answer = await logIn({ email: email.trim(), senha: password });
      if (!answer.ok) {
        $loginRefused.set(true);
        return refuse.failed(ERRORS.loginFailed);
      }
    },
    // A server error or an unreadable answer is a failed login too (part 1 §8); offline and timeout say so.
    failureKey: answeredFailureKey(ERRORS.loginFailed),
  });
  if (result.outcome === 'done') reloadPage();
  return result.outcome === 'invalid' ? result.error.field : null;
}
