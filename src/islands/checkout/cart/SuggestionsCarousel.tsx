import { useStore } from '@nanostores/react';
import { $aside } from '~/stores/checkout/cart/aside';
import { $cart } from '~/stores/checkout/cart/cart';
import { addTool, nextSuggestionsPage, previousSuggestionsPage, showSuggestionsPage } from '~/stores/checkout/cart/tools';
import { useT } from '../i18n';
import './cart.css';

/**
 * Recommended add-ons of a tool purchase (part 1 §2, part 2 §9): 3 per page, no drag; buttons page through
 * and move a tool into the cart (the cart's own list moves it back).
 */
export function SuggestionsCarousel() {
  const t = useT();
  const shown = useStore($aside)?.suggestions ?? false;
  const carousel = useStore($cart)?.suggestions;
  if (!shown || !carousel || carousel.pageCount === 0) return null;
  const page = carousel.pages[carousel.page] ?? [];
  return (
    <section className="suggestions card" aria-roledescription="carousel" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className="cart__title">{t('checkout:suggestions.title')}</h2>
      <ul className="suggestions__page">
        {page.map((tool) => (
          <li key={tool.id} className="suggestions__item">
            <strong>{tool.title}</strong>
            <span className="suggestions__description">{tool.description}</span>
            <span className="suggestions__price">{tool.priceText}</span>
            <button type="button" className="button button--ghost" onClick={() => addTool(tool.id)}>
              {t('checkout:suggestions.add', { name: tool.title })}
            </button>
          </li>
        ))}
      </ul>
      {/* One page needs no paging: no "page 1 of 1" and no two disabled buttons. */}
      {carousel.pageCount > 1 && (
        <>
          <p className="suggestions__status" aria-live="polite">
            {t('checkout:suggestions.page', { page: carousel.page + 1, total: carousel.pageCount })}
          </p>
          <nav className="suggestions__nav" aria-labelledby="suggestions-title">
            <button type="button" className="button button--ghost" disabled={!carousel.hasPrevious} onClick={previousSuggestionsPage}>
              {t('checkout:suggestions.previous')}
            </button>
            <span className="suggestions__dots">
              {carousel.pages.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  className="suggestions__dot"
                  aria-current={index === carousel.page ? 'true' : undefined}
                  aria-label={t('checkout:suggestions.go_to_page', { page: index + 1 })}
                  onClick={() => showSuggestionsPage(index)}
                >
                  {index + 1}
                </button>
              ))}
            </span>
            <button type="button" className="button button--ghost" disabled={!carousel.hasNext} onClick={nextSuggestionsPage}>
              {t('checkout:suggestions.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
