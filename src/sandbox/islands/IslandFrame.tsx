import type { ComponentType } from 'react';
import type { Translator } from '~/i18n/translator';
import { I18nProvider } from '~/islands/checkout/i18n';

/** A checkout island as the workbench shows it: under the checkout's translator, inside the checkout's frame. */
export function IslandFrame({ i18n, Island }: { i18n: Translator; Island: ComponentType }) {
  return (
    <I18nProvider i18n={i18n}>
      <div className="checkout">
        <Island />
      </div>
    </I18nProvider>
  );
}
