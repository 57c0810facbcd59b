/**
 * Languages of the product (part 1 §1): translations exist for en, pt, es, it, fr and de;
 * pl pages exist with English content; he and il (office code iw) render right-to-left.
 */
export const LOCALES = ['en', 'pt', 'es', 'it', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** Languages that get pre-rendered pages. `en` has no URL prefix. */
export const PAGE_LANGS = ['en', 'pt', 'es', 'it', 'fr', 'de', 'pl'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Browser and office codes that name a language differently (part 1 §9). */
const ALIASES: Record<string, string> = { br: 'pt', us: 'en', he: 'iw', il: 'iw' };
const RTL = new Set(['iw', 'he', 'il', 'ar', 'fa', 'ur']);

export function isLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/**
 * The office language code for a browser or office language (`pt-BR` -> `pt`, `br` -> `pt`,
 * `us` -> `en`, `he`/`il` -> `iw`).
 * @example officeLanguage('he-IL') // 'iw'
 */
export function officeLanguage(code: string): string {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[base] ?? base;
}

/**
 * The language whose texts are shown: a translated locale, else English
 * (pl, iw and every other office language fall back to en).
 * @example contentLocale('pt-BR') // 'pt'
 */
export function contentLocale(code: string): Locale {
  const lang = officeLanguage(code);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Text direction for a language (right-to-left for he, il and iw). */
export function textDirection(code: string): 'ltr' | 'rtl' {
  return RTL.has(officeLanguage(code)) ? 'rtl' : 'ltr';
}

// The page languages without texts of their own (pl) and the office codes HTML writes otherwise (iw). Written out
// rather than derived: this module is in the plans pages' first JavaScript (4 KB, decision 042).
const HTML_LANGS: Record<string, string> = { iw: 'he', pl: 'en' };

/**
 * The `lang` attribute for a page in that language: the language its texts are written in, so a pl page, which
 * is English (part 1 §1: pl falls back to en), says `en`; `iw` is written `he` in HTML.
 * @example htmlLang('pl') // 'en'
 */
export function htmlLang(code: string): string {
  const lang = officeLanguage(code);
  return HTML_LANGS[lang] ?? lang;
}

/** First supported language in the browser's preference list. */
export function pickBrowserLocale(preferences: readonly string[]): Locale {
  for (const pref of preferences) {
    const lang = officeLanguage(pref);
    if (isLocale(lang)) return lang;
  }
  return DEFAULT_LOCALE;
}

/** URL prefix of a page language: '' for en, '/pt' for pt. */
export function langPrefix(lang: PageLang): string {
  return lang === 'en' ? '' : `/${lang}`;
}
