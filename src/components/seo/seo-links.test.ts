import { describe, expect, it } from 'vitest';
import { OG_IMAGE, seoLinks } from './seo-links';

const site = 'https://www.example.com';

describe('seoLinks (SEO: hreflang alternates, canonical URL)', () => {
  it.each([
    ['SEO: the canonical of an English page has no prefix', '/plans-legacy/', `${site}/plans-legacy`],
    ['SEO: the canonical of a pt page keeps its prefix', '/pt/plans-legacy', `${site}/pt/plans-legacy`],
    ['SEO: the canonical of a language home ends with a slash', '/es', `${site}/es/`],
    ['SEO: a page outside the localized routes still has a canonical', '/payment/premium-plan', `${site}/payment/premium-plan`],
  ])('%s', (_name, pathname, canonical) => {
    expect(seoLinks({ site: `${site}/`, pathname }).canonical).toBe(canonical);
  });

  it('lists every language with texts and x-default (English) for a localized page; pl is no language of its own', () => {
    const { alternates } = seoLinks({ site, pathname: '/fr/plans-legacy' });
    expect(alternates).toEqual([
      { hreflang: 'en', href: `${site}/plans-legacy` },
      { hreflang: 'pt', href: `${site}/pt/plans-legacy` },
      { hreflang: 'es', href: `${site}/es/plans-legacy` },
      { hreflang: 'it', href: `${site}/it/plans-legacy` },
      { hreflang: 'fr', href: `${site}/fr/plans-legacy` },
      { hreflang: 'de', href: `${site}/de/plans-legacy` },
      { hreflang: 'x-default', href: `${site}/plans-legacy` },
    ]);
  });

  it('part 1 §1 (pl falls back to en): a pl page is English, its canonical is the English page and its alternates are those of every language', () => {
    const links = seoLinks({ site, pathname: '/pl/plans' });
    expect(links.lang).toBe('en');
    expect(links.canonical).toBe(`${site}/plans`);
    expect(links.ogLocale).toBe('en_US');
    expect(links.alternates.map((alt) => alt.hreflang)).toEqual(['en', 'pt', 'es', 'it', 'fr', 'de', 'x-default']);
    expect(links.alternates.some((alt) => alt.href.includes('/pl/'))).toBe(false);
  });

  it.each([
    ['SEO: pt pages preview as Brazilian Portuguese', '/pt/plans', 'pt_BR'],
    ['SEO: English pages as US English', '/plans-trial', 'en_US'],
    ['SEO: es', '/es/plans', 'es_ES'],
    ['SEO: it', '/it/plans', 'it_IT'],
    ['SEO: fr', '/fr/', 'fr_FR'],
    ['SEO: de', '/de/plans-legacy', 'de_DE'],
    ['SEO: the checkout (one page for every language) previews in English', '/payment/premium-plan', 'en_US'],
  ])('%s', (_name, pathname, locale) => {
    expect(seoLinks({ site, pathname }).ogLocale).toBe(locale);
  });

  it('names the other languages as og:locale:alternate on a localized page, none elsewhere', () => {
    expect(seoLinks({ site, pathname: '/de/plans' }).ogLocaleAlternates).toEqual(['en_US', 'pt_BR', 'es_ES', 'it_IT', 'fr_FR']);
    expect(seoLinks({ site, pathname: '/payment/premium-plan' }).ogLocaleAlternates).toEqual([]);
  });

  it('gives the preview image as an absolute address on the site, 1200 x 630', () => {
    expect(seoLinks({ site: `${site}/`, pathname: '/pt/plans' }).image).toBe(`${site}/og-image.png`);
    expect([OG_IMAGE.width, OG_IMAGE.height]).toEqual([1200, 630]);
  });

  it.each([
    ['SEO: a plans page is indexed', '/pt/plans', {}, false],
    ['SEO: a notice page is not indexed', '/pt/unavailable', {}, true],
    ['SEO: the 404 page asks for noindex', '/404', { noindex: true }, true],
  ])('%s', (_name, pathname, extra, noindex) => {
    expect(seoLinks({ site, pathname, ...extra }).noindex).toBe(noindex);
  });

  it.each([
    ['a page that is not localized has no alternates', '/payment/premium-plan', 0],
    ['a per-slug notice page has the same slug in every language', '/pt/plan-or-fee-inactive/hidden-plan', 7],
  ])('%s', (_name, pathname, count) => {
    expect(seoLinks({ site, pathname }).alternates).toHaveLength(count);
  });

  it('leaves the canonical out when asked (the 404 page answers many addresses)', () => {
    expect(seoLinks({ site, pathname: '/404', noindex: true, canonical: false }).canonical).toBeNull();
  });
});
