/**
 * The pages that exist in every page language (SEO): the source of the hreflang alternates and
 * of the sitemap. A page not listed here (the QA page, the checkout) gets a canonical URL only.
 */
import { PAGE_LANGS, langPrefix, type PageLang } from '~/i18n/languages';

export interface LocalizedRoute {
  /** Path without the language prefix, no trailing slash ('/' for the home). */
  path: string;
  /** 'prefix' matches every page below the path (one page per plan slug). */
  match: 'exact' | 'prefix';
  /**
   * False for notice pages: they describe a state of one checkout visit, so they carry `noindex`
   * and stay out of the sitemap (a search engine should never send a visitor to them).
   */
  indexable: boolean;
}

export const LOCALIZED_ROUTES: readonly LocalizedRoute[] = [
  { path: '/', match: 'exact', indexable: true },
  { path: '/plans', match: 'exact', indexable: true },
  { path: '/plans-trial', match: 'exact', indexable: true },
  { path: '/plans-legacy', match: 'exact', indexable: true },
  { path: '/plan-or-fee-inactive', match: 'prefix', indexable: false },
  { path: '/unavailable', match: 'exact', indexable: false },
  { path: '/not-found-plan-or-fee', match: 'exact', indexable: false },
  { path: '/currency-not-available', match: 'exact', indexable: false },
  { path: '/block-user', match: 'exact', indexable: false },
];

const PREFIXED = new Set<string>(PAGE_LANGS.filter((lang) => lang !== 'en'));

function trimSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A URL path split into its page language and the path without the prefix; unprefixed paths are en.
 * Example: splitLangPath('/pt/plans/') -> { lang: 'pt', path: '/plans' }; splitLangPath('/') -> { lang: 'en', path: '/' }.
 */
export function splitLangPath(pathname: string): { lang: PageLang; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (PREFIXED.has(first)) return { lang: first as PageLang, path: trimSlash(`/${rest.join('/')}`) };
  return { lang: 'en', path: trimSlash(pathname) };
}

/**
 * The public path of a page in a language: en has no prefix, a language home ends with a slash.
 * Example: localizedPath('pt', '/') === '/pt/'; localizedPath('en', '/plans') === '/plans'.
 */
export function localizedPath(lang: PageLang, path: string): string {
  const clean = trimSlash(path);
  if (clean === '/') return `${langPrefix(lang)}/`;
  return `${langPrefix(lang)}${clean}`;
}

/** The localized route a path (without prefix) belongs to, or null. Example: findRoute('/plan-or-fee-inactive/x')?.indexable === false. */
export function findRoute(path: string): LocalizedRoute | null {
  const clean = trimSlash(path);
  return (
    LOCALIZED_ROUTES.find((route) =>
      route.match === 'exact' ? route.path === clean : clean === route.path || clean.startsWith(`${route.path}/`),
    ) ?? null
  );
}
