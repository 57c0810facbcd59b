import { useStore } from '@nanostores/react';
import { useT } from '~/islands/checkout/i18n';
import { enterConfirmation } from '~/stores/checkout/confirmation/enter';
import { $selection } from '~/stores/checkout/choice/selection';

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
    void enterConfirmation({ method, kind: 'paid', gatewayIdentifier: null, artifact: null });
  };
  return (
    <p className="sandbox-hint">
      <button type="button" className="button button--ghost" onClick={skip}>
        {t('common:sandbox.skip_payment')}
      </button>
    </p>
  );
}
