/**
 * Head links for search engines (SEO): the canonical URL on the configured site address
 * (PUBLIC_SITE_URL), an hreflang alternate per page language and x-default (English, no prefix).
 */
import { PAGE_LANGS, htmlLang } from '~/i18n/languages';
import { findRoute, localizedPath, splitLangPath } from './site-routes';

export interface HreflangLink {
  /** 'en', 'pt', ... or 'x-default'. */
  hreflang: string;
  href: string;
}

export interface SeoLinks {
  canonical: string | null;
  alternates: HreflangLink[];
  noindex: boolean;
}

export interface SeoInput {
  /** The configured site address, e.g. 'https://www.example.com' (a trailing slash is ignored). */
  site: string;
  /** The page's URL path, with or without a trailing slash. */
  pathname: string;
  /** Forces `noindex` (the 404 page). */
  noindex?: boolean;
  /** False leaves the canonical link out (the 404 page answers many URLs). */
  canonical?: boolean;
}

/** An absolute URL on the site. Example: absoluteUrl('https://a.example/', '/pt/') === 'https://a.example/pt/'. */
export function absoluteUrl(site: string, path: string): string {
  return `${site.replace(/\/+$/, '')}${path}`;
}

/**
 * Canonical, alternates and indexing of one page. A page that exists in every language (site-routes.ts)
 * lists all of them plus x-default; any other page has only its canonical URL.
 * Example: seoLinks({ site: 'https://a.example', pathname: '/pt/plans/' }).canonical === 'https://a.example/pt/plans'.
 */
export function seoLinks(input: SeoInput): SeoLinks {
  const { lang, path } = splitLangPath(input.pathname);
  const route = findRoute(path);
  const noindex = input.noindex === true || (route !== null && !route.indexable);
  if (route === null) {
    const canonical = input.canonical === false ? null : absoluteUrl(input.site, localizedPath(lang, path));
    return { canonical, alternates: [], noindex };
  }
  const alternates = PAGE_LANGS.map((pageLang) => ({
    hreflang: htmlLang(pageLang),
    href: absoluteUrl(input.site, localizedPath(pageLang, path)),
  }));
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(input.site, localizedPath('en', path)) });
  const canonical = input.canonical === false ? null : absoluteUrl(input.site, localizedPath(lang, path));
  return { canonical, alternates, noindex };
}
