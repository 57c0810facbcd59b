import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent } from 'react';
import { preloadConsentProvider } from '~/stores/checkout/account/consent';
import { openLogin } from '~/stores/checkout/account/switch';
import {
  $canRegister, $offersAccountKind, $registrationCountry, $registrationDraft, $registrationErrors, setRegistrationField,
  type RegistrationFormField,
} from '~/stores/checkout/account/registration';
import { $registrationStatus, submitRegistration } from '~/stores/checkout/account/sign-up';
import { useT } from '../i18n';
import { AccountKindFields } from './AccountKindFields';
import { ConsentFields } from './ConsentFields';
import { CountrySelect } from './CountrySelect';
import { focusField } from './focus-field';
import { FormAlert } from './FormAlert';
import { ScreenHeading } from './ScreenHeading';
import { TextField } from './TextField';

type TextName = 'name' | 'email' | 'emailConfirmation' | 'password' | 'passwordConfirmation' | 'phone';

/** Each text field's label key and input attributes, in screen order. */
const TEXT_FIELDS: ReadonlyArray<{ field: TextName; label: string; type?: string; autoComplete: string; hintKey?: string }> = [
  { field: 'name', label: 'name', autoComplete: 'name' },
  { field: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { field: 'emailConfirmation', label: 'email_confirmation', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'password', type: 'password', autoComplete: 'new-password', hintKey: 'errors:validation.password_hint' },
  { field: 'passwordConfirmation', label: 'password_confirmation', type: 'password', autoComplete: 'new-password', hintKey: 'errors:validation.password_confirmation_hint' },
  { field: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel' },
];

/** Novo cadastro (part 1 §2, §5): every field, the EUR account kind, consent boxes and the register button. */
export function RegistrationForm({ focusTitle }: { focusTitle: boolean }) {
  const t = useT();
  const draft = useStore($registrationDraft);
  const errors = useStore($registrationErrors);
  const status = useStore($registrationStatus);
  const canRegister = useStore($canRegister);
  const offersAccountKind = useStore($offersAccountKind);
  const country = useStore($registrationCountry);
  const errorOf = (field: RegistrationFormField) => errors.find((error) => error.field === field) ?? null;
  const sending = status.state === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const field = await submitRegistration();
    // The terms error covers both boxes: focus the first one left unticked.
    if (field) focusField(field === 'terms' && draft.termsAccepted ? 'registration-privacy' : `registration-${field}`);
  }

  return (
    // The consent provider's script loads with this form only, on the buyer's first focus or press in it (decision 027).
    <form className="account-form" onSubmit={(event) => void submit(event)} onFocus={preloadConsentProvider} onPointerDown={preloadConsentProvider} noValidate aria-labelledby="registration-title">
      <ScreenHeading id="registration-title" textKey="checkout:account.registration.title" focus={focusTitle} />
      {TEXT_FIELDS.map(({ field, label, ...input }) => (
        <TextField
          key={field}
          id={`registration-${field}`}
          labelKey={`checkout:account.registration.${label}`}
          value={draft[field]}
          onChange={(value) => setRegistrationField(field, value)}
          required={field !== 'phone'}
          spellCheck={input.type === 'email' ? false : undefined}
          error={field === 'phone' ? null : errorOf(field)}
          {...input}
        />
      ))}
      <CountrySelect id="registration-country" value={country} onChange={(v) => setRegistrationField('country', v)} error={errorOf('country')} />
      {offersAccountKind && (
        <AccountKindFields
          kind={draft.accountKind}
          vatNumber={draft.vatNumber}
          onKind={(kind) => setRegistrationField('accountKind', kind)}
          onVatNumber={(v) => setRegistrationField('vatNumber', v)}
          vatError={errorOf('vatNumber')}
        />
      )}
      <ConsentFields draft={draft} termsError={errorOf('terms')} />
      <FormAlert messageKey={status.state === 'failed' ? status.messageKey : null} />
      {/*
        Part 1 §5: register goes ahead once terms and privacy are ticked. The button is never shown or announced as
        unavailable, since pressing it is how the form's errors appear (the terms are checked again); until both
        are ticked, a hint beside it says what it needs (WCAG 1.4.3, 3.3.2; decision 058).
      */}
      <button
        type="submit"
        className="button account-form__submit"
        aria-busy={sending}
        aria-describedby={canRegister ? undefined : 'registration-submit-hint'}
      >
        {sending ? t('checkout:account.busy') : t('checkout:account.registration.submit')}
      </button>
      {!canRegister && (
        <p id="registration-submit-hint" className="field__hint">
          {t('checkout:account.registration.submit_needs_consent')}
        </p>
      )}
      <p className="account-form__switch">
        {t('checkout:account.registration.have_account')}{' '}
        <button type="button" className="link-button" onClick={() => openLogin()}>
          {t('checkout:account.registration.go_to_login')}
        </button>
      </p>
    </form>
  );
}
