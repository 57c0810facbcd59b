import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $paidBefore } from '~/stores/checkout/purchase/paid-before';
import { $step } from '~/stores/checkout/steps';
import { StepOne } from '../account/StepOne';
import { CheckoutAsideBlocks, CheckoutAsideSummary } from '../cart/CheckoutAside';
import { StepHeader } from '../steps/StepHeader';
import { NoticeList } from './NoticeList';
import { PaidBeforeStep, PaymentDoneStep, PaymentStep } from './PaymentStep';

/** Performance mark set when the loaded checkout first commits (handlers attached): `npm run bench` reads it. */
export const READY_MARK = 'checkout:ready';

/**
 * The loaded checkout (part 1 §2 "Checkout page"): the step header, the left column with the plan
 * complements (hidden on confirmation) and the right column with the active step. The left column comes in two
 * parts around the step: on a phone (one column) the folded summary, the step, then the other blocks;
 * checkout.css puts both parts back in the left column from 900 px.
 */
export function ReadyView() {
  const step = useStore($step);
  const paidBefore = useStore($paidBefore);
  useEffect(() => {
    if (performance.getEntriesByName(READY_MARK).length === 0) performance.mark(READY_MARK);
  }, []);
  return (
    <div className="checkout">
      <NoticeList />
      <StepHeader />
      <div className="checkout__columns">
        {step !== 'paymentConfirmation' && <CheckoutAsideSummary />}
        <div className="checkout__main">
          {/* A purchase this browser paid already is said so, instead of a fresh step (decision 012). */}
          {paidBefore && <PaidBeforeStep paid={paidBefore} />}
          {!paidBefore && step === 'planOrFee' && <StepOne />}
          {/* Its code and its texts (the payment namespace) load when the step opens. */}
          {!paidBefore && step === 'payment' && <PaymentStep />}
          {!paidBefore && step === 'paymentConfirmation' && <PaymentDoneStep />}
        </div>
        {step !== 'paymentConfirmation' && !paidBefore && <CheckoutAsideBlocks />}
      </div>
    </div>
  );
}
