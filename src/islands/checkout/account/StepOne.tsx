import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $accountScreen, $stepOneView, type AccountScreen } from '~/stores/checkout/account/account';
import { $status, LOAD_PHASES } from '~/stores/checkout/load/status';
import { holdFirstPaint } from '../first-paint';
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
 * Once login status says the buyer is a visitor, fetches the screen step 1 opens on while the load goes on: the
 * ready checkout first paints with it (holdFirstPaint), never with a spinner in its place. The page's first script
 * may have fetched its files already (decision 048). Returns the unsubscribe function.
 */
export function preloadFirstScreen(): () => void {
  let started = false;
  return $status.subscribe((status) => {
    if (started || status.state !== 'loading' || LOAD_PHASES.indexOf(status.phase) <= LOAD_PHASES.indexOf('loginStatus')) return;
    if ($stepOneView.get() !== 'visitor') return;
    started = true;
    holdFirstPaint(SCREENS[$accountScreen.get()].preload());
  });
}

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
