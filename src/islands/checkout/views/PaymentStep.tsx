import { Component, Suspense, useState, type ReactNode } from 'react';
import { loadCheckoutNamespace } from '../checkout-texts';
import { lazyBlock } from '../lazy-block';
import { LoadErrorView } from './LoadErrorView';

/** Failures of the step's chunk or texts (offline, a deploy that removed them): the only errors the boundary below shows. */
const loadFailures = new WeakSet<object>();

/**
 * Step 2's code AND its texts (the `payment` namespace, never loaded before step 2: the first-load budget of
 * DESIGN.md), together: the step renders only once both are here, so it never shows a key.
 */
function loadPaymentStep() {
  return Promise.all([import('./PaymentMethodsPreview'), loadCheckoutNamespace('payment')])
    .then(([module]) => module.PaymentMethodsPreview)
    .catch((failure: unknown) => {
      const error = new Error('payment step not loaded', { cause: failure });
      loadFailures.add(error);
      throw error;
    });
}

// React.lazy keeps a failure, so a retry starts a new block.
let block = lazyBlock(loadPaymentStep);

/**
 * The payment step (part 2): a spinner while its code and texts load, then the step; when the load fails, the
 * no-connection message (it takes the focus: the button that opened the step is gone) with a retry that loads
 * both again.
 */
export function PaymentStep() {
  const [attempt, setAttempt] = useState(0);
  const Block = block;
  const retry = () => {
    block = lazyBlock(loadPaymentStep);
    setAttempt(attempt + 1);
  };
  return (
    <LoadBoundary key={attempt} failed={<LoadErrorView messageKey="errors:request.network" onReload={retry} />}>
      <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
        <Block />
      </Suspense>
    </LoadBoundary>
  );
}

/** Shows `failed` in place of the step when its code or texts did not load; any other error goes on up. */
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
