import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { $methodsDecided } from '~/stores/checkout/choice/methods';
import { openPaymentStep, pressPay } from '~/stores/checkout/attempt/pay-entry';
import { canPay } from '~/stores/checkout/attempt/machine';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { $selection } from '~/stores/checkout/choice/selection';
import { useT } from '../i18n';
import { lazyBlock } from '../lazy-block';
import { MethodList } from './MethodList';
import { MethodPanel } from './MethodPanel';
import { PayButton } from './PayButton';
import { PaymentFeedback } from './PaymentFeedback';
import { WalletSlot } from './WalletSlot';
import './payment.css';

/** Development only: the sandbox's skip-to-paid button with `dev-mode=1` (part 2 §2); a live build drops it whole. */
const DevSkipPayment =
  import.meta.env.PUBLIC_MODE === 'sandbox' && typeof location !== 'undefined' && new URLSearchParams(location.search).get('dev-mode') === '1'
    ? lazy(() => import('~/sandbox/islands/DevSkipPayment'))
    : null;

/**
 * The redirect to 3-D Secure or PayPal: only a press leads there, so its form is a file of its own, fetched as the
 * pay button sends (the form's submit), not with the step (decision 038, addendum). A redirect no press started (a
 * 3-D Secure return asking for another challenge) fetches it then; a file that does not arrive shows the
 * no-connection message with its retry.
 */
const RedirectForm = lazyBlock(() => import('./RedirectForm').then((module) => module.RedirectForm));

/**
 * Step 2 (part 2 §2): "secure payment method" with its badges, one option per method the domain allows (in the
 * spec's order), the chosen method's panel, the continue button ("Voltar" is in the step header). While a payment is in flight the
 * options are locked, so nothing the buyer typed changes under it.
 */
export function PaymentStepView() {
  const t = useT();
  const decided = useStore($methodsDecided);
  const { method } = useStore($selection);
  const status = useStore($paymentStatus);
  const title = useRef<HTMLHeadingElement>(null);
  // The step's opening is the stores' (openPaymentStep), before the first paint: an attempt left open shows no pay
  // button, not even for a frame.
  useLayoutEffect(openPaymentStep, []);
  // The step opens on Continuar, whose button is gone: the focus goes to the step's title (also on a phone).
  useEffect(() => title.current?.focus(), []);
  const locked = !canPay(status) || status.state === 'checking';
  return (
    <section className="checkout__panel payment-step" aria-labelledby="payment-title">
      <header className="payment-step__header">
        <h2 id="payment-title" className="checkout__title" tabIndex={-1} ref={title}>
          {t('payment:panel.title')}
        </h2>
        <ul className="payment-step__badges">
          <li>{t('payment:panel.secure')}</li>
          <li>{t('payment:panel.ssl')}</li>
        </ul>
      </header>
      <form
        className="payment-step__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          RedirectForm.preload().catch(() => {}); // fetched again when it is needed
          void pressPay();
        }}
      >
        <div className="payment-step__choice">
          <MethodList locked={locked} />
          <WalletSlot />
        </div>
        {decided ? (
          <fieldset className="payment-step__fields" disabled={locked}>
            {method && <MethodPanel method={method} />}
          </fieldset>
        ) : (
          <div className="payment-step__pending-panel" aria-hidden="true" />
        )}
        <PaymentFeedback />
        {decided && <PayButton />}
        {DevSkipPayment && (
          <Suspense fallback={null}>
            <DevSkipPayment />
          </Suspense>
        )}
      </form>
      {status.state === 'redirecting' && <RedirectForm redirect={status.redirect} />}
    </section>
  );
}
