import { useId, useState } from 'react';
import type { CartView } from '~/stores/checkout/cart/cart-view';
import { useT } from '../i18n';

/**
 * Included resources and tools (part 1 §2): the first tools are listed, the rest sit behind the
 * 'Mais ferramentas adicionais' disclosure. Whether the list is open is view state, not checkout state.
 */
export function CartResources({ resources, tools }: Pick<CartView, 'resources' | 'tools'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  if (resources.length === 0 && tools.shown.length === 0) return null;
  return (
    <div className="cart-resources">
      <h3 className="cart-resources__title">{t('checkout:cart.resources.title')}</h3>
      <ul className="cart-resources__list">
        {resources.map((line) => (
          <li key={line.key}>
            <span>{t(line.labelKey)}</span> <strong>{t(line.valueKey, line.values)}</strong>
          </li>
        ))}
        {tools.shown.map((tool) => (
          <li key={tool.id} className="cart-resources__tool">{tool.title}</li>
        ))}
      </ul>
      {tools.more.length > 0 && (
        <>
          <button type="button" className="link-button cart-resources__more" aria-expanded={open} aria-controls={moreId} onClick={() => setOpen(!open)}>
            {t('checkout:cart.more_tools')}
          </button>
          <ul id={moreId} className="cart-resources__list" hidden={!open}>
            {tools.more.map((tool) => (
              <li key={tool.id} className="cart-resources__tool">{tool.title}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
