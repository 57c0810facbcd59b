import { useStore } from '@nanostores/react';
import { $aside } from '~/stores/checkout/cart/aside';
import { useT } from '../i18n';
import './cart.css';

/** The four trust stamps (part 1 §2); hidden for products 63, 64 and 65. */
export function TrustStamps() {
  const t = useT();
  const aside = useStore($aside);
  if (!aside || aside.stampKeys.length === 0) return null;
  return (
    <section className="stamps" aria-labelledby="stamps-title">
      <h2 id="stamps-title" className="visually-hidden">{t('checkout:stamps.title')}</h2>
      <ul className="stamps__list">
        {aside.stampKeys.map((key) => (
          <li key={key} className="stamps__item">{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}
