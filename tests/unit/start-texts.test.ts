import { describe, expect, it } from 'vitest';
import { START_TEXT_NAMESPACES, startTextsJson } from '../../integrations/start-texts';
import { CHECKOUT_NAMESPACES } from '../../src/i18n/checkout-resources';

// Decision 026: a language's start namespaces in one module (one chunk), read from the locale files as they are.
describe('startTextsJson', () => {
  const files: Record<string, string> = {
    '/app/locales/pt/checkout.json': '{"page_title":"Checkout"}',
    '/app/locales/pt/errors.json': '{"load":{"x":"Erro"}}',
    '/app/locales/pt/common.json': '{"site":{"name":"Site"}}',
  };
  const read = (path: string) => files[path] ?? null;

  it('joins checkout, errors and common of the language asked for', () => {
    expect(JSON.parse(startTextsJson('/app/locales/pt/checkout.json?start-texts', read) ?? 'null')).toEqual({
      checkout: { page_title: 'Checkout' },
      errors: { load: { x: 'Erro' } },
      common: { site: { name: 'Site' } },
    });
  });

  it('gives {} for a namespace file the language lacks', () => {
    const withoutCommon = (path: string) => (path.endsWith('common.json') ? null : read(path));
    expect(JSON.parse(startTextsJson('/app/locales/pt/checkout.json?start-texts', withoutCommon) ?? 'null').common).toEqual({});
  });

  it('holds exactly the namespaces the island loads at start', () => {
    expect([...START_TEXT_NAMESPACES]).toEqual([...CHECKOUT_NAMESPACES]);
  });

  it.each([
    ['the plain locale file', '/app/locales/pt/checkout.json'],
    ['another namespace', '/app/locales/pt/errors.json?start-texts'],
    ['another query', '/app/locales/pt/checkout.json?raw'],
    ['a file outside a locales folder', '/app/src/checkout.json?start-texts'],
  ])('leaves %s to Vite', (_case, id) => {
    expect(startTextsJson(id, read)).toBeNull();
  });
});
