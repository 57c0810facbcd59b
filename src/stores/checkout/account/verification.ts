import { createAccount } from '~/api/account/create-account';
import { verifyCode, verifyCodePayloadSchema } from '~/api/account/verify-code';
import { RELOAD_AFTER_SIGN_UP_MS } from '~/domain/constants';
import { ERRORS, registrationErrorKey } from '~/domain/error-catalogue';
import { $accountNotice, $accountScreen, reloadPage } from './account';
import { registrationPayload } from './payload';
import { $pendingSignUp, $verificationCode, $verificationEmail, $verificationStatus, openLogin } from './switch';
import { $aid, $officeLang, $product } from '../session';

/*
 * Verificação (part 1 §4 "Registration", §8): the code sent by submitRegistration (account-sign-up.ts) is
 * checked, the account created from the form as submitted ($pendingSignUp) and the page reloaded after
 * RELOAD_AFTER_SIGN_UP_MS. Loaded with its screen: nothing here reads the registration form's own stores.
 */

const INVALID = { state: 'invalid', messageKey: ERRORS.invalidCode } as const;

/** Typing the code does not clear 'Código inválido' (part 1 §4: persistent until the next attempt). */
export function setVerificationCode(code: string): void {
  $verificationCode.set(code);
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
    const signUp = $pendingSignUp.get();
    if (!product || !signUp || signUp.subsidiaryId === null) throw new Error('registration without a product or a subsidiary');
    const payload = registrationPayload(signUp.draft, { productId: product.id, aid: $aid.get(), subsidiaryId: signUp.subsidiaryId, pageUrl: pageUrl() });
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
