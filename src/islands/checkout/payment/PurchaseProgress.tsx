import { useT } from '../i18n';

/**
 * The payment step while an attempt this page did not see to its end is asked for (`resolving`), or while another
 * tab pays the purchase (`elsewhere`): a spinner and what is happening, no pay button (decision 012).
 */
export function PurchaseProgress({ state }: { state: 'resolving' | 'elsewhere' }) {
  const t = useT();
  return (
    <p className="payment-progress payment-progress--waiting" role="status" data-state={state}>
      <span className="spinner" aria-hidden="true" />
      {t(state === 'resolving' ? 'purchase:resolving' : 'purchase:elsewhere')}
    </p>
  );
}
