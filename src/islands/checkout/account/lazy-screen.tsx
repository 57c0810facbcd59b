import type { ComponentType } from 'react';
import { lazyBlock } from '../lazy-block';

/** What every visitor screen takes: whether its title takes the focus (the visitor switched screens). */
export interface ScreenProps {
  focusTitle: boolean;
}

/**
 * A visitor screen loaded on demand as its own file (lazyBlock). While it loads, a placeholder holds its place;
 * when the load fails, the no-connection message takes the focus if the visitor had switched screens, and after
 * a retry the screen's title takes it (the retry button is gone).
 * @example const LoginForm = lazyScreen(() => import('./LoginForm').then((m) => m.LoginForm));
 */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>) {
  return lazyBlock(load, {
    fallback: (
      <div className="account-screen-loading" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
      </div>
    ),
    focusFailure: (props) => props.focusTitle,
    afterRetry: () => ({ focusTitle: true }),
  });
}
