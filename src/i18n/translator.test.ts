import { describe, expect, it } from 'vitest';
import { ISLAND_NAMESPACES } from './checkout-resources';
import { createI18n } from './i18n';
import { LOCALES } from './languages';
import { allResources } from './resources';
import { createTranslator, type Messages, type MessageTree, type TranslateOptions } from './translator';

const messages = allResources() as Messages;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1_000_000];

function leaves(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
}

function placeholderValues(message: string): Record<string, string> {
  return Object.fromEntries([...message.matchAll(/\{\{-?\s*([^{}]+?)\s*\}\}/g)].map(([, name]) => [name, `<${name}>`]));
}

// Decision 007: the checkout island translates with src/i18n/translator.ts instead of shipping i18next. These
// tests hold it to i18next's own output for every message the island can show.
describe('checkout translator against i18next (decision 007)', () => {
  for (const lang of LOCALES) {
    it(`${lang}: every key of the island's namespaces (${ISLAND_NAMESPACES.join(', ')}) translates exactly as i18next does`, () => {
      const reference = createI18n(lang, messages, 'checkout');
      const ours = createTranslator(lang, messages, 'checkout');
      let compared = 0;
      for (const ns of ISLAND_NAMESPACES) {
        for (const [key, message] of leaves(messages[lang]?.[ns] ?? {})) {
          const values = placeholderValues(message);
          const plural = PLURAL_SUFFIX.test(key);
          const base = key.replace(PLURAL_SUFFIX, '');
          const runs: TranslateOptions[] = plural ? COUNTS.map((count) => ({ ...values, count })) : [values, {}];
          for (const options of runs) {
            expect(ours.t(`${ns}:${base}`, options), `${lang} ${ns}:${base} ${JSON.stringify(options)}`).toBe(reference.t(`${ns}:${base}`, options as Record<string, unknown>));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(300);
      expect(ISLAND_NAMESPACES.filter((ns) => leaves(messages[lang]?.[ns] ?? {}).length === 0), 'namespaces without texts').toEqual([]);
    });
  }

  it('uses no i18next feature the translator lacks ($t nesting, formatters, ordinals)', () => {
    const offending = LOCALES.flatMap((lang) =>
      ISLAND_NAMESPACES.flatMap((ns) =>
        leaves(messages[lang]?.[ns] ?? {})
          .filter(([key, message]) => message.includes('$t(') || /\{\{[^}]*,[^}]*\}\}/.test(message) || key.includes('_ordinal'))
          .map(([key]) => `${lang}/${ns}:${key}`),
      ),
    );
    expect(offending).toEqual([]);
  });
});

describe('createTranslator', () => {
  const sample: Messages = {
    pt: {
      checkout: {
        greeting: 'Olá, {{name}}!',
        raw: 'Olá, {{- name}}',
        nested: { deep: 'Profundo {{user.name}}' },
        item_one: '{{count}} item',
        item_other: '{{count}} itens',
        item_zero: 'Nenhum item',
        sent: 'Enviado',
        sent_female: 'Enviada',
        empty: '',
      },
      errors: { generic: 'Erro' },
    },
    en: { checkout: { only_en: 'Only in English' } },
  };
  const { t } = createTranslator('pt', sample, 'checkout');

  it.each([
    ['interpolates a value', t('greeting', { name: 'Ana' }), 'Olá, Ana!'],
    ['interpolates the unescaped form', t('raw', { name: '<b>' }), 'Olá, <b>'],
    ['reads a nested key and a nested value', t('nested.deep', { user: { name: 'Rui' } }), 'Profundo Rui'],
    ['never re-reads a value as a placeholder', t('greeting', { name: '{{name}}' }), 'Olá, {{name}}!'],
    ['keeps the placeholder of a value not given', t('greeting'), 'Olá, {{name}}!'],
    ['empties the placeholder of a value given as undefined', t('greeting', { name: undefined }), 'Olá, !'],
    ['takes the namespace from the key', t('errors:generic'), 'Erro'],
    ['takes the namespace from the ns option', t('generic', { ns: 'errors' }), 'Erro'],
    ['picks the plural form of the language', t('item', { count: 3 }), '3 itens'],
    ['picks _one for 1', t('item', { count: 1 }), '1 item'],
    ['picks _zero for 0 when present', t('item', { count: 0 }), 'Nenhum item'],
    ['picks the context form', t('sent', { context: 'female' }), 'Enviada'],
    ['falls back to the key without an unknown context', t('sent', { context: 'other' }), 'Enviado'],
    ['returns an empty message as empty', t('empty'), ''],
    ['falls back to English', t('only_en'), 'Only in English'],
    ['returns the key when no language has it', t('errors:missing.key'), 'missing.key'],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
