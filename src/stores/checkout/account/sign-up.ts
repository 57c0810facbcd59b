import { atom } from 'nanostores';
import { sendVerificationCode } from '~/api/account/send-verification-code';
import { ERRORS } from '~/domain/error-catalogue';
import { subsidiaryIdOf } from './countries';
import { $registrationCountry, $registrationDraft, validateRegistration, type RegistrationFormField } from './registration';
import { openVerification } from './switch';
import { $officeLang } from '../session';
import { loadedVatFormats, loadVatFormats } from '../vat/formats-loader';
import { resettable } from '~/stores/reset';

/*
 * Sign-up (part 1 §4 "Registration"): submit the form -> send the code -> Verificação -> on a correct code
 * (or an e-mail verified before) create the account -> reload after RELOAD_AFTER_SIGN_UP_MS. Every failure
 * keeps what was typed; pressing the same button again is the retry. Verificação's own actions (check the code,
 * create the account) are in account-verification.ts and load with that screen; its state is handed over in
 * account-switch.ts.
 */

export type RegistrationStatus = { state: 'editing' } | { state: 'sending' } | { state: 'failed'; messageKey: string };
export const $registrationStatus = resettable(atom<RegistrationStatus>({ state: 'editing' }), 'page');

export { $verificationCode, $verificationEmail, $verificationStatus, type VerificationStatus } from './switch';

/**
 * Novo cadastro's submit: checks the form (returns the field to focus), then sends the code and opens
 * Verificação. Any failure shows the spec's registration failure (part 1 §8) and leaves the form as typed.
 *
 * @example await submitRegistration() // null, and $accountScreen is 'verification'
 */
export async function submitRegistration(): Promise<RegistrationFormField | null> {
  if ($registrationStatus.get().state === 'sending') return null;
  // A business VAT number is format-checked: its tables normally arrived with the business choice; if not, wait
  // (without them, offline, only "required" applies and the office's answer decides).
  if ($registrationDraft.get().accountKind === 'business' && loadedVatFormats() === null) {
    await loadVatFormats().catch(() => null);
    if ($registrationStatus.get().state === 'sending') return null;
  }
  const invalid = validateRegistration();
  if (invalid) {
    $registrationStatus.set({ state: 'editing' });
    return invalid;
  }
  const draft = $registrationDraft.get();
  $registrationStatus.set({ state: 'sending' });
  try {
    await sendVerificationCode($officeLang.get(), { email: draft.email.trim(), name: draft.name.trim() });
  } catch {
    $registrationStatus.set({ state: 'failed', messageKey: ERRORS.registrationFailed });
    return null;
  }
  $registrationStatus.set({ state: 'editing' });
  openVerification({ draft, subsidiaryId: subsidiaryIdOf($registrationCountry.get()) });
  return null;
}
