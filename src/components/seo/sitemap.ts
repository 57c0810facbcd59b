/**
 * sitemap.xml (SEO): every indexable page in every language with texts, each with its language alternates (the
 * sitemap form of hreflang). The pl pages are English copies whose canonical is the English page: not listed.
 */
import { LOCALES } from '~/i18n/languages';
import { absoluteUrl, seoLinks } from './seo-links';
import { LOCALIZED_ROUTES, localizedPath, type LocalizedRoute } from './site-routes';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The sitemap document for a site address. Only exact, indexable routes are listed (notice pages are noindex).
 * Example: sitemapXml('https://a.example') contains '<loc>https://a.example/pt/plans-legacy</loc>'.
 */
export function sitemapXml(site: string, routes: readonly LocalizedRoute[] = LOCALIZED_ROUTES): string {
  const urls = routes
    .filter((route) => route.indexable && route.match === 'exact')
    .flatMap((route) =>
      LOCALES.map((lang) => {
        const path = localizedPath(lang, route.path);
        const links = seoLinks({ site, pathname: path }).alternates.map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`,
        );
        return [`  <url>`, `    <loc>${escapeXml(absoluteUrl(site, path))}</loc>`, ...links, `  </url>`].join('\n');
      }),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled except the sandbox QA page; the sitemap is named by its absolute URL
 * (the robots protocol and Lighthouse require one, so the file is generated from PUBLIC_SITE_URL).
 * Example: robotsTxt('https://a.example') ends with 'Sitemap: https://a.example/sitemap.xml\n'.
 */
export function robotsTxt(site: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /sandbox', '', `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`, ''].join('\n');
}
