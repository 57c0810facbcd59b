import { useT } from '../i18n';
import './cart.css';

/** The security and consent message under the cart (part 1 §2). */
export function SecurityConsent() {
  const t = useT();
  return (
    <section className="security" aria-labelledby="security-title">
      <h2 id="security-title" className="security__title">{t('checkout:cart.security.title')}</h2>
      <p>{t('checkout:cart.security.text')}</p>
      <p>{t('checkout:cart.security.consent')}</p>
    </section>
  );
}
