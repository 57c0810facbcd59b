import { atom } from 'nanostores';
import { createAccount } from '~/api/account/create-account';
import { sendVerificationCode } from '~/api/account/send-verification-code';
import { verifyCode, verifyCodePayloadSchema } from '~/api/account/verify-code';
import { RELOAD_AFTER_SIGN_UP_MS } from '~/domain/constants';
import { ERRORS, registrationErrorKey } from '~/domain/error-catalogue';
import { $accountNotice, $accountScreen, reloadPage } from './account';
import { subsidiaryIdOf } from './account-countries';
import { openLogin } from './account-login';
import { registrationPayload } from './account-payload';
import { $registrationCountry, $registrationDraft, validateRegistration, type RegistrationFormField } from './account-registration';
import { $aid, $officeLang, $product } from './session';

/*
 * Sign-up (part 1 §4 "Registration"): submit the form -> send the code -> Verificação -> on a correct code
 * (or an e-mail verified before) create the account -> reload after RELOAD_AFTER_SIGN_UP_MS. Every failure
 * keeps what was typed; pressing the same button again is the retry.
 */

export type RegistrationStatus = { state: 'editing' } | { state: 'sending' } | { state: 'failed'; messageKey: string };
export const $registrationStatus = atom<RegistrationStatus>({ state: 'editing' });

/** `invalid` is the persistent 'Código inválido': it stays until the next attempt, typing does not clear it. */
export type VerificationStatus =
  | { state: 'waiting' }
  | { state: 'verifying' }
  | { state: 'invalid'; messageKey: typeof ERRORS.invalidCode }
  | { state: 'failed'; messageKey: string }
  | { state: 'created' };
export const $verificationStatus = atom<VerificationStatus>({ state: 'waiting' });
/** The e-mail the code was sent to. */
export const $verificationEmail = atom<string>('');
export const $verificationCode = atom<string>('');
const INVALID = { state: 'invalid', messageKey: ERRORS.invalidCode } as const;

/** Typing the code does not clear 'Código inválido' (part 1 §4: persistent until the next attempt). */
export function setVerificationCode(code: string): void {
  $verificationCode.set(code);
}

/**
 * Novo cadastro's submit: checks the form (returns the field to focus), then sends the code and opens
 * Verificação. Any failure shows the spec's registration failure (part 1 §8) and leaves the form as typed.
 *
 * @example await submitRegistration() // null, and $accountScreen is 'verification'
 */
export async function submitRegistration(): Promise<RegistrationFormField | null> {
  if ($registrationStatus.get().state === 'sending') return null;
  const invalid = validateRegistration();
  if (invalid) {
    $registrationStatus.set({ state: 'editing' });
    return invalid;
  }
  const { email, name } = $registrationDraft.get();
  $registrationStatus.set({ state: 'sending' });
  try {
    await sendVerificationCode($officeLang.get(), { email: email.trim(), name: name.trim() });
  } catch {
    $registrationStatus.set({ state: 'failed', messageKey: ERRORS.registrationFailed });
    return null;
  }
  $registrationStatus.set({ state: 'editing' });
  $verificationEmail.set(email.trim());
  $verificationCode.set('');
  $verificationStatus.set({ state: 'waiting' });
  $accountScreen.set('verification');
  return null;
}

/** Verificação's "Alterar meus dados": back to the form, as typed. */
export function leaveVerification(): void {
  $accountScreen.set('registration');
}

const pageUrl = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

/**
 * Verifies the typed code and creates the account. Returns true when the code field should take the
 * focus again (the code was refused). `email_already_exists` closes Verificação and opens the login
 * form with the e-mail filled in (part 1 §8).
 *
 * @example await submitVerificationCode() // false; $verificationStatus is { state: 'created' } and the page reloads 2 s later
 */
export async function submitVerificationCode(): Promise<boolean> {
  const status = $verificationStatus.get().state;
  if (status === 'verifying' || status === 'created') return false;
  const email = $verificationEmail.get();
  const code = $verificationCode.get().trim();
  // A code that cannot be one (not 6 digits) is refused here, with the same message, without a call.
  if (!verifyCodePayloadSchema.shape.code.safeParse(code).success) {
    $verificationStatus.set(INVALID);
    return true;
  }
  $verificationStatus.set({ state: 'verifying' });
  try {
    const verified = await verifyCode($officeLang.get(), { email, code });
    if (!verified.ok) {
      const refused = verified.reason === 'invalid_code';
      $verificationStatus.set(refused ? INVALID : { state: 'failed', messageKey: ERRORS.registrationFailed });
      return refused;
    }
    const product = $product.get();
    const subsidiaryId = subsidiaryIdOf($registrationCountry.get());
    if (!product || subsidiaryId === null) throw new Error('registration without a product or a subsidiary');
    const payload = registrationPayload($registrationDraft.get(), { productId: product.id, aid: $aid.get(), subsidiaryId, pageUrl: pageUrl() });
    const created = await createAccount($officeLang.get(), payload);
    if (!created.ok) return refuseCreation(created.reason, email);
  } catch {
    $verificationStatus.set({ state: 'failed', messageKey: ERRORS.registrationFailed });
    return false;
  }
  $verificationStatus.set({ state: 'created' });
  setTimeout(reloadPage, RELOAD_AFTER_SIGN_UP_MS);
  return false;
}

function refuseCreation(reason: string, email: string): false {
  const key = registrationErrorKey(reason);
  if (key === ERRORS.emailAlreadyExists) {
    $verificationStatus.set({ state: 'waiting' });
    $accountNotice.set({ tone: 'info', key });
    openLogin(email);
  } else {
    $verificationStatus.set({ state: 'failed', messageKey: key });
  }
  return false;
}
