import type { AccountScreen } from '~/stores/checkout/account';
import { LoginForm } from './LoginForm';
import { PasswordRecovery } from './PasswordRecovery';
import { RegistrationForm } from './RegistrationForm';
import { VerificationForm } from './VerificationForm';

/** The visitor's screens of step 1 (Novo cadastro, Efetuar login, Verificação, password recovery); loaded lazily by StepOne. */
export function VisitorForms({ screen, focusTitle }: { screen: AccountScreen; focusTitle: boolean }) {
  return (
    <>
      {screen === 'registration' && <RegistrationForm focusTitle={focusTitle} />}
      {screen === 'login' && <LoginForm focusTitle={focusTitle} />}
      {screen === 'verification' && <VerificationForm focusTitle={focusTitle} />}
      {screen === 'recovery' && <PasswordRecovery focusTitle={focusTitle} />}
    </>
  );
}
