import { createAccount } from '~/api/account/create-account';
import { verifyCode, verifyCodePayloadSchema } from '~/api/account/verify-code';
import { RELOAD_AFTER_SIGN_UP_MS } from '~/domain/constants';
import type { TrackedBuyer } from '~/domain/tracking-events';
import { ERRORS, registrationErrorKey } from '~/domain/error-catalogue';
import { formSubmit, refuse, type Refusal } from '~/stores/form-submit';
import { onReset } from '~/stores/reset';
import { $accountNotice, $accountScreen, reloadPage } from './account';
import { registrationPayload } from './payload';
import { $pendingSignUp, $verificationCode, $verificationEmail, $verificationStatus, openLogin } from './switch';
import { $aid, $officeLang, $product } from '../session';

/*
 * Verificação (part 1 §4 "Registration", §8): the code sent by submitRegistration (account-sign-up.ts) is
 * checked, the account created from the form as submitted ($pendingSignUp) and the page reloaded after
 * RELOAD_AFTER_SIGN_UP_MS. Loaded with its screen: nothing here reads the registration form's own stores.
 */

/** Typing the code does not clear 'Código inválido' (part 1 §4: persistent until the next attempt). */
export function setVerificationCode(code: string): void {
  $verificationCode.set(code);
}

/** Verificação's "Alterar meus dados": back to the form, as typed. */
export function leaveVerification(): void {
  $accountScreen.set('registration');
}

// The reload after a sign-up belongs to this page: a page that starts over is not reloaded by the old one.
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
onReset('page', () => {
  if (reloadTimer !== null) clearTimeout(reloadTimer);
  reloadTimer = null;
});

const pageUrl = () => (typeof location === 'undefined' ? 'http://localhost/' : location.href);

/**
 * Verifies the typed code and creates the account. Returns true when the code field should take the
 * focus again (the code was refused). `email_already_exists` closes Verificação and opens the login
 * form with the e-mail filled in (part 1 §8).
 *
 * @example await submitVerificationCode() // false; $verificationStatus is { state: 'done' } and the page reloads 2 s later
 */
export async function submitVerificationCode(): Promise<boolean> {
  const email = $verificationEmail.get();
  // A code pasted from the e-mail as "123 456" or "123-456" is the same six digits.
  const code = $verificationCode.get().replace(/[\s-]/g, '');
  const result = await formSubmit($verificationStatus, {
    // A code that cannot be one (not 6 digits) is refused here, with the same message, without a call.
    validate: () => (verifyCodePayloadSchema.shape.code.safeParse(code).success ? null : ERRORS.invalidCode),
    send: () => verifyAndCreate(email, code),
    failureKey: () => ERRORS.registrationFailed,
  });
  if (result.outcome === 'done') reloadTimer = setTimeout(reloadPage, RELOAD_AFTER_SIGN_UP_MS);
  return result.outcome === 'invalid';
}

/**
 * Registration tracking (part 1 §7 "Ancillary", decision 029) loads only once the account exists, and sends during
 * the wait before the reload. A failure to load it is ignored: tracking never stops the checkout.
 */
function trackSignUp(account: TrackedBuyer): void {
  import('~/stores/tracking/registration-tracking').then((m) => m.trackRegistration(account), () => undefined);
}

async function verifyAndCreate(email: string, code: string): Promise<Refusal<typeof ERRORS.invalidCode> | void> {
  const verified = await verifyCode($officeLang.get(), { email, code });
  if (!verified.ok) return verified.reason === 'invalid_code' ? refuse.invalid(ERRORS.invalidCode) : refuse.failed(ERRORS.registrationFailed);
  const product = $product.get();
  const signUp = $pendingSignUp.get();
  if (!product || !signUp || signUp.subsidiaryId === null) throw new Error('registration without a product or a subsidiary');
  const payload = registrationPayload(signUp.draft, {
    productId: product.id, aid: $aid.get(), subsidiaryId: signUp.subsidiaryId, pageUrl: pageUrl(), consentId: signUp.consentId,
  });
  const created = await createAccount($officeLang.get(), payload);
  if (created.ok) return trackSignUp({ id: String(created.user.id), name: signUp.draft.name.trim(), email: created.user.email });
  const key = registrationErrorKey(created.reason);
  if (key !== ERRORS.emailAlreadyExists) return refuse.failed(key);
  $accountNotice.set({ tone: 'info', key });
  openLogin(email);
  return refuse.edit();
}
