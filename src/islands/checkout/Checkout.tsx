import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $status } from '~/stores/checkout/load/status';
import { primePageLanguage, reloadCheckout, startCheckout } from '~/stores/checkout/load/start';
import { preloadFirstScreen } from './account/StepOne';
import { preloadShownAsideBlocks } from './cart/CheckoutAside';
import { $firstPaintPending } from './first-paint';
import { I18nProvider } from './i18n';
import { useCheckoutI18n } from './use-checkout-i18n';
import { BlockedView } from './views/BlockedView';
import { LeavingView } from './views/LeavingView';
import { LoadErrorView } from './views/LoadErrorView';
import { LoadingView } from './views/LoadingView';
import { PageHeading } from './views/PageHeading';
import { PageTitle } from './views/PageTitle';
import { ReadyView } from './views/ReadyView';

/**
 * The whole checkout (DESIGN.md): starts the load sequence once, then renders the status.
 * `children` is the static loading view pre-rendered by the page, shown until the texts are loaded.
 */
export default function Checkout({ children }: { children?: ReactNode }) {
  // Once, before the texts are chosen: the island starts in the visitor's language, never in English first.
  useState(primePageLanguage);
  const status = useStore($status);
  const firstPaintPending = useStore($firstPaintPending);
  const i18n = useCheckoutI18n();

  useEffect(() => {
    void startCheckout();
  }, []);
  // The aside's on-demand blocks and a visitor's first screen start loading while the load sequence still runs.
  useEffect(preloadShownAsideBlocks, []);
  useEffect(preloadFirstScreen, []);

  if (!i18n) return <>{children}</>;
  return (
    <I18nProvider i18n={i18n}>
      <PageHeading />
      <PageTitle />
      {/* A loaded checkout first paints with the parts it shows (first-paint.ts): no jump, a usable step. */}
      {(status.state === 'loading' || (status.state === 'ready' && firstPaintPending > 0)) && <LoadingView />}
      {status.state === 'error' && <LoadErrorView messageKey={status.messageKey} onReload={() => void reloadCheckout()} />}
      {status.state === 'blocked' && <BlockedView messageKey={status.messageKey} />}
      {status.state === 'leaving' && <LeavingView to={status.to} />}
      {status.state === 'ready' && firstPaintPending === 0 && <ReadyView />}
    </I18nProvider>
  );
}
