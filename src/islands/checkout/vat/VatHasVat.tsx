import { answerHasVat, vatBack } from '~/stores/checkout/vat/widget';
import type { VatView } from '~/stores/checkout/vat/view';
import { useT } from '../i18n';
import { countryName } from './country-name';

/** Sub-step ifHasVat: does the buyer have a VAT number? (part 1 §4). */
export function VatHasVat({ view }: { view: VatView }) {
  const t = useT();
  return (
    <fieldset className="vat__step field">
      <legend className="field__label">{t('checkout:vat.has_vat_question')}</legend>
      {view.country && <p className="field__hint">{t('checkout:vat.result_country', { country: countryName(t, view.country) })}</p>}
      <div className="vat__actions">
        <button type="button" className="button" onClick={() => answerHasVat(true)}>{t('checkout:vat.yes')}</button>
        <button type="button" className="button button--ghost" onClick={() => answerHasVat(false)}>{t('checkout:vat.no')}</button>
      </div>
      <button type="button" className="link-button" onClick={vatBack}>{t('checkout:vat.back')}</button>
    </fieldset>
  );
}
