import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { loadCheckoutResources } from '~/i18n/checkout-resources';
import { htmlLang, textDirection, type Locale } from '~/i18n/languages';
import { createTranslator, type Translator } from '~/i18n/translator';
import { $lang, $officeLang } from '~/stores/checkout/session';

/**
 * The island's translator for the page language ($lang), its texts loaded lazily (only the checkout's
 * namespaces of that language). Keeps `<html lang dir>` in step, right-to-left for iw.
 * Returns null until the first language is loaded; a failed load falls back to English texts.
 */
export function useCheckoutI18n(): Translator | null {
  const lang = useStore($lang);
  const officeLang = useStore($officeLang);
  const [instance, setInstance] = useState<Translator | null>(null);

  useEffect(() => {
    let current = true;
    const load = (locale: Locale) =>
      loadCheckoutResources(locale).then((resources) => {
        if (current) setInstance(createTranslator(locale, resources, 'checkout'));
      });
    load(lang).catch(() => load('en'));
    return () => {
      current = false;
    };
  }, [lang]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = htmlLang(officeLang || lang);
    root.dir = textDirection(officeLang || lang);
    root.setAttribute('data-ui-lang', lang);
  }, [lang, officeLang]);

  return instance;
}
