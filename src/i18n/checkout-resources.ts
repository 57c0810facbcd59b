import type { Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './languages';

/** Namespaces the checkout island uses; it loads only these, for its language and English. */
export const CHECKOUT_NAMESPACES = ['checkout', 'errors', 'common'] as const;

const loaders = import.meta.glob<Record<string, unknown>>(['/locales/*/checkout.json', '/locales/*/errors.json', '/locales/*/common.json'], {
  import: 'default',
});

/**
 * Loads the checkout's translations for a language (plus English as the fallback) as separate
 * chunks, so a buyer downloads only their language.
 * @example const resources = await loadCheckoutResources('pt') // { pt: { checkout, errors, common }, en: {...} }
 */
export async function loadCheckoutResources(locale: Locale): Promise<Resource> {
  const langs = [...new Set([locale, DEFAULT_LOCALE])];
  const resources: Resource = {};
  await Promise.all(
    langs.flatMap((lang) =>
      CHECKOUT_NAMESPACES.map(async (ns) => {
        const load = loaders[`/locales/${lang}/${ns}.json`];
        if (!load) return;
        (resources[lang] ??= {})[ns] = (await load()) as Resource[string][string];
      }),
    ),
  );
  return resources;
}
