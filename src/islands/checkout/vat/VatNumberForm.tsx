import { setVatNumberInput, submitVatNumber, vatBack } from '~/stores/checkout/vat/widget';
import type { VatView } from '~/stores/checkout/vat/view';
import { useT } from '../i18n';

export const VAT_NUMBER_ID = 'vat-number';

/** Sub-step addVatNumber: format check, then the registry (part 1 §5, §7, §8); the number stays as typed. */
export function VatNumberForm({ view }: { view: VatView }) {
  const t = useT();
  const errorId = `${VAT_NUMBER_ID}-error`;
  const checking = view.busy === 'number';
  return (
    <form
      className="vat__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitVatNumber();
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={VAT_NUMBER_ID}>{t('checkout:vat.number_label')}</label>
        <input
          id={VAT_NUMBER_ID}
          className="field__input"
          value={view.numberInput}
          placeholder={view.numberPrefix ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={view.error ? true : undefined}
          aria-describedby={view.error ? errorId : undefined}
          onChange={(event) => setVatNumberInput(event.target.value)}
        />
        {view.error && <p id={errorId} className="field__error" role="alert">{t(view.error.key, view.error.values)}</p>}
      </div>
      {checking && <p className="field__hint" role="status">{t('checkout:vat.checking')}</p>}
      <div className="vat__actions">
        <button type="submit" className="button" aria-disabled={checking ? true : undefined}>{t('checkout:vat.validate')}</button>
        <button type="button" className="link-button" onClick={vatBack}>{t('checkout:vat.back')}</button>
      </div>
    </form>
  );
}
