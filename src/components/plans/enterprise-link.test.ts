// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyEnterpriseLinks, enterpriseLanguage } from './enterprise-link';
import { enterpriseHrefs } from './plans-links';

describe('enterprise link by browser language (part 1 §2)', () => {
  it.each([
    ['part 1 §2: en', ['en-US'], 'en'],
    ['part 1 §2: pt, br mapped to pt (part 1 §9)', ['br'], 'pt'],
    ['part 1 §2: es', ['es-MX', 'en'], 'es'],
    ['part 1 §2: it', ['it'], 'it'],
    ['part 1 §2: de', ['de-AT'], 'de'],
    ['part 1 §2: fr', ['fr-CA'], 'fr'],
    ['part 1 §2: the first supported preference wins', ['nl', 'fr', 'de'], 'fr'],
    ['part 1 §2: another language defaults to en', ['pl', 'he'], 'en'],
    ['part 1 §2: no preference defaults to en', [], 'en'],
  ])('%s', (_row, preferences, lang) => {
    expect(enterpriseLanguage(preferences)).toBe(lang);
  });

  it('part 1 §2: rewrites the pre-rendered link for the browser language', () => {
    const hrefs = enterpriseHrefs('https://www.example.com');
    document.body.innerHTML = `<a href="${hrefs.pt}" data-enterprise-hrefs='${JSON.stringify(hrefs)}'>Enterprise</a>`;
    applyEnterpriseLinks(document, ['de-DE']);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('https://www.example.com/de/enterprise');
  });
});
