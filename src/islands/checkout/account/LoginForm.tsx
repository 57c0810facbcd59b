import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { openRegistration } from '~/stores/checkout/account/account';
import { $loginForm, $loginRefused, $loginStatus, setLoginField, submitLogin, type LoginField } from '~/stores/checkout/account/login';
import { openRecovery } from '~/stores/checkout/account/switch';
import { useT } from '../i18n';
import { focusField } from './focus-field';
import { FormAlert } from './FormAlert';
import { ScreenHeading } from './ScreenHeading';
import { TextField } from './TextField';

/** Efetuar login (part 1 §2, §5, §8): e-mail, password, the way to recovery and to Novo cadastro. */
export function LoginForm({ focusTitle }: { focusTitle: boolean }) {
  const t = useT();
  const form = useStore($loginForm);
  const status = useStore($loginStatus);
  // The office refused the e-mail and password: both are marked, and the message says what to do (WCAG 3.3.1, 3.3.3).
  const refused = useStore($loginRefused) && status.state === 'failed';
  const invalidBy = refused ? 'login-refused' : undefined;
  const busy = status.state === 'submitting' || status.state === 'done';
  const errorOf = (field: LoginField) => (status.state === 'invalid' && status.error.field === field ? status.error : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const field = await submitLogin();
    if (field) focusField(`login-${field}`);
  }

  return (
    <form className="account-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="login-title">
      <ScreenHeading id="login-title" textKey="checkout:account.login.title" focus={focusTitle} />
      <TextField
        id="login-email"
        labelKey="checkout:account.login.email"
        type="email"
        value={form.email}
        onChange={(value) => setLoginField('email', value)}
        autoComplete="username"
        required
        spellCheck={false}
        error={errorOf('email')}
        invalidBy={invalidBy}
      />
      <TextField
        id="login-password"
        labelKey="checkout:account.login.password"
        type="password"
        value={form.password}
        onChange={(value) => setLoginField('password', value)}
        autoComplete="current-password"
        required
        error={errorOf('password')}
        invalidBy={invalidBy}
      />
      {refused ? (
        <div className="alert" role="alert" id="login-refused">
          <p className="alert__line">{t(status.messageKey)}</p>
          <p className="alert__line">{t('checkout:account.login.refused_hint', { forgot: t('checkout:account.login.forgot') })}</p>
        </div>
      ) : (
        <FormAlert messageKey={status.state === 'failed' ? status.messageKey : null} />
      )}
      {status.state === 'done' && (
        <p className="notice" role="status">
          {t('checkout:account.login.success')}
        </p>
      )}
      <button type="submit" className="button account-form__submit" aria-disabled={busy} aria-busy={busy}>
        {busy ? t('checkout:account.busy') : t('checkout:account.login.submit')}
      </button>
      <button type="button" className="link-button" onClick={() => openRecovery()}>
        {t('checkout:account.login.forgot')}
      </button>
      <p className="account-form__switch">
        {t('checkout:account.login.no_account')}{' '}
        <button type="button" className="link-button" onClick={() => openRegistration()}>
          {t('checkout:account.login.go_to_registration')}
        </button>
      </p>
    </form>
  );
}
