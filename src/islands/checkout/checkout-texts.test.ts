import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/i18n/languages';
import type { MessageTree } from '~/i18n/translator';
import { loadNamespace } from '~/i18n/checkout-resources';
import { localeFileFromDisk } from '../../../tests/setup/locale-files';
import { createCheckoutTexts, type NamespaceLoader } from './checkout-texts';

type Namespace = Parameters<NamespaceLoader>[1];

/** A text per language and namespace, so a test sees which file a translation came from. */
const tree = (lang: Locale, ns: Namespace): MessageTree =>
  ns === 'payment' ? { method: { pix: `Pix ${lang}` }, errors: { invalid_cvc: `CVC ${lang}` } } : { title: `${ns} ${lang}` };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A loader that answers at once, except for the files held by `hold` or failed by `fail` ("pt/payment"). */
function fakeLoader(options: { hold?: Set<string>; fail?: Set<string> } = {}) {
  const held = new Map<string, ReturnType<typeof deferred<MessageTree>>>();
  const calls: string[] = [];
  const load = vi.fn<NamespaceLoader>((lang, ns) => {
    const file = `${lang}/${ns}`;
    calls.push(file);
    if (options.fail?.has(file)) return Promise.reject(new Error(`chunk ${file} failed`));
    if (options.hold?.has(file)) {
      const wait = deferred<MessageTree>();
      held.set(file, wait);
      return wait.promise;
    }
    return Promise.resolve(tree(lang, ns));
  });
  const release = (file: string) => {
    const [lang, ns] = file.split('/') as [Locale, Namespace];
    held.get(file)?.resolve(tree(lang, ns));
  };
  return { load, calls, release, held };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkout texts: start namespaces and on-demand namespaces (DESIGN.md performance budgets)', () => {
  it('loads only checkout, errors and common at start; payment texts are keys until asked for', async () => {
    const { load, calls } = fakeLoader();
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    expect(calls.sort()).toEqual(['pt/checkout', 'pt/common', 'pt/errors']);
    const { t } = texts.$translator.get()!;
    expect(t('title')).toBe('checkout pt');
    expect(t('errors:title')).toBe('errors pt');
    expect(t('payment:method.pix')).toBe('method.pix');
  });

  it('merges a namespace asked for into the translator, keeping the start namespaces', async () => {
    const { load, calls } = fakeLoader();
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    const before = texts.$translator.get();
    await texts.requireNamespace('payment');
    const after = texts.$translator.get()!;
    expect(after).not.toBe(before); // a new translator, so React re-renders with it
    expect(after.language).toBe('pt');
    expect(after.t('payment:method.pix')).toBe('Pix pt');
    expect(after.t('payment:errors.invalid_cvc')).toBe('CVC pt');
    expect(after.t('common:title')).toBe('common pt');
    await texts.requireNamespace('payment'); // already there: no new load, same translator
    expect(texts.$translator.get()).toBe(after);
    expect(calls.filter((file) => file === 'pt/payment')).toHaveLength(1);
  });

  it('a language switch reloads the namespaces asked for, and swaps the translator only once all are loaded', async () => {
    const { load, calls, release } = fakeLoader({ hold: new Set(['en/payment']) });
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    await texts.requireNamespace('payment');
    const portuguese = texts.$translator.get();

    const switching = texts.setLanguage('en');
    await flush();
    expect(calls).toEqual(expect.arrayContaining(['en/checkout', 'en/errors', 'en/common', 'en/payment']));
    expect(texts.$translator.get()).toBe(portuguese); // never an English checkout without its payment texts
    release('en/payment');
    await switching;
    const { language, t } = texts.$translator.get()!;
    expect(language).toBe('en');
    expect(t('payment:method.pix')).toBe('Pix en');
    expect(t('title')).toBe('checkout en');
  });

  it('a namespace asked for during a language switch ends up in the new language', async () => {
    const { load, release } = fakeLoader({ hold: new Set(['de/checkout']) });
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    const switching = texts.setLanguage('de');
    let required = false;
    const requiring = texts.requireNamespace('payment').then(() => (required = true));
    await flush();
    expect(required).toBe(false); // it waits for the switch: the payment step must not open with Portuguese texts
    release('de/checkout');
    await Promise.all([switching, requiring]);
    const { language, t } = texts.$translator.get()!;
    expect(language).toBe('de');
    expect(t('payment:method.pix')).toBe('Pix de');
  });

  it('keeps the language asked for last when an earlier one loads later', async () => {
    const { load, release } = fakeLoader({ hold: new Set(['es/checkout']) });
    const texts = createCheckoutTexts(load);
    const first = texts.setLanguage('es');
    await texts.setLanguage('it');
    release('es/checkout');
    await first;
    expect(texts.$translator.get()?.language).toBe('it');
  });

  it('a namespace that fails to load rejects, leaves the translator as it was, and loads on a retry', async () => {
    const fail = new Set(['pt/payment']);
    const { load, calls } = fakeLoader({ fail });
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    const before = texts.$translator.get();
    await expect(texts.requireNamespace('payment')).rejects.toThrow('chunk pt/payment failed');
    expect(texts.$translator.get()).toBe(before);

    // Nothing shows it, so a language switch does not load it (nor fail because of it).
    await texts.setLanguage('fr');
    expect(calls).not.toContain('fr/payment');
    expect(texts.$translator.get()?.language).toBe('fr');

    fail.clear();
    await texts.requireNamespace('payment'); // the retry button
    expect(texts.$translator.get()?.t('payment:method.pix')).toBe('Pix fr');
  });

  it('falls back to English texts, payment included, when the language cannot be loaded', async () => {
    const { load } = fakeLoader({ fail: new Set(['es/payment']) });
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    await texts.requireNamespace('payment');
    await texts.setLanguage('es');
    const { language, t } = texts.$translator.get()!;
    expect(language).toBe('en');
    expect(t('payment:method.pix')).toBe('Pix en');
  });

  it('keeps the translator shown when neither the language nor English can be loaded', async () => {
    const { load } = fakeLoader({ fail: new Set(['it/common', 'en/common']) });
    const texts = createCheckoutTexts(load);
    await texts.setLanguage('pt');
    const portuguese = texts.$translator.get();
    await texts.setLanguage('it');
    expect(texts.$translator.get()).toBe(portuguese);
  });

  it('refuses a namespace before any language is loaded', async () => {
    const texts = createCheckoutTexts(fakeLoader().load);
    await expect(texts.requireNamespace('payment')).rejects.toThrow(/no checkout texts/);
  });

  it('loads the real locale files: the payment step reads the spec\'s Portuguese once payment is loaded', async () => {
    const texts = createCheckoutTexts((locale, ns) => loadNamespace(locale, ns, localeFileFromDisk));
    await texts.setLanguage('pt');
    expect(texts.$translator.get()?.t('payment:errors.invalid_cvc')).toBe('errors.invalid_cvc');
    await texts.requireNamespace('payment');
    const { t } = texts.$translator.get()!;
    expect(t('payment:errors.invalid_cvc')).toBe('O CVC é inválido');
    expect(t('payment:method.creditCard')).toBe('Cartão de crédito');
    expect(t('checkout:steps.payment')).toBe('Pagamento');
  });
});
