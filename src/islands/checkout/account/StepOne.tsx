import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $accountScreen, $stepOneView } from '~/stores/checkout/account';
import { AccountCard } from './AccountCard';
import { AccountNotice } from './AccountNotice';
import { LoginForm } from './LoginForm';
import { PasswordRecovery } from './PasswordRecovery';
import { RegistrationForm } from './RegistrationForm';
import { TeamAccountBlock } from './TeamAccountBlock';
import { VerificationForm } from './VerificationForm';
import './account.css';

/**
 * Step 1 (part 1 §2): the visitor's forms, the account card, or the team-account block. The focus moves
 * to a screen's title only when the visitor switches screens, never on the first render.
 */
export function StepOne() {
  const view = useStore($stepOneView);
  const screen = useStore($accountScreen);
  const first = useRef(screen);
  const switched = useRef(false);
  useEffect(() => {
    if (screen !== first.current) switched.current = true;
  }, [screen]);
  const focusTitle = switched.current || screen !== first.current;

  if (view === 'account') return <AccountCard />;
  if (view === 'team') return <TeamAccountBlock />;
  return (
    <div className="account-step">
      <AccountNotice />
      {screen === 'registration' && <RegistrationForm focusTitle={focusTitle} />}
      {screen === 'login' && <LoginForm focusTitle={focusTitle} />}
      {screen === 'verification' && <VerificationForm focusTitle={focusTitle} />}
      {screen === 'recovery' && <PasswordRecovery focusTitle={focusTitle} />}
    </div>
  );
}
