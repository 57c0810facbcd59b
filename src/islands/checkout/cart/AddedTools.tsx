import type { PricedItem } from '~/stores/checkout/cart/cart-view';
import { removeTool } from '~/stores/checkout/cart/tools';
import { useT } from '../i18n';

/** Tools moved from the suggestions into the cart; each can go back (part 1 §2). */
export function AddedTools({ tools }: { tools: PricedItem[] }) {
  const t = useT();
  if (tools.length === 0) return null;
  return (
    <div className="added-tools">
      <h3 className="cart-resources__title">{t('checkout:cart.added_tools')}</h3>
      <ul className="added-tools__list">
        {tools.map((tool) => (
          <li key={tool.id} className="added-tools__item">
            <span>{tool.title}</span>
            <span className="added-tools__price">{tool.priceText}</span>
            <button type="button" className="link-button" onClick={() => removeTool(tool.id)}>
              {t('checkout:cart.remove_tool', { name: tool.title })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
