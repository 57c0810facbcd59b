import { loadVatCountries } from '~/stores/checkout/vat/countries';
import { selectVatCountry, setVatCountryCode } from '~/stores/checkout/vat/widget';
import type { VatView } from '~/stores/checkout/vat/view';
import { useT } from '../i18n';

export const VAT_COUNTRY_ID = 'vat-country';

/** Sub-step selectCountry: the country list (with 'Outside EU'), confirmed with a button (part 1 §4, §5). */
export function VatCountrySelect({ view }: { view: VatView }) {
  const t = useT();
  const errorId = `${VAT_COUNTRY_ID}-error`;
  const describedBy = [view.error ? errorId : null, view.attentionKey ? 'vat-attention' : null].filter(Boolean).join(' ') || undefined;
  return (
    <form
      className="vat__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void selectVatCountry(view.countryCode);
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={VAT_COUNTRY_ID}>{t('checkout:vat.country_label')}</label>
        <select
          id={VAT_COUNTRY_ID}
          className="field__input"
          value={view.countryCode}
          aria-invalid={view.error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setVatCountryCode(event.target.value)}
        >
          <option value="">{t('checkout:vat.country_placeholder')}</option>
          {view.countries.options.map((option) => (
            <option key={option.code} value={option.code}>{option.name ?? t(option.nameKey ?? '')}</option>
          ))}
        </select>
        {view.error && <p id={errorId} className="field__error" role="alert">{t(view.error.key, view.error.values)}</p>}
      </div>
      {view.countries.status === 'loading' && <p className="field__hint" role="status">{t('checkout:vat.countries_loading')}</p>}
      {view.countries.messageKey && (
        <div className="field__retry">
          <p className="alert" role="alert">{t(view.countries.messageKey)}</p>
          <button type="button" className="button button--ghost" onClick={() => void loadVatCountries()}>{t('checkout:vat.retry')}</button>
        </div>
      )}
      {view.busy === 'fee' && <p className="field__hint" role="status">{t('checkout:vat.fee_loading')}</p>}
      <button type="submit" className="button">{t('checkout:vat.confirm')}</button>
    </form>
  );
}
