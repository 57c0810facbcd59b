import { useStore } from '@nanostores/react';
import { hasContinueButton } from '~/domain/continue-button';
import { $continueButton } from '~/stores/checkout/choice/continue-button';
import { canPay } from '~/stores/checkout/attempt/machine';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { $methodPayable, $selection } from '~/stores/checkout/choice/selection';
import { useT } from '../i18n';

/**
 * The continue button (part 2 §2 labels, §5 rules). Disabled while a payment is in flight (one payment per attempt)
 * or a field is missing, yet focusable: a press then reaches pay(), which refuses it, or has the fields name what is
 * missing. After an unclear answer it reads "check payment" and resends the same attempt.
 */
export function PayButton() {
  const t = useT();
  const button = useStore($continueButton);
  const status = useStore($paymentStatus);
  const { method } = useStore($selection);
  const payable = useStore($methodPayable);
  // While an attempt left open is asked for, or another tab pays, there is nothing to press (decision 012).
  if (!button || !method || !payable || status.state === 'resolving' || status.state === 'elsewhere') return null;
  const checking = status.state === 'checking';
  // "Check payment" is for every method, the wallet's too (it has no continue button of its own, part 2 §2): without
  // it a wallet whose outcome is unknown would stay "being checked" with nothing to press.
  if (!checking && !hasContinueButton(method)) return null;
  const busy = status.state === 'paying' || status.state === 'authenticating' || status.state === 'redirecting';
  const enabled = canPay(status) && (checking || button.state.kind === 'enabled');
  return (
    <>
      <button type="submit" className="button button--primary pay-button" aria-disabled={!enabled} aria-busy={busy || undefined} aria-describedby={button.hintKey ? 'pay-button-hint' : undefined}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {checking ? t('payment:status.check_again') : t(button.labelKey)}
      </button>
      {button.hintKey && !enabled && (
        <p id="pay-button-hint" className="field__hint">
          {t(button.hintKey)}
        </p>
      )}
    </>
  );
}
