import { describe, expect, it } from 'vitest';
import { findRoute, localizedPath, splitLangPath } from './site-routes';

describe('language paths (SEO: en has no prefix; pt, es, it, fr, de, pl do)', () => {
  it.each([
    ['SEO: an unprefixed path is English', '/plans-legacy', { lang: 'en', path: '/plans-legacy' }],
    ['SEO: a trailing slash is dropped', '/pt/plans-legacy/', { lang: 'pt', path: '/plans-legacy' }],
    ['SEO: a language home is the root path', '/de/', { lang: 'de', path: '/' }],
    ['SEO: pl is a page language', '/pl/block-user', { lang: 'pl', path: '/block-user' }],
    ['SEO: the English home', '/', { lang: 'en', path: '/' }],
    ['an unknown first segment is not a language', '/xx/plans', { lang: 'en', path: '/xx/plans' }],
    ['a slug page keeps its slug', '/fr/plan-or-fee-inactive/black-friday-plan', { lang: 'fr', path: '/plan-or-fee-inactive/black-friday-plan' }],
  ])('%s', (_name, pathname, expected) => {
    expect(splitLangPath(pathname)).toEqual(expected);
  });

  it.each([
    ['SEO: en has no prefix', 'en', '/plans', '/plans'],
    ['SEO: pt is under /pt', 'pt', '/plans', '/pt/plans'],
    ['SEO: a language home ends with a slash', 'it', '/', '/it/'],
    ['SEO: the English home is /', 'en', '/', '/'],
  ] as const)('%s', (_name, lang, path, expected) => {
    expect(localizedPath(lang, path)).toBe(expected);
  });
});

describe('localized routes (part 1 §2 routes)', () => {
  it.each([
    ['part 1 §2: the legacy plans page is indexable', '/plans-legacy', true],
    ['part 1 §2: the trial alias is indexable', '/plans-trial', true],
    ['part 1 §2: a plan-inactive page is a notice (noindex)', '/plan-or-fee-inactive/black-friday-plan', false],
    ['part 1 §2: the unavailable notice is noindex', '/unavailable', false],
    ['part 1 §2: the blocked-account notice is noindex', '/block-user', false],
  ])('%s', (_name, path, indexable) => {
    expect(findRoute(path)?.indexable).toBe(indexable);
  });

  it.each([
    ['the checkout is one page, not per language', '/payment/premium-plan'],
    ['the QA page is not localized', '/sandbox'],
    ['a prefix route does not match a longer word', '/plan-or-fee-inactive-x'],
  ])('%s', (_name, path) => {
    expect(findRoute(path)).toBeNull();
  });
});
