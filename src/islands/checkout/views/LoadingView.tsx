import { useStore } from '@nanostores/react';
import { $stepOneView } from '~/stores/checkout/account/account';
import { $stepItems } from '~/stores/checkout/account/steps-view';
import { $user } from '~/stores/checkout/session';
import { useT } from '../i18n';
import { CheckoutFrame } from './CheckoutFrame';

/**
 * The checkout's frame while the load runs (decision 049), as the page's static HTML drew it, in the page language:
 * "the checkout is being prepared", with the buyer's first name once the office said who is logged in, and step 1 as
 * that buyer will see it (the account card instead of Novo cadastro).
 */
export function LoadingView() {
  const t = useT();
  const user = useStore($user);
  const items = useStore($stepItems);
  const view = useStore($stepOneView);
  return (
    <CheckoutFrame
      steps={items.map((item) => ({ step: item.step, state: item.state, label: t(item.labelKey) }))}
      status={user ? t('checkout:loading.preparing_named', { name: user.name.split(' ')[0] }) : t('checkout:loading.preparing')}
      step={view === 'visitor' ? 'form' : 'card'}
    />
  );
}
