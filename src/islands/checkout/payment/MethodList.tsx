import { useStore } from '@nanostores/react';
import { editPayment } from '~/stores/checkout/attempt/dispatch';
import { $methodRowsAtMost, $methods, $methodsDecided } from '~/stores/checkout/choice/methods';
import { $selection, chooseMethod } from '~/stores/checkout/choice/selection';
import { useT } from '../i18n';

/**
 * The method options of step 2 (part 2 §2, §4.2), one per method the domain allows, in the spec's order. Until the
 * list is decided (the browser said whether it has a wallet, decision 044) its place is held by as many empty rows
 * as it can have, announced as loading: a wallet found late neither pushes the options down under the buyer's
 * finger nor takes the preselection away.
 */
export function MethodList({ locked }: { locked: boolean }) {
  const t = useT();
  const decided = useStore($methodsDecided);
  const methods = useStore($methods);
  const rows = useStore($methodRowsAtMost);
  const { method } = useStore($selection);
  if (!decided) {
    return (
      <fieldset className="method-list" disabled aria-busy="true">
        <legend>{t('payment:methods_legend')}</legend>
        <p className="visually-hidden" role="status">{t('payment:methods_loading')}</p>
        {Array.from({ length: rows }, (_, row) => (
          <span key={row} className="method-list__option method-list__option--placeholder" aria-hidden="true">
            {'\u00a0'}
          </span>
        ))}
      </fieldset>
    );
  }
  if (methods.length === 0) return <p className="alert" role="alert">{t('payment:no_method')}</p>;
  return (
    <fieldset className="method-list" disabled={locked}>
      <legend>{t('payment:methods_legend')}</legend>
      {methods.map((option) => (
        <label key={option} className="method-list__option" data-selected={option === method || undefined}>
          <input
            type="radio"
            name="payment-method"
            value={option}
            checked={option === method}
            // A click on the option already selected is a choice too: the entry selection is never set over it.
            onClick={() => chooseMethod(option)}
            onChange={() => {
              chooseMethod(option);
              editPayment();
            }}
          />
          <span>{t(`payment:method.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
