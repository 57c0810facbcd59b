import { useStore } from '@nanostores/react';
import { $continueError, continueToPayment } from '~/stores/checkout/account/account';
import { useT } from '../i18n';
import { AccountIdentity } from './AccountIdentity';

/** Step 1 logged in (part 1 §2): the account and Continuar; a step guard's refusal shows in the alert region. */
export function AccountCard() {
  const t = useT();
  const error = useStore($continueError);
  return (
    <section className="account-card" aria-labelledby="account-card-title">
      <h2 id="account-card-title" className="account-form__title">
        {t('checkout:account.card.title')}
      </h2>
      <AccountIdentity />
      {error && (
        <p className="alert" role="alert">
          {t(error)}
        </p>
      )}
      <button type="button" className="button account-form__submit" onClick={continueToPayment}>
        {t('checkout:steps.continue')}
      </button>
    </section>
  );
}
