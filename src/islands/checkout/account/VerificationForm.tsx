import { useStore } from '@nanostores/react';
import { lazy, Suspense, type FormEvent } from 'react';
import { $verificationCode, $verificationEmail, $verificationStatus } from '~/stores/checkout/account/switch';
import { leaveVerification, setVerificationCode, submitVerificationCode } from '~/stores/checkout/account/verification';
import { useT } from '../i18n';
import { focusField } from './focus-field';
import { FormAlert } from './FormAlert';
import { ScreenHeading } from './ScreenHeading';
import { TextField } from './TextField';

// The bundler folds the condition to a constant: a live build drops the import and the sandbox with it.
const SandboxCodeHint = import.meta.env.PUBLIC_MODE === 'sandbox' ? lazy(() => import('~/sandbox/islands/SandboxCodeHint')) : null;

/**
 * Verificação (part 1 §2, §4): the code sent to the e-mail. 'Código inválido' stays on screen until the
 * next attempt; after the account is created the page reloads (the store schedules it).
 */
export function VerificationForm({ focusTitle }: { focusTitle: boolean }) {
  const t = useT();
  const email = useStore($verificationEmail);
  const code = useStore($verificationCode);
  const status = useStore($verificationStatus);
  const busy = status.state === 'submitting' || status.state === 'done';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await submitVerificationCode()) focusField('verification-code');
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="verification-title">
      <ScreenHeading id="verification-title" textKey="checkout:account.verification.title" focus={focusTitle} />
      <p className="account-form__intro">{t('checkout:account.verification.intro', { email })}</p>
      {SandboxCodeHint && (
        <Suspense fallback={null}>
          <SandboxCodeHint />
        </Suspense>
      )}
      <TextField
        id="verification-code"
        labelKey="checkout:account.verification.code"
        value={code}
        onChange={setVerificationCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={status.state === 'invalid' ? { key: status.error } : null}
      />
      <FormAlert messageKey={status.state === 'failed' ? status.messageKey : null} />
      {status.state === 'done' && (
        <p className="notice" role="status">
          {t('checkout:account.verification.created')}
        </p>
      )}
      <button type="submit" className="button account-form__submit" aria-disabled={busy} aria-busy={busy}>
        {busy ? t('checkout:account.busy') : t('checkout:account.verification.submit')}
      </button>
      {!busy && (
        <button type="button" className="link-button" onClick={leaveVerification}>
          {t('checkout:account.verification.edit')}
        </button>
      )}
    </form>
  );
}
