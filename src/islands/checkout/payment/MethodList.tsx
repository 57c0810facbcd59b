import { useStore } from '@nanostores/react';
import { editPayment } from '~/stores/checkout/attempt/dispatch';
import { $methods, $methodsDecided } from '~/stores/checkout/choice/methods';
import { $selection, chooseMethod } from '~/stores/checkout/choice/selection';
import { $options } from '~/stores/checkout/session';
import { useT } from '../i18n';

/**
 * The method options of step 2 (part 2 §2, §4.2), one per method the domain allows, in the spec's order. Until the
 * list is decided (the browser said whether it has a wallet, decision 044) its place is held by as many empty rows
 * as it can have (the wallet's too), announced as loading: a wallet found late neither pushes the options down
 * under the buyer's finger nor takes the preselection away.
 */
export function MethodList({ locked }: { locked: boolean }) {
  const t = useT();
  const decided = useStore($methodsDecided);
  const methods = useStore($methods);
  const { method } = useStore($selection);
  // Part 2 §8: a link naming a method that does not exist says so; the list below is what the purchase can pay with.
  const unknown = useStore($options)?.unknownPaymentMethod;
  if (decided && methods.length === 0) return <p className="alert" role="alert">{t('payment:no_method')}</p>;
  return (
    <>
      {unknown && <p className="alert" role="status">{t('payment:errors.unknown_method', { method: unknown })}</p>}
      <fieldset className="method-list" disabled={locked || !decided} aria-busy={!decided}>
        <legend>{t('payment:methods_legend')}</legend>
        {decided ? (
          methods.map((option) => (
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
          ))
        ) : (
          <>
            <p className="visually-hidden" role="status">{t('payment:methods_loading')}</p>
            {/* Undecided means a wallet is offered and not in the list yet: one row more. */}
            {[...methods, 0].map((_, row) => (
              <span key={row} className="method-list__option method-list__option--placeholder" aria-hidden="true">
                {'\u00a0'}
              </span>
            ))}
          </>
        )}
      </fieldset>
    </>
  );
}
