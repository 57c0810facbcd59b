import type { CartView } from '~/stores/checkout/cart/cart-view';
import { useT } from '../i18n';

/** Product title and price for the period, with the crossed-out price when there is one (part 1 §2); a one-off purchase has no period label (decision 020). */
export function CartProduct({ cart }: { cart: CartView }) {
  const t = useT();
  return (
    <div className="cart-product">
      <h3 className="cart-product__title">{cart.title}</h3>
      <p className="cart-product__price">
        {cart.price.fakeText && (
          <s className="cart-product__was">
            <span aria-hidden="true">{cart.price.fakeText}</span>
            <span className="visually-hidden">{t('checkout:cart.fake_price', { price: cart.price.fakeText })}</span>
          </s>
        )}{' '}
        <strong className="cart-product__amount">{cart.price.text}</strong>{' '}
        {cart.price.periodLabelKey && <span className="cart-product__period">/ {t(cart.price.periodLabelKey)}</span>}
      </p>
    </div>
  );
}
