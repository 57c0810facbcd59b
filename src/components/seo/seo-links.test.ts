import { describe, expect, it } from 'vitest';
import { seoLinks } from './seo-links';

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

  it('lists every page language and x-default (English) for a localized page', () => {
    const { alternates } = seoLinks({ site, pathname: '/fr/plans-legacy' });
    expect(alternates).toEqual([
      { hreflang: 'en', href: `${site}/plans-legacy` },
      { hreflang: 'pt', href: `${site}/pt/plans-legacy` },
      { hreflang: 'es', href: `${site}/es/plans-legacy` },
      { hreflang: 'it', href: `${site}/it/plans-legacy` },
      { hreflang: 'fr', href: `${site}/fr/plans-legacy` },
      { hreflang: 'de', href: `${site}/de/plans-legacy` },
      { hreflang: 'pl', href: `${site}/pl/plans-legacy` },
      { hreflang: 'x-default', href: `${site}/plans-legacy` },
    ]);
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
    ['a per-slug notice page has the same slug in every language', '/pt/plan-or-fee-inactive/hidden-plan', 8],
  ])('%s', (_name, pathname, count) => {
    expect(seoLinks({ site, pathname }).alternates).toHaveLength(count);
  });

  it('leaves the canonical out when asked (the 404 page answers many addresses)', () => {
    expect(seoLinks({ site, pathname: '/404', noindex: true, canonical: false }).canonical).toBeNull();
  });
});
