import { useStore } from '@nanostores/react';
import { $step } from '~/stores/checkout/steps';
import { StepOne } from '../account/StepOne';
import { CheckoutAside } from '../cart/CheckoutAside';
import { StepHeader } from '../steps/StepHeader';
import { NoticeList } from './NoticeList';
import { PaymentMethodsPreview } from './PaymentMethodsPreview';

/**
 * The loaded checkout (part 1 §2 "Checkout page"): the step header, the left column with the plan
 * complements (hidden on confirmation) and the right column with the active step.
 */
export function ReadyView() {
  const step = useStore($step);
  return (
    <div className="checkout">
      <NoticeList />
      <StepHeader />
      <div className="checkout__columns">
        {step !== 'paymentConfirmation' && <CheckoutAside />}
        <div className="checkout__main">
          {step === 'planOrFee' && <StepOne />}
          {step === 'payment' && <PaymentMethodsPreview />}
        </div>
      </div>
    </div>
  );
}
