import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { useT } from '../i18n';

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
    // A summary of refused fields leaves the focus on the first of them (validation-summary.ts).
    if (isAlert && !status.message.fields) alert.current?.focus();
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
  // An attempt left open being asked for, or another tab paying (decision 012): a spinner and what is happening.
  const waiting = status.state === 'resolving' || status.state === 'elsewhere';
  const progress =
    status.state === 'paying' ? t('payment:status.paying')
    : status.state === 'authenticating' ? t('payment:status.authenticating')
    : status.state === 'redirecting' ? t(`payment:status.redirecting_${status.redirect.kind}`)
    : waiting ? t(`payment:status.${status.state}`)
    : '';
  return (
    <p className="payment-progress" role="status">
      {waiting && <span className="spinner" aria-hidden="true" />}
      {progress}
    </p>
  );
}
