import type { Locale } from './languages';
import type { MessageTree } from './translator';

/** Namespaces the checkout island loads at start, for its language only. */
export const CHECKOUT_NAMESPACES = ['checkout', 'errors', 'common'] as const;

/**
 * Namespaces a lazily loaded part of the checkout asks for when it opens, never at start (the first-load
 * JavaScript budget of DESIGN.md): `payment` holds the payment step's texts (method names, buttons, the
 * card/refusal/fraud messages of part 2 §8) and the confirmation's.
 */
export const ON_DEMAND_NAMESPACES = ['payment'] as const;

export type CheckoutNamespace = (typeof CHECKOUT_NAMESPACES)[number];
export type OnDemandNamespace = (typeof ON_DEMAND_NAMESPACES)[number];

/** Every namespace the checkout island can show a text from (what translator.test.ts compares with i18next). */
export const ISLAND_NAMESPACES = [...CHECKOUT_NAMESPACES, ...ON_DEMAND_NAMESPACES] as const;

// One lazy chunk per language for the start namespaces together (integrations/start-texts.ts answers the query
// with { checkout, errors, common }: one file instead of three, decision 026), one per language and on-demand
// namespace (Vite code-splits each file of an import.meta.glob).
const startLoaders = import.meta.glob<Record<CheckoutNamespace, MessageTree>>('/locales/*/checkout.json', {
  query: '?start-texts',
  import: 'default',
});
const onDemandLoaders = import.meta.glob<MessageTree>('/locales/*/payment.json', { import: 'default' });

const isStartNamespace = (ns: string): ns is CheckoutNamespace => (CHECKOUT_NAMESPACES as readonly string[]).includes(ns);

/**
 * Loads one namespace of one language: a start namespace from its language's start chunk (loaded once for the
 * three), an on-demand one from its own chunk. Rejects when the chunk fails to load or the file is missing.
 * @example const payment = await loadNamespace('pt', 'payment') // { panel: {...}, method: {...}, errors: {...}, ... }
 */
export async function loadNamespace(locale: Locale, ns: CheckoutNamespace | OnDemandNamespace): Promise<MessageTree> {
  if (isStartNamespace(ns)) {
    const load = startLoaders[`/locales/${locale}/checkout.json`];
    if (!load) throw new Error(`no ${ns} texts for ${locale}`);
    return (await load())[ns];
  }
  const load = onDemandLoaders[`/locales/${locale}/${ns}.json`];
  if (!load) throw new Error(`no ${ns} texts for ${locale}`);
  return load();
}
