import { useStore } from '@nanostores/react';
import { $methods } from '~/stores/checkout/methods';
import { useT } from '../i18n';

/**
 * Step 2 for now: the payment methods this purchase offers (part 2 §4.2, computed by the domain).
 * Paying with them is the payment-step issue; this panel lists them so the flow can be checked.
 */
export function PaymentMethodsPreview() {
  const t = useT();
  const methods = useStore($methods);
  return (
    <section className="checkout__panel" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title" className="checkout__title">{t('checkout:payment_pending.title')}</h2>
      <p>{t('checkout:payment_pending.intro')}</p>
      <ul className="method-list">
        {methods.map((method) => (
          <li key={method}>{t(`checkout:payment.method.${method}`)}</li>
        ))}
      </ul>
    </section>
  );
}
