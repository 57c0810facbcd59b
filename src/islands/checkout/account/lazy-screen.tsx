import { Component, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n';
import { lazyBlock } from '../lazy-block';

/** What every visitor screen takes: whether its title takes the focus (the visitor switched screens). */
export interface ScreenProps {
  focusTitle: boolean;
}

/** Failures of a screen's chunk (offline, a deploy that removed it): the only errors the boundary below shows. */
const loadFailures = new WeakSet<object>();

/**
 * A visitor screen loaded on demand as its own chunk with lazyBlock. While it loads, a placeholder holds its
 * place; when the load fails, the no-connection message and a retry that loads again (React.lazy keeps a
 * failure, so the retry starts a new block). `preload()` loads it ahead (component tests).
 *
 * @example const LoginForm = lazyScreen(() => import('./LoginForm').then((m) => m.LoginForm));
 */
export function lazyScreen(load: () => Promise<ComponentType<ScreenProps>>) {
  const guarded = () =>
    load().catch((failure: unknown) => {
      const error = new Error('screen chunk not loaded', { cause: failure });
      loadFailures.add(error);
      throw error;
    });
  let block = lazyBlock(guarded);
  function Screen({ focusTitle }: ScreenProps) {
    const [retries, setRetries] = useState(0);
    const Block = block;
    const retry = () => {
      block = lazyBlock(guarded);
      setRetries(retries + 1);
    };
    return (
      <LoadBoundary key={retries} failed={<LoadFailed focus={focusTitle} onRetry={retry} />}>
        <Suspense fallback={<div className="account-screen-loading" aria-busy="true"><span className="spinner" aria-hidden="true" /></div>}>
          {/* After a retry the title takes the focus: the retry button that had it is gone. */}
          <Block focusTitle={focusTitle || retries > 0} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(Screen, { preload: () => block.preload() });
}

/** The no-connection message and its retry; the message takes the focus when the visitor had switched screens (the button they pressed is gone). */
function LoadFailed({ focus, onRetry }: { focus: boolean; onRetry: () => void }) {
  const t = useT();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) message.current?.focus();
  }, [focus]);
  return (
    <div className="account-screen-failed">
      <p className="alert" role="alert" tabIndex={-1} ref={message}>
        {t('errors:request.network')}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('errors:request.retry')}
      </button>
    </div>
  );
}

/** Shows `failed` in place of a screen whose chunk did not load; any other error goes on up. */
class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (typeof error === 'object' && loadFailures.has(error)) return this.props.failed;
    throw error;
  }
}
