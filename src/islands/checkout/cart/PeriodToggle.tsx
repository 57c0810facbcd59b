import { switchPeriod } from '~/stores/checkout/period';
import type { CartPeriod } from '~/stores/checkout/cart/cart-view';
import { useT } from '../i18n';

/** The monthly/yearly toggle with the 'Economize anualmente 10%' note where the yearly price saves it (part 1 §2, decision 020); radios work with arrow keys. */
export function PeriodToggle({ period }: { period: CartPeriod }) {
  const t = useT();
  return (
    <fieldset className="period-toggle">
      <legend className="visually-hidden">{t('checkout:cart.period_legend')}</legend>
      <div className="period-toggle__options">
        {period.options.map((option) => (
          <label key={option.value} className="period-toggle__option">
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={period.value === option.value}
              onChange={() => switchPeriod(option.value)}
            />
            <span>{t(option.labelKey)}</span>
          </label>
        ))}
      </div>
      {period.savingNoteKey && <p className="period-toggle__note">{t(period.savingNoteKey)}</p>}
    </fieldset>
  );
}
