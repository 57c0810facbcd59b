import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useRef } from 'react';
import { lazyBlock } from '../lazy-block';
import { $accountScreen, $stepOneView } from '~/stores/checkout/account';
import { AccountCard } from './AccountCard';
import { AccountNotice } from './AccountNotice';
import { TeamAccountBlock } from './TeamAccountBlock';
import './account.css';

// A logged-in buyer never needs the visitor's forms: they are one chunk, fetched for visitors only.
const VisitorForms = lazyBlock(() => import('./VisitorForms').then((m) => m.VisitorForms));

/** Loads the visitor's forms ahead (component tests render synchronously). */
export const preloadVisitorForms = async (): Promise<void> => {
  await VisitorForms.preload();
};

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
      <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
        <VisitorForms screen={screen} focusTitle={focusTitle} />
      </Suspense>
    </div>
  );
}
