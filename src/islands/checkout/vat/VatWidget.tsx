import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { retryVat } from '~/stores/checkout/vat/widget';
import { $vatView } from '~/stores/checkout/vat/view';
import { useT } from '../i18n';
import { VAT_COUNTRY_ID, VatCountrySelect } from './VatCountrySelect';
import { VatHasVat } from './VatHasVat';
import { VatNumberForm } from './VatNumberForm';
import { VatResult } from './VatResult';
import './vat.css';

/**
 * The VAT widget (part 1 §4, §5, §8), EUR only: selectCountry -> ifHasVat -> addVatNumber -> result.
 * When the move to payment is held for want of a choice, the message shows here and focus goes to the widget.
 */
export function VatWidget() {
  const t = useT();
  const view = useStore($vatView);
  const section = useRef<HTMLElement>(null);
  const previousStep = useRef(view.step);

  // After a sub-step change, focus its first control so keyboard users carry on where they are.
  useEffect(() => {
    if (previousStep.current === view.step) return;
    previousStep.current = view.step;
    section.current?.querySelector<HTMLElement>('.vat__step input, .vat__step select, .vat__step button')?.focus();
  }, [view.step]);

  useEffect(() => {
    if (!view.attentionKey) return;
    const first = document.getElementById(VAT_COUNTRY_ID) ?? section.current?.querySelector<HTMLElement>('.vat__step input, .vat__step button');
    first?.focus();
  }, [view.attentionKey]);

  if (!view.visible) return null;
  return (
    <section ref={section} className="vat card" aria-labelledby="vat-title">
      <h2 id="vat-title" className="cart__title">{t('checkout:vat.title')}</h2>
      {view.attentionKey && <p id="vat-attention" className="alert" role="alert">{t(view.attentionKey)}</p>}
      {view.step === 'selectCountry' && <VatCountrySelect view={view} />}
      {view.step === 'ifHasVat' && <VatHasVat view={view} />}
      {view.step === 'addVatNumber' && <VatNumberForm view={view} />}
      {view.step === 'result' && <VatResult view={view} />}
      {view.failureKey && (
        <div className="field__retry">
          <p className="alert" role="alert">{t(view.failureKey)}</p>
          <button type="button" className="button button--ghost" onClick={() => void retryVat()}>{t('checkout:vat.retry')}</button>
        </div>
      )}
    </section>
  );
}
