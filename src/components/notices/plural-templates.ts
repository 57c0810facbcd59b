/**
 * Pre-rendered plural forms for a count that is only known in the browser (the /block-user warnings
 * count comes from the URL). One text per plural category of the language, the number left as
 * COUNT_TOKEN; the page script picks the category with Intl.PluralRules and fills in the number.
 */
import type { TFunction } from 'i18next';
import { COUNT_TOKEN } from './enhance-notice';

/** Numbers that between them fall into every plural category of the page languages. */
const SAMPLES = [1, 2, 3, 5, 0, 11, 21, 22, 100, 101, 1_000_000, 1.5];

/**
 * Text per plural category (one, few, many, other ...) of `key` in `locale`, with COUNT_TOKEN for the number.
 * Example: pluralTemplates(t, 'notices:blocked.message', 'en') -> { one: '... {{count}} time ...', other: '... {{count}} times ...' }.
 */
export function pluralTemplates(t: TFunction, key: string, locale: string): Record<string, string> {
  const rules = new Intl.PluralRules(locale);
  const templates: Record<string, string> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((n) => rules.select(n) === category);
    if (sample !== undefined) templates[category] = t(key, { count: sample, replace: { count: COUNT_TOKEN } });
  }
  return templates;
}
