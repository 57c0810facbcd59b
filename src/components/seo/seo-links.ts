/**
 * Head links for search engines and link previews (SEO): the canonical URL on the configured site address
 * (PUBLIC_SITE_URL), an hreflang alternate per language with texts and x-default (English, no prefix), the Open
 * Graph locale and image. pl pages are English (part 1 §1): they say so, point their canonical at the English page
 * and are no language of their own in hreflang or the sitemap (decision 043).
 */
import { LOCALES, contentLocale, type Locale } from '~/i18n/languages';
import { findRoute, localizedPath, splitLangPath } from './site-routes';

/** Open Graph locale (language_TERRITORY) of each language with texts: the product's main market for it. */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_US', pt: 'pt_BR', es: 'es_ES', it: 'it_IT', fr: 'fr_FR', de: 'de_DE' };

/** The link-preview image (public/og-image.png, scripts/og-image/): language-free, so one serves every page. */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, type: 'image/png' } as const;

export interface HreflangLink {
  /** 'en', 'pt', ... or 'x-default'. */
  hreflang: string;
  href: string;
}

export interface SeoLinks {
  canonical: string | null;
  alternates: HreflangLink[];
  noindex: boolean;
  /** The language the page is written in (a pl page: en). */
  lang: Locale;
  /** og:locale, and og:locale:alternate for the page's other languages. */
  ogLocale: string;
  ogLocaleAlternates: string[];
  /** Absolute address of the link-preview image. */
  image: string;
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
 * Canonical, alternates, indexing and preview locale of one page. A page that exists in every language
 * (site-routes.ts) lists each language with texts plus x-default; any other page has only its canonical URL.
 * A pl page's canonical is the English page it repeats.
 * Example: seoLinks({ site: 'https://a.example', pathname: '/pt/plans/' }).canonical === 'https://a.example/pt/plans'.
 */
export function seoLinks(input: SeoInput): SeoLinks {
  const split = splitLangPath(input.pathname);
  const lang = contentLocale(split.lang);
  const route = findRoute(split.path);
  const noindex = input.noindex === true || (route !== null && !route.indexable);
  const canonical = input.canonical === false ? null : absoluteUrl(input.site, localizedPath(lang, split.path));
  const alternates: HreflangLink[] = route === null ? [] : LOCALES.map((other) => ({ hreflang: other, href: absoluteUrl(input.site, localizedPath(other, split.path)) }));
  if (route !== null) alternates.push({ hreflang: 'x-default', href: absoluteUrl(input.site, localizedPath('en', split.path)) });
  const ogLocaleAlternates = route === null ? [] : LOCALES.filter((other) => other !== lang).map((other) => OG_LOCALES[other]);
  return { canonical, alternates, noindex, lang, ogLocale: OG_LOCALES[lang], ogLocaleAlternates, image: absoluteUrl(input.site, OG_IMAGE.path) };
}
