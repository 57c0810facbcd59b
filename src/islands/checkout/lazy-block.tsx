import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from './i18n';

/** A part of the checkout whose file did not arrive (offline, a deploy that removed it). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('checkout part not loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export interface LazyBlockOptions<P> {
  /** Shown while the file loads; a small spinner by default. */
  fallback?: ReactNode;
  /** Whether the failure message takes the focus (the control the buyer used is gone), from the block's props. */
  focusFailure?: (props: P) => boolean;
  /** The props after a retry (e.g. to move the focus into the block: the retry button is gone). */
  afterRetry?: (props: P) => P;
}

/**
 * A part of the checkout loaded on first use as its own file (React.lazy) that renders at once when its file is
 * already here. While it loads: `fallback`. When the file fails to load: the no-connection message with a retry
 * that loads it again (React.lazy keeps a failure, so a retry starts a new one; the build makes that import work in
 * browsers that keep a failed import too, decision 011) — never a blank checkout. Any other
 * error goes on up. `preload()` loads it ahead (tests, or a hover).
 * @example const VatWidget = lazyBlock(() => import('../vat/VatWidget').then((m) => m.VatWidget));
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyBlockOptions<P> = {}) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const makeLazy = () =>
    lazy(() =>
      preload().then(
        (component) => ({ default: component }),
        (failure: unknown) => {
          throw new ChunkLoadError(failure);
        },
      ),
    );
  let Lazy = makeLazy();

  function Block(props: P) {
    const [attempt, setAttempt] = useState(0);
    // The tree is chosen once, when the block mounts: switching from the lazy tree to the loaded component on a
    // later render would remount the block and lose its state (a card frame reloads empty, typed fields clear).
    const [loadedOnMount] = useState(() => loaded !== null);
    const shown = attempt > 0 && options.afterRetry ? options.afterRetry(props) : props;
    const Loaded = loaded;
    if (loadedOnMount && Loaded) return <Loaded {...shown} />;
    const retry = () => {
      Lazy = makeLazy();
      setAttempt(attempt + 1);
    };
    const Current = Lazy;
    return (
      <LoadBoundary key={attempt} failed={<LoadFailed focus={options.focusFailure?.(props) ?? false} onRetry={retry} />}>
        <Suspense fallback={options.fallback ?? <span className="spinner" aria-hidden="true" />}>
          <Current {...shown} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(Block, { preload });
}

/** The no-connection message and its retry. */
function LoadFailed({ focus, onRetry }: { focus: boolean; onRetry: () => void }) {
  const t = useT();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) message.current?.focus();
  }, [focus]);
  return (
    <div className="load-failed">
      <p className="alert" role="alert" tabIndex={-1} ref={message}>
        {t('errors:request.network')}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('errors:request.retry')}
      </button>
    </div>
  );
}

/** Shows `failed` in place of a block whose file did not load; any other error goes on up. */
class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof ChunkLoadError) return this.props.failed;
    throw error;
  }
}
