import { useStore } from '@nanostores/react';
import { $cart } from '~/stores/checkout/cart/cart';
import { useT } from '../i18n';
import { AddedTools } from './AddedTools';
import { CartProduct } from './CartProduct';
import { CartResources } from './CartResources';
import { CartTotals } from './CartTotals';
import { PeriodToggle } from './PeriodToggle';
import { PriceCountryNote } from './PriceCountryNote';
import './cart.css';

/** The cart of the left column (part 1 §2): toggle, product, resources and tools, added tools, totals. */
export function CartSummary() {
  const t = useT();
  const cart = useStore($cart);
  if (!cart) return null;
  return (
    <section className="cart card" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart__title">{t('checkout:cart.title')}</h2>
      {cart.period.toggle && <PeriodToggle period={cart.period} />}
      <PriceCountryNote />
      <CartProduct cart={cart} />
      <CartResources resources={cart.resources} tools={cart.tools} />
      <AddedTools tools={cart.addedTools} />
      <CartTotals lines={cart.lines} />
    </section>
  );
}
