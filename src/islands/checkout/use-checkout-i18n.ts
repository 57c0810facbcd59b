import { useStore } from '@nanostores/react';
import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { loadCheckoutResources } from '~/i18n/checkout-resources';
import { createI18n } from '~/i18n/i18n';
import { htmlLang, textDirection, type Locale } from '~/i18n/languages';
import { $lang, $officeLang } from '~/stores/checkout/session';

/**
 * The island's i18next instance for the page language ($lang), loaded lazily (only the checkout's
 * namespaces of that language and English). Keeps `<html lang dir>` in step, right-to-left for iw.
 * Returns null until the first language is loaded; a failed load falls back to English texts.
 */
export function useCheckoutI18n(): i18n | null {
  const lang = useStore($lang);
  const officeLang = useStore($officeLang);
  const [instance, setInstance] = useState<i18n | null>(null);

  useEffect(() => {
    let current = true;
    const load = (locale: Locale) =>
      loadCheckoutResources(locale).then((resources) => {
        if (current) setInstance(createI18n(locale, resources, 'checkout'));
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
