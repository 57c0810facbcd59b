import { atom, type ReadableAtom } from 'nanostores';
import { CHECKOUT_NAMESPACES, loadNamespace, type CheckoutNamespace, type OnDemandNamespace } from '~/i18n/checkout-resources';
import { DEFAULT_LOCALE, type Locale } from '~/i18n/languages';
import { createTranslator, type MessageTree, type Translator } from '~/i18n/translator';

type Namespace = CheckoutNamespace | OnDemandNamespace;

/** Loads one namespace of one language (the real one is `loadNamespace`: one JSON file each, decision 037). */
export type NamespaceLoader = (locale: Locale, ns: Namespace) => Promise<MessageTree>;

export interface CheckoutTexts {
  /** The island's translator: null until the first language is loaded. Swapped whole, never half-loaded. */
  readonly $translator: ReadableAtom<Translator | null>;
  /**
   * Shows the island in `locale`: loads the start namespaces plus every on-demand namespace asked for so far,
   * then swaps the translator at once (the old one stays until then, so no key shows in between). When that
   * fails it loads English instead; when English fails too, the translator stays as it was. A later call wins.
   */
  setLanguage(locale: Locale): Promise<void>;
  /**
   * Loads `ns` for the language shown and merges it into the translator; resolves once the translator has it,
   * rejects when it could not be loaded. Every later language switch loads it too.
   */
  requireNamespace(ns: OnDemandNamespace): Promise<void>;
}

/**
 * The checkout island's texts (decision 007): start namespaces for its language, plus namespaces a lazily loaded
 * part asks for when it opens (the payment step's `payment`, see CHECKOUT_NAMESPACES and ON_DEMAND_NAMESPACES).
 * @example const texts = createCheckoutTexts(); await texts.setLanguage('pt'); await texts.requireNamespace('payment');
 *          texts.$translator.get()?.t('payment:method.pix') === 'Pix'
 */
export function createCheckoutTexts(load: NamespaceLoader = loadNamespace): CheckoutTexts {
  const $translator = atom<Translator | null>(null);
  const required = new Set<OnDemandNamespace>();
  /** The texts behind the translator shown. */
  let shown: { locale: Locale; trees: Partial<Record<Namespace, MessageTree>> } | null = null;
  /** The language asked for last, and its switch while it loads. */
  let target: Locale | null = null;
  let switching: Promise<void> | null = null;

  const show = (locale: Locale, trees: Partial<Record<Namespace, MessageTree>>) => {
    shown = { locale, trees };
    $translator.set(createTranslator(locale, { [locale]: trees as Record<string, MessageTree> }, 'checkout'));
  };

  async function switchTo(locale: Locale): Promise<void> {
    for (const lang of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
      const namespaces = [...CHECKOUT_NAMESPACES, ...required];
      try {
        const trees = await Promise.all(namespaces.map((ns) => load(lang, ns)));
        if (target !== locale) return; // a later switch wins
        show(lang, Object.fromEntries(namespaces.map((ns, i) => [ns, trees[i]])));
        return;
      } catch {
        if (target !== locale) return;
      }
    }
  }

  function setLanguage(locale: Locale): Promise<void> {
    if (locale === target) return switching ?? Promise.resolve();
    target = locale;
    const run: Promise<void> = switchTo(locale).finally(() => {
      if (switching === run) switching = null;
    });
    switching = run;
    return run;
  }

  async function requireNamespace(ns: OnDemandNamespace): Promise<void> {
    required.add(ns);
    for (;;) {
      if (switching) {
        await switching; // it may not have had `ns` in its list: look again once it is shown
        continue;
      }
      const locale = shown?.locale;
      if (!locale) throw new Error(`no checkout texts yet for ${ns}`);
      if (shown?.trees[ns]) return;
      let tree: MessageTree;
      try {
        tree = await load(locale, ns);
      } catch (error) {
        if (!shown?.trees[ns]) required.delete(ns); // nothing shows it: a language switch need not load it
        throw error;
      }
      // Merged only into the language it was loaded for; after a switch, go round again.
      if (shown?.locale === locale) {
        show(locale, { ...shown.trees, [ns]: tree });
        return;
      }
    }
  }

  return { $translator, setLanguage, requireNamespace };
}

/** The checkout island's texts, shared by Checkout.tsx and the sandbox workbench through useCheckoutI18n(). */
export const checkoutTexts = createCheckoutTexts();

/**
 * For a lazily loaded part of the checkout: loads its namespace in the island's language and merges it into the
 * island's translator (and into every later language). Await it with the part's code before rendering the part.
 * @example lazyBlock(() => Promise.all([import('./PaymentMethodsPreview'), loadCheckoutNamespace('payment')]).then(([m]) => m.PaymentMethodsPreview))
 */
export function loadCheckoutNamespace(ns: OnDemandNamespace): Promise<void> {
  return checkoutTexts.requireNamespace(ns);
}
