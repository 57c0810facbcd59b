import { sendVerificationCode } from '~/api/account/send-verification-code';
import { ERRORS } from '~/domain/error-catalogue';
import { recordRegistrationConsent } from './consent';
import { subsidiaryIdOf } from './countries';
import { $registrationCountry, $registrationDraft, validateRegistration, type RegistrationFormField } from './registration';
import { openVerification } from './switch';
import { $officeLang } from '../session';
import { loadedVatFormats, loadVatFormats } from '../vat/formats-loader';
import { formStatus, formSubmit, type FormStatus } from '~/stores/form-submit';

/*
 * Sign-up (part 1 §4 "Registration"): submit the form -> send the code -> Verificação -> on a correct code
 * (or an e-mail verified before) create the account -> reload after RELOAD_AFTER_SIGN_UP_MS. Every failure
 * keeps what was typed; pressing the same button again is the retry. Verificação's own actions (check the code,
 * create the account) are in account-verification.ts and load with that screen; its state is handed over in
 * account-switch.ts.
 */

/** Novo cadastro's submit (src/stores/form-submit.ts): `invalid` names the first field in error, shown by $registrationErrors. */
export type RegistrationStatus = FormStatus<RegistrationFormField>;
export const $registrationStatus = formStatus<RegistrationFormField>();

export { $verificationCode, $verificationEmail, $verificationStatus, type VerificationStatus } from './switch';

/**
 * Novo cadastro's submit: checks the form (returns the field to focus), then records the consent with the consent
 * provider while the code is sent (part 1 §4), and opens Verificação with the consent id. Any failure of the code
 * shows the spec's registration failure (part 1 §8) and leaves the form as typed; a consent provider that fails or
 * is slow costs at most its time limit and the sign-up goes on without an id (decision 027).
 *
 * @example await submitRegistration() // null, and $accountScreen is 'verification'
 */
export async function submitRegistration(): Promise<RegistrationFormField | null> {
  let consentId: string | null = null;
  const result = await formSubmit($registrationStatus, {
    validate: async () => {
      // A business VAT number is format-checked: its tables normally arrived with the business choice; if not,
      // wait (without them, offline, only "required" applies and the office's answer decides).
      if ($registrationDraft.get().accountKind === 'business' && loadedVatFormats() === null) await loadVatFormats().catch(() => null);
      return validateRegistration();
    },
    send: async () => {
      const draft = $registrationDraft.get();
      const consent = recordRegistrationConsent(draft);
      await sendVerificationCode($officeLang.get(), { email: draft.email.trim(), name: draft.name.trim() });
      consentId = await consent;
    },
    failureKey: () => ERRORS.registrationFailed,
    after: 'editing',
  });
  if (result.outcome === 'done') openVerification({ draft: $registrationDraft.get(), subsidiaryId: subsidiaryIdOf($registrationCountry.get()), consentId });
  return result.outcome === 'invalid' ? result.error : null;
}
