import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $stepItems } from '~/stores/checkout/account/steps-view';
import { $status } from '~/stores/checkout/load/status';
import { $product } from '~/stores/checkout/session';
import { useT } from '../i18n';

/**
 * The document title (WCAG 2.4.2): the step and the product once loaded ("Pagamento · Premium Plus · Checkout"), or
 * that the checkout stopped ("Erro · Checkout"). A component of its own, so that only it renders again when they change.
 */
export function PageTitle() {
  const t = useT();
  const status = useStore($status);
  const steps = useStore($stepItems);
  const product = useStore($product);
  useEffect(() => {
    const active = status.state === 'ready' && steps.find((item) => item.state === 'active');
    const stopped = status.state === 'error' || status.state === 'blocked';
    document.title = [stopped && t('checkout:page_title_stopped'), active && t(active.labelKey), active && product?.title, t('checkout:page_title')].filter(Boolean).join(' · ');
  });
  return null;
}
