import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { loadCheckoutNamespace } from '../checkout-texts';
import { useT } from '../i18n';
import { lazyBlock } from '../lazy-block';

/** Its texts (the `purchase` namespace) load with it: only a page that finds an attempt left open or another tab paying. */
const PurchaseProgress = lazyBlock(() => Promise.all([import('./PurchaseProgress'), loadCheckoutNamespace('purchase')]).then(([module]) => module.PurchaseProgress));

/**
 * What the payment is doing, in words: progress as a polite status, refusals and failures as an alert that takes
 * the focus (the buyer's eyes are on the button). Server text is rendered as text, never as HTML (part 2 §4.4).
 */
export function PaymentFeedback() {
  const t = useT();
  const status = useStore($paymentStatus);
  const alert = useRef<HTMLDivElement>(null);
  const isAlert = status.state === 'invalid' || status.state === 'refused' || status.state === 'failed' || status.state === 'checking';
  useEffect(() => {
    if (isAlert) alert.current?.focus();
  }, [status, isAlert]);
  if (isAlert) {
    const { message } = status;
    return (
      <div className="alert payment-alert" role="alert" tabIndex={-1} ref={alert} data-state={status.state}>
        <p>{t(message.key, message.params)}</p>
        {message.detail && <p className="payment-alert__detail">{t('payment:status.server_detail', { detail: message.detail })}</p>}
      </div>
    );
  }
  if (status.state === 'resolving' || status.state === 'elsewhere') return <PurchaseProgress state={status.state} />;
  const progress =
    status.state === 'paying' ? t('payment:status.paying')
    : status.state === 'authenticating' ? t('payment:status.authenticating')
    : status.state === 'redirecting' ? t(`payment:status.redirecting_${status.redirect.kind}`)
    : '';
  return (
    <p className="payment-progress" role="status">
      {progress}
    </p>
  );
}
