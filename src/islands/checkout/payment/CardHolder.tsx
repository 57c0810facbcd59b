import { useStore } from '@nanostores/react';
import { $continueButton } from '~/stores/checkout/choice/continue-button';
import { $holderName, setHolderName } from '~/stores/checkout/choice/fields';
import { editPayment } from '~/stores/checkout/attempt/dispatch';
import { $paymentStatus } from '~/stores/checkout/attempt/status';
import { useT } from '../i18n';
import '../account/account.css';

/**
 * The holder name: our own input beside the provider's card frames (part 2 §5 "Titular inválido"). A press that the
 * holder held back (missing, or refused by the tokeniser) marks it and puts the step's message beside it (WCAG 3.3.1).
 */
export function CardHolder() {
  const t = useT();
  const holder = useStore($holderName);
  const button = useStore($continueButton);
  const messageKey = button?.state.kind === 'disabled' ? button.state.messageKey : null;
  const status = useStore($paymentStatus);
  const refused = status.state === 'invalid' && status.message.key.includes('holder');
  const note = refused ? status.message.key : messageKey;
  return (
    <div className="field">
      <label className="field__label" htmlFor="card-holder">{t('payment:card.holder')}</label>
      <input
        id="card-holder"
        className="field__input"
        name="cc-name"
        autoComplete="cc-name"
        value={holder}
        aria-invalid={refused || (messageKey !== null && holder.trim() === '' && holder !== '') || undefined}
        aria-describedby={note ? 'card-holder-hint' : undefined}
        onChange={(event) => {
          setHolderName(event.target.value);
          editPayment();
        }}
      />
      {note && (
        <p id="card-holder-hint" className="field__hint">
          {t(note)}
        </p>
      )}
    </div>
  );
}
