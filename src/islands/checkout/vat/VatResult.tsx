import { vatBack } from '~/stores/checkout/vat/widget';
import type { VatView } from '~/stores/checkout/vat/view';
import { useT } from '../i18n';
import { countryName } from './country-name';

/** Sub-step result: the country, the rate or reverse charge, the 'válido' notice, and a way to change it. */
export function VatResult({ view }: { view: VatView }) {
  const t = useT();
  if (!view.result) return null;
  return (
    <div className="vat__step">
      {view.result.notice && <p className="notice notice--success" role="status">{t(view.result.notice.key, view.result.notice.values)}</p>}
      <ul className="vat__result">
        {view.country && <li>{t('checkout:vat.result_country', { country: countryName(t, view.country) })}</li>}
        {view.result.lines.map((line) => (
          <li key={line.key}>{t(line.key, line.values)}</li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={vatBack}>{t('checkout:vat.change')}</button>
    </div>
  );
}
