import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { htmlLang, textDirection } from '~/i18n/languages';
import type { Translator } from '~/i18n/translator';
import { $lang, $officeLang } from '~/stores/checkout/session';
import { checkoutTexts } from './checkout-texts';

/**
 * The island's translator for the page language ($lang), its texts loaded lazily (checkout-texts.ts: the start
 * namespaces of that language, plus the on-demand ones a lazily loaded part asked for with loadCheckoutNamespace).
 * Keeps `<html lang dir>` in step: `lang` the texts', right-to-left for iw (the title: views/PageTitle.tsx).
 * Returns null until the first language is loaded; a failed load falls back to English texts.
 */
export function useCheckoutI18n(): Translator | null {
  const lang = useStore($lang);
  const officeLang = useStore($officeLang);
  const translator = useStore(checkoutTexts.$translator);

  useEffect(() => {
    void checkoutTexts.setLanguage(lang);
  }, [lang]);

  useEffect(() => {
    const root = document.documentElement;
    // `lang` is the language of the texts shown (WCAG 3.1.1: a Hebrew visitor reads English texts, so a screen
    // reader must read them as English), `dir` the office language's (he/il/iw: right to left).
    root.lang = htmlLang(lang);
    root.dir = textDirection(officeLang || lang);
    root.setAttribute('data-ui-lang', lang);
  }, [lang, officeLang]);

  return translator;
}
