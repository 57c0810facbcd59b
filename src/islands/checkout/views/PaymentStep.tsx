import { loadCheckoutNamespace } from '../checkout-texts';
import { lazyBlock } from '../lazy-block';

/**
 * The payment step (part 2): its code AND its texts (the `payment` namespace, never loaded before step 2: the
 * first-load budget of DESIGN.md) load together, so it never shows a key. Meanwhile a panel of the step's height
 * with a spinner holds its place, so what is under the step (the aside on a phone) does not move when it arrives
 * (decision 044); when either fails, the no-connection message takes the focus (the button that opened the step is
 * gone) with a retry loading both.
 */
export const PaymentStep = lazyBlock(
  () => Promise.all([import('../payment/PaymentStepView'), loadCheckoutNamespace('payment')]).then(([module]) => module.PaymentStepView),
  {
    focusFailure: () => true,
    fallback: (
      <div className="checkout__panel step-placeholder" aria-hidden="true">
        <span className="spinner" />
      </div>
    ),
  },
);

/** Step 3 after a payment; its texts are the same `payment` namespace (loaded again only if the step opened directly). */
export const PaymentDoneStep = lazyBlock(
  () => Promise.all([import('../payment/PaymentDone'), loadCheckoutNamespace('payment')]).then(([module]) => module.PaymentDone),
  { focusFailure: () => true },
);

/** A purchase paid already (decision 012): its texts (`purchase`, and `payment` for the method's name) load with it. */
export const PaidBeforeStep = lazyBlock(
  () => Promise.all([import('../payment/PaidBefore'), loadCheckoutNamespace('purchase'), loadCheckoutNamespace('payment')]).then(([module]) => module.PaidBefore),
  { focusFailure: () => true },
);
