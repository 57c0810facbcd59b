import { useStore } from '@nanostores/react';
import { $continueButton } from '~/stores/checkout/choice/continue-button';
import { $holderName, setHolderName } from '~/stores/checkout/choice/fields';
import { editPayment } from '~/stores/checkout/attempt/dispatch';
import { useT } from '../i18n';
import '../account/account.css';

/** The holder name: our own input beside the provider's card frames (part 2 §5 "Titular inválido"). */
export function CardHolder() {
  const t = useT();
  const holder = useStore($holderName);
  const button = useStore($continueButton);
  const messageKey = button?.state.kind === 'disabled' ? button.state.messageKey : null;
  const showError = messageKey !== null && holder.trim() === '' && holder !== '';
  return (
    <div className="field">
      <label className="field__label" htmlFor="card-holder">{t('payment:card.holder')}</label>
      <input
        id="card-holder"
        className="field__input"
        name="cc-name"
        autoComplete="cc-name"
        value={holder}
        aria-invalid={showError || undefined}
        aria-describedby={messageKey ? 'card-holder-hint' : undefined}
        onChange={(event) => {
          setHolderName(event.target.value);
          editPayment();
        }}
      />
      {messageKey && (
        <p id="card-holder-hint" className="field__hint">
          {t(messageKey)}
        </p>
      )}
    </div>
  );
}
