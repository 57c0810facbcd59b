import type { Locale } from './languages';
import type { Messages, MessageTree } from './translator';

/** Namespaces the checkout island uses; it loads only these, for its language. */
export const CHECKOUT_NAMESPACES = ['checkout', 'errors', 'common'] as const;

const loaders = import.meta.glob<MessageTree>(['/locales/*/checkout.json', '/locales/*/errors.json', '/locales/*/common.json'], {
  import: 'default',
});

/**
 * Loads the checkout's translations for one language as separate chunks, so a buyer downloads only their
 * language. English is not loaded as a fallback: src/i18n/locales.test.ts fails when any language lacks a key.
 * @example const messages = await loadCheckoutResources('pt') // { pt: { checkout, errors, common } }
 */
export async function loadCheckoutResources(locale: Locale): Promise<Messages> {
  const messages: Messages = { [locale]: {} };
  await Promise.all(
    CHECKOUT_NAMESPACES.map(async (ns) => {
      const load = loaders[`/locales/${locale}/${ns}.json`];
      if (!load) throw new Error(`no ${ns} texts for ${locale}`);
      (messages[locale] as Record<string, MessageTree>)[ns] = await load();
    }),
  );
  return messages;
}
