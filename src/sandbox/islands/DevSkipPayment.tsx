import { useStore } from '@nanostores/react';
import { useT } from '~/islands/checkout/i18n';
import { $paymentResult } from '~/stores/checkout/payment/payment-result';
import { $selection } from '~/stores/checkout/payment/selection';
import { $step } from '~/stores/checkout/steps';

/**
 * Development only (part 2 §2: "A button that skips to payment finished exists only in development mode"): in the
 * sandbox with `dev-mode=1`, opens step 3 as if the chosen method had paid, without any payment. Loaded by the payment
 * step through a dynamic import behind the sandbox mode, so a live build has none of it, not even the switch's name.
 */
export default function DevSkipPayment() {
  const t = useT();
  const { method } = useStore($selection);
  if (!method) return null;
  const skip = () => {
    $paymentResult.set({ method, kind: 'paid', gatewayIdentifier: null, artifact: null });
    $step.set('paymentConfirmation');
  };
  return (
    <p className="sandbox-hint">
      <button type="button" className="button button--ghost" onClick={skip}>
        {t('common:sandbox.skip_payment')}
      </button>
    </p>
  );
}
