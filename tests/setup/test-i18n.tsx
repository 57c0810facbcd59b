import type { ReactNode } from 'react';
import { createI18n } from '~/i18n/i18n';
import type { Locale } from '~/i18n/languages';
import { allResources } from '~/i18n/resources';
import { I18nProvider } from '~/islands/checkout/i18n';

/** Renders children with the real locale files of a language, as the checkout island does. */
export function TestI18n({ lang = 'pt', children }: { lang?: Locale; children: ReactNode }) {
  return <I18nProvider i18n={createI18n(lang, allResources(), 'checkout')}>{children}</I18nProvider>;
}
