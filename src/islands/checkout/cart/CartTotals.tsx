import type { CartLine } from '~/stores/checkout/cart/cart-view';
import { useT } from '../i18n';

/** Subtotal, discount, VAT, total, first-month and trial lines, as the cart store formatted them (part 1 §2). */
export function CartTotals({ lines }: { lines: CartLine[] }) {
  const t = useT();
  return (
    <dl className="cart-totals" aria-live="polite">
      {lines.map((line) => (
        <div key={line.id} className={`cart-totals__line cart-totals__line--${line.id}`}>
          <dt>{t(line.labelKey, line.labelValues)}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}
