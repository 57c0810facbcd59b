import { TEAM_ACCOUNT_MESSAGE_KEY } from '~/stores/checkout/account/account';
import { useT } from '../i18n';
import { AccountIdentity } from './AccountIdentity';

/** A team account on a plan or fee (part 1 §1): the account, the spec's message, and no Continuar. */
export function TeamAccountBlock() {
  const t = useT();
  return (
    <section className="account-card" aria-labelledby="account-card-title">
      <h2 id="account-card-title" className="account-form__title">
        {t('checkout:account.card.title')}
      </h2>
      <AccountIdentity />
      <p className="alert" role="alert">
        {t(TEAM_ACCOUNT_MESSAGE_KEY)}
      </p>
    </section>
  );
}
