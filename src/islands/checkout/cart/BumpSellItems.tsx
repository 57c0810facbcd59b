import { useStore } from '@nanostores/react';
import { $cart } from '~/stores/checkout/cart/cart';
import { toggleBumpSellItem } from '~/stores/checkout/cart/bump-sell';
import { useT } from '../i18n';
import './cart.css';

/** Bump-sell add-ons: ticking one adds its price to the total (part 1 §4). */
export function BumpSellItems() {
  const t = useT();
  const items = useStore($cart)?.bumpSell ?? [];
  if (items.length === 0) return null;
  return (
    <section className="bump card" aria-labelledby="bump-title">
      <h2 id="bump-title" className="cart__title">{t('checkout:bump.title')}</h2>
      <ul className="bump__list">
        {items.map((item) => (
          <li key={item.slug} className="field field--check">
            <input
              id={`bump-${item.slug}`}
              type="checkbox"
              className="field__check"
              checked={item.checked}
              aria-describedby={item.description ? `bump-${item.slug}-description` : undefined}
              onChange={(event) => toggleBumpSellItem(item.slug, event.target.checked)}
            />
            <label className="field__check-label" htmlFor={`bump-${item.slug}`}>
              {item.title} <strong className="bump__price">{item.priceText}</strong>
            </label>
            {item.description && <p id={`bump-${item.slug}-description`} className="field__hint bump__description">{item.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
