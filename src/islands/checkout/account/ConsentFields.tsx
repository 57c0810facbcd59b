import { setRegistrationField, type RegistrationDraft } from '~/stores/checkout/account/registration';
import { useT } from '../i18n';
import { CheckField } from './CheckField';
import type { ShownError } from './TextField';

const TERMS_ERROR_ID = 'registration-terms-error';

interface ConsentFieldsProps {
  draft: Pick<RegistrationDraft, 'termsAccepted' | 'privacyAccepted' | 'newsletter'>;
  termsError: ShownError | null;
}

/**
 * Terms and privacy (both required, part 1 §5) and the optional newsletter. The one terms message
 * describes whichever of the two boxes is still unticked.
 */
export function ConsentFields({ draft, termsError }: ConsentFieldsProps) {
  const t = useT();
  const errorIdIf = (unticked: boolean) => (termsError && unticked ? TERMS_ERROR_ID : null);
  return (
    <>
      <CheckField
        id="registration-terms"
        labelKey="checkout:account.registration.terms"
        checked={draft.termsAccepted}
        onChange={(checked) => setRegistrationField('termsAccepted', checked)}
        errorId={errorIdIf(!draft.termsAccepted)}
      />
      <CheckField
        id="registration-privacy"
        labelKey="checkout:account.registration.privacy"
        checked={draft.privacyAccepted}
        onChange={(checked) => setRegistrationField('privacyAccepted', checked)}
        errorId={errorIdIf(!draft.privacyAccepted)}
      />
      {termsError && (
        <p id={TERMS_ERROR_ID} className="field__error" role="alert">
          {t(termsError.key, termsError.params)}
        </p>
      )}
      <CheckField
        id="registration-newsletter"
        labelKey="checkout:account.registration.newsletter"
        checked={draft.newsletter}
        onChange={(checked) => setRegistrationField('newsletter', checked)}
      />
    </>
  );
}
