import { describe, expect, it } from 'vitest';
import { enterpriseHrefs, samePageInLanguages, solutionHref, toolHref } from './plans-links';

const home = 'https://www.example.com/';

describe('plans page links (part 1 §2)', () => {
  it.each([
    ['part 1 §2: the English enterprise page', 'en', 'https://www.example.com/enterprise'],
    ['part 1 §2: the Portuguese enterprise page', 'pt', 'https://www.example.com/pt/enterprise'],
    ['part 1 §2: the Spanish enterprise page', 'es', 'https://www.example.com/es/enterprise'],
    ['part 1 §2: the Italian enterprise page', 'it', 'https://www.example.com/it/enterprise'],
    ['part 1 §2: the German enterprise page', 'de', 'https://www.example.com/de/enterprise'],
    ['part 1 §2: the French enterprise page', 'fr', 'https://www.example.com/fr/enterprise'],
  ] as const)('%s', (_row, lang, href) => {
    expect(enterpriseHrefs(home)[lang]).toBe(href);
  });

  it('part 1 §2: enterprise pages exist for exactly the six languages', () => {
    expect(Object.keys(enterpriseHrefs(home)).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'pt']);
  });

  it.each([
    ['a tool with a slug has its own page', 'crm', 'https://www.example.com/tools/crm'],
    ['a tool without a slug goes to the overview', null, 'https://www.example.com/tools'],
  ])('%s', (_row, slug, href) => {
    expect(toolHref(home, slug)).toBe(href);
  });

  it('builds solution pages from the company home', () => {
    expect(solutionHref(home, 'agencies')).toBe('https://www.example.com/solutions/agencies');
  });

  it.each([
    ['part 1 §2: en has no prefix', '/plans', 'en', '/plans'],
    ['part 1 §2: pt is prefixed', '/plans-trial', 'pt', '/pt/plans-trial'],
    ['part 1 §2: a language home ends with a slash', '/', 'pl', '/pl/'],
  ] as const)('%s', (_row, path, lang, href) => {
    expect(samePageInLanguages(path).find((l) => l.lang === lang)?.href).toBe(href);
  });
});
