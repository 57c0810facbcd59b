import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $methods } from '~/stores/checkout/payment/methods';
import { useT } from '../i18n';

/**
 * Step 2 for now: the payment methods this purchase offers (part 2 §4.2, computed by the domain).
 * Paying with them is the payment-step issue; this panel lists them so the flow can be checked.
 * Its texts are the `payment` namespace: render it through PaymentStep, which loads them with this code.
 */
export function PaymentMethodsPreview() {
  const t = useT();
  const methods = useStore($methods);
  const title = useRef<HTMLHeadingElement>(null);
  // The step opens on Continuar, whose button is gone: the focus goes to the step's title, which also brings it
  // into view on a phone (the cart comes first there).
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="checkout__panel" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title" className="checkout__title" tabIndex={-1} ref={title}>{t('payment:preview.title')}</h2>
      <p>{t('payment:preview.intro')}</p>
      <ul className="method-list">
        {methods.map((method) => (
          <li key={method}>{t(`payment:method.${method}`)}</li>
        ))}
      </ul>
    </section>
  );
}
