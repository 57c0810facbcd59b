import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { allResources } from '~/i18n/resources';
import { pluralTemplates } from './plural-templates';

describe('pluralTemplates (part 1 §2 blocked account: warned N times)', () => {
  it.each([
    ['part 1 §2: en singular and plural', 'en', { one: 'You were warned {{count}} time', other: 'You were warned {{count}} times' }],
    ['part 1 §2: pt has one, many and other', 'pt', { one: 'Você foi avisado {{count}} vez', many: 'Você foi avisado {{count}} vezes', other: 'Você foi avisado {{count}} vezes' }],
  ] as const)('%s', (_name, locale, starts) => {
    const { t } = createI18n(locale, allResources());
    const templates = pluralTemplates(t, 'notices:blocked.message', locale);
    expect(Object.keys(templates).sort()).toEqual(Object.keys(starts).sort());
    for (const [category, start] of Object.entries(starts)) expect(templates[category]).toMatch(new RegExp(`^${start.replace(/[{}]/g, '\\$&')}`));
  });
});
