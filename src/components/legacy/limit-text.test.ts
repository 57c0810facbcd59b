import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/i18n';
import { allResources } from '~/i18n/resources';
import { legacyCards } from './legacy-plans';
import { limitLine, limitValue, type LimitKey } from './limit-text';

const [starter, , premium] = legacyCards('standard');
const en = createI18n('en', allResources()).t;
const pt = createI18n('pt', allResources()).t;

describe('legacy info lines (part 1 §2 info lines, §9 limits)', () => {
  it.each([
    ['part 1 §9: Starter 1 domain (singular)', 'domains', starter, en, 'en', '1 domain'],
    ['part 1 §9: Starter 3 subdomains', 'subdomains', starter, en, 'en', '3 subdomains'],
    ['part 1 §9: Starter 2,000 subscribers', 'subscribers', starter, en, 'en', '2,000 subscribers'],
    ['part 1 §9: Starter 2GB', 'storage', starter, en, 'en', '2 GB of disk space'],
    ['part 1 §9: Premium unlimited subdomains', 'subdomains', premium, en, 'en', 'Unlimited subdomains'],
    ['part 1 §9: Premium 10.000 assinantes in pt', 'subscribers', premium, pt, 'pt', '10.000 assinantes'],
    ['part 1 §9: Premium 15 domínios in pt', 'domains', premium, pt, 'pt', '15 domínios'],
  ] as const)('%s', (_name, key, card, t, locale, text) => {
    expect(limitLine(key as LimitKey, card!.limits, t, locale)).toBe(text);
  });

  it.each([
    ['part 1 §9: Premium subdomains read Ilimitado in pt', 'subdomains', premium, pt, 'pt', 'Ilimitado'],
    ['part 1 §9: Starter disk space 2 GB', 'storage', starter, en, 'en', '2 GB'],
    ['part 1 §9: Starter subscribers 2,000', 'subscribers', starter, en, 'en', '2,000'],
  ] as const)('%s', (_name, key, card, t, locale, text) => {
    expect(limitValue(key as LimitKey, card!.limits, t, locale)).toBe(text);
  });
});
