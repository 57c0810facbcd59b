import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

const site = 'https://www.example.com';
const xml = sitemapXml(site);
const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml (SEO)', () => {
  it.each([
    ['SEO: the English plans page', `${site}/plans`],
    ['SEO: the pt trial page', `${site}/pt/plans-trial`],
    ['SEO: the es legacy page', `${site}/es/plans-legacy`],
    ['SEO: the de home', `${site}/de/`],
  ])('lists %s', (_name, loc) => {
    expect(locs).toContain(loc);
  });

  it('lists the 4 indexable pages in the 6 languages with texts, nothing else (the pl pages are English copies)', () => {
    expect(locs).toHaveLength(4 * 6);
    expect(locs.filter((loc) => loc?.includes('/pl/'))).toEqual([]);
    expect(locs.filter((loc) => /unavailable|block-user|inactive|not-found|currency/.test(loc ?? ''))).toEqual([]);
  });

  it('gives each URL its 7 alternates (6 languages and x-default), none of them pl', () => {
    const firstUrl = xml.split('<url>')[1] ?? '';
    expect(firstUrl.match(/xhtml:link/g)).toHaveLength(7);
    expect(xml).not.toContain('hreflang="pl"');
    expect(firstUrl).toContain(`hreflang="x-default" href="${site}/"`);
  });

  it('escapes XML characters of the site address', () => {
    expect(sitemapXml('https://a.example/?a=1&b=2')).toContain('&amp;b=2');
  });
});

describe('robots.txt (SEO)', () => {
  it('names the sitemap by its absolute address and keeps the QA page out', () => {
    expect(robotsTxt(`${site}/`)).toBe(`User-agent: *\nAllow: /\nDisallow: /sandbox\n\nSitemap: ${site}/sitemap.xml\n`);
  });
});
