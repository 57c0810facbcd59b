import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { openLogin } from '~/stores/checkout/account/switch';
import { $recoveryEmail, $recoveryStatus, setRecoveryEmail, submitRecovery } from '~/stores/checkout/account/recovery';
import { useT } from '../i18n';
import { focusField } from './focus-field';
import { FormAlert } from './FormAlert';
import { ScreenHeading } from './ScreenHeading';
import { TextField } from './TextField';

/** Password recovery (part 1 §7, §8): the e-mail, send, and the way back to the login. */
export function PasswordRecovery({ focusTitle }: { focusTitle: boolean }) {
  const t = useT();
  const email = useStore($recoveryEmail);
  const status = useStore($recoveryStatus);
  const sending = status.state === 'submitting';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await submitRecovery()) focusField('recovery-email');
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="recovery-title">
      <ScreenHeading id="recovery-title" textKey="checkout:account.recovery.title" focus={focusTitle} />
      <p className="account-form__intro">{t('checkout:account.recovery.intro')}</p>
      <TextField
        id="recovery-email"
        labelKey="checkout:account.recovery.email"
        type="email"
        value={email}
        onChange={setRecoveryEmail}
        autoComplete="email"
        required
        spellCheck={false}
        error={status.state === 'invalid' ? { key: status.error } : null}
      />
      <FormAlert messageKey={status.state === 'failed' ? status.messageKey : null} />
      <button type="submit" className="button account-form__submit" aria-disabled={sending} aria-busy={sending}>
        {sending ? t('checkout:account.busy') : t('checkout:account.recovery.submit')}
      </button>
      <button type="button" className="link-button" onClick={() => openLogin()}>
        {t('checkout:account.recovery.back')}
      </button>
    </form>
  );
}
