import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $accountScreen, $stepOneView, type AccountScreen } from '~/stores/checkout/account/account';
import { AccountCard } from './AccountCard';
import { AccountNotice } from './AccountNotice';
import { lazyScreen } from './lazy-screen';
import { TeamAccountBlock } from './TeamAccountBlock';
import './account.css';

// A logged-in buyer never needs the visitor's forms, and a visitor starts on Novo cadastro ($accountScreen's
// default): each screen, with its stores and API calls, is a chunk fetched when it is first shown.
const SCREENS: Record<AccountScreen, ReturnType<typeof lazyScreen>> = {
  registration: lazyScreen(() => import('./RegistrationForm').then((m) => m.RegistrationForm)),
  login: lazyScreen(() => import('./LoginForm').then((m) => m.LoginForm)),
  verification: lazyScreen(() => import('./VerificationForm').then((m) => m.VerificationForm)),
  recovery: lazyScreen(() => import('./PasswordRecovery').then((m) => m.PasswordRecovery)),
};

/** Loads every visitor screen ahead (component tests render synchronously). */
export const preloadVisitorForms = async (): Promise<void> => {
  await Promise.all(Object.values(SCREENS).map((screen) => screen.preload()));
};

/**
 * Step 1 (part 1 §2): the visitor's screens, the account card, or the team-account block. The focus moves
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
  const Screen = SCREENS[screen];
  return (
    <div className="account-step">
      <AccountNotice />
      <Screen focusTitle={focusTitle} />
    </div>
  );
}
