import type { ReactNode } from 'react';
import type { Locale } from '~/i18n/languages';
import { allResources } from '~/i18n/resources';
import { createTranslator, type Messages } from '~/i18n/translator';
import { I18nProvider } from '~/islands/checkout/i18n';

/**
 * Renders children with the real locale files of a language, through the translator the checkout island uses.
 * Every namespace of the language, on-demand ones (`payment`) included: the island has them once the part that
 * asks for them has loaded (src/islands/checkout/checkout-texts.ts); PaymentStep.test.tsx tests that loading.
 */
export function TestI18n({ lang = 'pt', children }: { lang?: Locale; children: ReactNode }) {
  // Only the page's language, as in the browser (no English fallback is loaded there).
  const messages = { [lang]: (allResources() as Messages)[lang] ?? {} };
  return <I18nProvider i18n={createTranslator(lang, messages, 'checkout')}>{children}</I18nProvider>;
}
