/**
 * Links of the plans pages that lead off the site: the enterprise page by browser language (part 1 §2),
 * the mega-menu's tool and solution pages, and the other languages of the same page. All addresses are
 * built from the configured company home (DESIGN.md "Security"); the paths are ours.
 */
import { langPrefix, PAGE_LANGS, type Locale, type PageLang } from '~/i18n/languages';

/** Languages with their own enterprise page (part 1 §2); any other browser language gets en. */
export const ENTERPRISE_LANGS = ['en', 'pt', 'es', 'it', 'de', 'fr'] as const satisfies readonly Locale[];

function join(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/**
 * The enterprise page of each language: en at /enterprise, the others under their code.
 * Example: enterpriseHrefs('https://www.example.com').pt === 'https://www.example.com/pt/enterprise'.
 */
export function enterpriseHrefs(companyHome: string): Record<(typeof ENTERPRISE_LANGS)[number], string> {
  return Object.fromEntries(ENTERPRISE_LANGS.map((lang) => [lang, join(companyHome, `${lang === 'en' ? '' : `/${lang}`}/enterprise`)])) as Record<(typeof ENTERPRISE_LANGS)[number], string>;
}

/** A tool's page in the mega-menu; tools without a slug go to the tools overview. Example: toolHref(home, 'crm') === `${home}/tools/crm`. */
export function toolHref(companyHome: string, slug: string | null): string {
  return join(companyHome, slug ? `/tools/${encodeURIComponent(slug)}` : '/tools');
}

/** The solutions of the mega-menu; each key has `plans:menu.solutions.<key>.title` and `.text`. */
export const SOLUTIONS = ['creators', 'agencies', 'ecommerce', 'local'] as const;

/** A solution's page. Example: solutionHref(home, 'agencies') === `${home}/solutions/agencies`. */
export function solutionHref(companyHome: string, key: (typeof SOLUTIONS)[number]): string {
  return join(companyHome, `/solutions/${key}`);
}

/** Names of the page languages in themselves (for the language picker; not translated by design). */
export const LANGUAGE_NAMES: Record<PageLang, string> = {
  en: 'English', pt: 'Português', es: 'Español', it: 'Italiano', fr: 'Français', de: 'Deutsch', pl: 'Polski',
};

/**
 * The same page in every page language. Example: samePageInLanguages('/plans-trial')[1] -> { lang: 'pt', href: '/pt/plans-trial' }.
 */
export function samePageInLanguages(path: '/' | '/plans' | '/plans-trial'): { lang: PageLang; href: string }[] {
  return PAGE_LANGS.map((lang) => ({ lang, href: path === '/' ? `${langPrefix(lang)}/` : `${langPrefix(lang)}${path}` }));
}
