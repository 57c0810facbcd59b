import { useStore } from '@nanostores/react';
import { $aside } from '~/stores/checkout/cart/aside';
import { useT } from '../i18n';
import './cart.css';

/** Who referred the buyer (part 1 §1, §2); hidden without a referrer or when it is the company itself. */
export function SponsorBox() {
  const t = useT();
  const sponsor = useStore($aside)?.sponsor;
  if (!sponsor) return null;
  return (
    <section className="sponsor card" aria-labelledby="sponsor-title">
      <h2 id="sponsor-title" className="cart__title">{t('checkout:sponsor.title')}</h2>
      <div className="sponsor__body">
        {sponsor.avatar && <img className="sponsor__avatar" src={sponsor.avatar} alt={t('checkout:sponsor.avatar_alt', { name: sponsor.name })} width={48} height={48} />}
        <p>{t('checkout:sponsor.referred_by', { name: sponsor.name })}</p>
      </div>
    </section>
  );
}
