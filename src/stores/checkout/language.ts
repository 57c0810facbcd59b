import { atom } from 'nanostores';
import { contentLocale, DEFAULT_LOCALE, officeLanguage, textDirection, type Locale } from '~/i18n/languages';
import { $lang, $officeLang } from './session';
import { resettable } from '~/stores/reset';

/** The page language chosen by resolvePageLanguage. */
export interface PageLanguage {
  /** The translated texts shown (pl, iw and other office languages read English). */
  locale: Locale;
  /** The office's code for the language (br->pt, us->en, he/il->iw), sent as user_lang. */
  officeLang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * The page language (part 1 §1, §9): the logged-in user's office language, else the browser's first language,
 * else English; br->pt, us->en, he/il->iw (right-to-left). Example:
 * resolvePageLanguage({ userLang: null, browserLanguages: ['he-IL'] }) -> { locale: 'en', officeLang: 'iw', dir: 'rtl' }.
 */
export function resolvePageLanguage(input: { userLang: string | null; browserLanguages: readonly string[] }): PageLanguage {
  const chosen = [input.userLang, ...input.browserLanguages].find((code): code is string => !!code && code.trim() !== '') ?? DEFAULT_LOCALE;
  return { locale: contentLocale(chosen), officeLang: officeLanguage(chosen), dir: textDirection(chosen) };
}

/** Text direction of the page, in step with $officeLang. */
export const $dir = resettable(atom<'ltr' | 'rtl'>('ltr'), 'page');

/** Sets $lang, $officeLang and $dir together; the island reloads its texts when $lang changes. */
export function setPageLanguage(language: PageLanguage): void {
  $lang.set(language.locale);
  $officeLang.set(language.officeLang);
  $dir.set(language.dir);
}
