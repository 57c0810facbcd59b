import { useStore } from '@nanostores/react';
import { $user } from '~/stores/checkout/session';
import { useT } from '../i18n';

/** "The checkout is being prepared", with the buyer's name once the office said who is logged in. */
export function LoadingView() {
  const t = useT();
  const user = useStore($user);
  return (
    <div className="checkout-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p className="personal">{user ? t('checkout:loading.preparing_named', { name: user.name.split(' ')[0] }) : t('checkout:loading.preparing')}</p>
    </div>
  );
}
