import { useStore } from '@nanostores/react';
import { $aside } from '~/stores/checkout/cart/aside';
import { useT } from '../i18n';
import './cart.css';

/** The domain being registered: name, years and privacy protection (part 1 §2, domain registry). */
export function DomainRegistryDetail() {
  const t = useT();
  const domain = useStore($aside)?.domain;
  if (!domain) return null;
  return (
    <section className="registry card" aria-labelledby="registry-title">
      <h2 id="registry-title" className="cart__title">{t('checkout:registry.title')}</h2>
      <dl className="cart-totals">
        <div className="cart-totals__line">
          <dt>{t('checkout:registry.domain')}</dt>
          <dd>{domain.name}</dd>
        </div>
        <div className="cart-totals__line">
          <dt>{t('checkout:registry.period')}</dt>
          <dd>{t('checkout:registry.years', { count: domain.years })}</dd>
        </div>
        <div className="cart-totals__line">
          <dt>{t('checkout:registry.protection')}</dt>
          <dd>{t(domain.protectionKey)}</dd>
        </div>
      </dl>
    </section>
  );
}
