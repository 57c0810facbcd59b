import { useStore } from '@nanostores/react';
import { $savedCards, $selection, chooseSavedCard } from '~/stores/checkout/choice/selection';
import { editPayment } from '~/stores/checkout/attempt/dispatch';
import { useT } from '../i18n';

/**
 * myCards (part 2 §2, §3 "Saved card"): brand, last four digits and expiry of each card saved in the currency. The
 * office's brand id reads as its owner spells it (`saved_card.brand_<id>` of the locale files: 'visa' -> 'Visa',
 * 'amex' -> 'American Express'); an id without an entry is shown as it comes (decision 045).
 */
export function SavedCards() {
  const t = useT();
  const cards = useStore($savedCards);
  const { savedCardToken } = useStore($selection);
  return (
    <fieldset className="saved-cards">
      <legend>{t('payment:saved_card.legend')}</legend>
      {cards.map((card) => (
        <label key={card.token} className="saved-cards__card">
          <input
            type="radio"
            name="saved-card"
            value={card.token}
            checked={savedCardToken === card.token}
            onChange={() => {
              chooseSavedCard(card.token);
              editPayment();
            }}
          />
          <span>{t('payment:saved_card.label', { brand: t('payment:saved_card.brand', { context: card.brand, brand: card.brand }), last4: card.last_four_digits })}</span>
          <span className="saved-cards__expiry">{t('payment:saved_card.expiry', { month: String(card.month).padStart(2, '0'), year: String(card.year).slice(-2) })}</span>
        </label>
      ))}
    </fieldset>
  );
}
