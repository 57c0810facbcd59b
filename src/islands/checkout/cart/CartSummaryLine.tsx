import type { CartView } from '~/stores/checkout/cart/cart-view';
import { useT } from '../i18n';

interface Props {
  cart: CartView;
  open: boolean;
  /** The id of the summary's body the button shows and hides. */
  controls: string;
  onToggle: () => void;
}

/**
 * The order summary folded to one line on a phone: product, total and "Detalhes", one disclosure button that
 * opens the full summary in place. The total is the cart's Total line, as the totals below print it.
 */
export function CartSummaryLine({ cart, open, controls, onToggle }: Props) {
  const t = useT();
  const total = cart.lines.find((line) => line.id === 'total')?.text ?? cart.price.text;
  return (
    <button type="button" className="cart-line" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <span className="cart-line__product">{cart.title}</span>
      <strong className="cart-line__total">{total}</strong>
      <span className="cart-line__action">
        {t('checkout:cart.details')}
        <span className="cart-line__chevron" aria-hidden="true">▾</span>
      </span>
    </button>
  );
}
