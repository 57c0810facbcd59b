import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $cart } from '~/stores/checkout/cart/cart';
import { useT } from '../i18n';
import { useOneColumn } from '../use-one-column';
import { AddedTools } from './AddedTools';
import { CartProduct } from './CartProduct';
import { CartResources } from './CartResources';
import { CartSummaryLine } from './CartSummaryLine';
import { CartTotals } from './CartTotals';
import { PeriodToggle } from './PeriodToggle';
import { PriceCountryNote } from './PriceCountryNote';
import './cart.css';

/**
 * The order summary (part 1 §2): toggle, product, resources and tools, added tools, totals. In two columns it is
 * always open; in one column (a phone) it folds to a line with the product and the total, so the step's form
 * starts on the first screen, and opens in place. Whether it is open is view state, not checkout state.
 */
export function CartSummary() {
  const t = useT();
  const cart = useStore($cart);
  const oneColumn = useOneColumn();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  if (!cart) return null;
  return (
    <section className={`cart card${oneColumn ? ' cart--foldable' : ''}`} aria-labelledby="cart-summary-title">
      {/* The region keeps its name on a phone, where the line below stands in for the visible title. */}
      <h2 id="cart-summary-title" className={oneColumn ? 'visually-hidden' : 'cart__title'}>{t('checkout:cart.title')}</h2>
      {oneColumn && <CartSummaryLine cart={cart} open={open} controls={bodyId} onToggle={() => setOpen(!open)} />}
      {/* Whose prices these are stays in view, folded or not (decision 019). */}
      <PriceCountryNote />
      <div id={bodyId} className="cart__body" hidden={oneColumn && !open}>
        {cart.period.toggle && <PeriodToggle period={cart.period} />}
        <CartProduct cart={cart} />
        <CartResources resources={cart.resources} tools={cart.tools} />
        <AddedTools tools={cart.addedTools} />
        <CartTotals lines={cart.lines} />
      </div>
    </section>
  );
}
