import { atom, computed, map } from 'nanostores';
import type { ERRORS } from '~/domain/error-catalogue';
import { $accountNotice, $accountScreen } from './account';
import type { RegistrationDraft } from './registration';
import { formStatus, type FormStatus } from '~/stores/form-submit';
import { resettable } from '~/stores/reset';

/*
 * Moving between the visitor's screens, with what one screen hands to the next: the e-mail to the login and to
 * recovery, the sign-up to Verificação. Kept apart from the screens' own stores, which bring their API calls and
 * load with their screen (on demand): these atoms are there from the first screen on, so that, for instance,
 * `email_already_exists` opens the login with the e-mail filled before the login's code has loaded.
 */

export type LoginField = 'email' | 'password';
export const $loginForm = resettable(map<Record<LoginField, string>>({ email: '', password: '' }), 'page');

/** Opens the login form, with the e-mail filled in when another screen hands one over (`email_already_exists`). */
export function openLogin(email?: string): void {
  if (email !== undefined) $loginForm.setKey('email', email);
  $accountScreen.set('login');
}

export const $recoveryEmail = resettable(atom<string>(''), 'page');

/** Recovery's submit (src/stores/form-submit.ts): `invalid` holds the e-mail's message key. */
export type RecoveryStatus = FormStatus<string>;
export const $recoveryStatus = formStatus<string>();

/** Opens recovery with the e-mail already typed in the login form. */
export function openRecovery(): void {
  $recoveryEmail.set($loginForm.get().email);
  $recoveryStatus.set({ state: 'editing' });
  $accountNotice.set(null);
  $accountScreen.set('recovery');
}

/**
 * Verificação's submit (src/stores/form-submit.ts; done: the account was created). `invalid` is the persistent
 * 'Código inválido': it stays until the next attempt, typing does not clear it.
 */
export type VerificationStatus = FormStatus<typeof ERRORS.invalidCode>;
export const $verificationStatus = formStatus<typeof ERRORS.invalidCode>();
export const $verificationCode = resettable(atom<string>(''), 'page');

/**
 * The sign-up the code was sent for: the form as submitted, its country's subsidiary (null: not in the list) and the
 * consent provider's id for the consent recorded at submit (null: the provider gave none, decision 027).
 */
export interface PendingSignUp {
  draft: RegistrationDraft;
  subsidiaryId: number | null;
  consentId: string | null;
}
export const $pendingSignUp = resettable(atom<PendingSignUp | null>(null), 'page');
/** The e-mail the code was sent to. */
export const $verificationEmail = computed($pendingSignUp, (signUp) => signUp?.draft.email.trim() ?? '');

/**
 * Opens Verificação for the sign-up whose code was just sent to `signUp.draft.email`. The form cannot change
 * while Verificação shows ("Alterar meus dados" goes back, and only a new submit comes here again).
 */
export function openVerification(signUp: PendingSignUp): void {
  $pendingSignUp.set(signUp);
  $verificationCode.set('');
  $verificationStatus.set({ state: 'editing' });
  $accountScreen.set('verification');
}
