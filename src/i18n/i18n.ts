import { createInstance, type i18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './languages';

/**
 * A ready, synchronous i18next instance for one language. English is the fallback for
 * any missing key (pl and iw read English). React escapes output, so i18next does not.
 */
export function createI18n(locale: Locale, resources: Resource, defaultNS = 'common'): i18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources,
    ns: Object.keys(resources[locale] ?? resources[DEFAULT_LOCALE] ?? {}),
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
