import { describe, expect, it } from 'vitest';
import { UNLIMITED_QUANTITY } from '~/domain/constants';
import { legacyCards } from './legacy-plans';

const rows = (kind: 'standard' | 'wordpress') =>
  legacyCards(kind).map((card) => [card.slug, card.price.amount, card.price.currency, card.firstPaymentExtra?.amount ?? null]);

describe('legacy plan cards (part 1 §3 prices, §9 limits)', () => {
  it('part 1 §3: standard plans cost 1790, 7790, 8790 and 8790 cents, Funnel Club +$199 first payment', () => {
    expect(rows('standard')).toEqual([
      ['starter-plan', 1790, 'USD', null],
      ['marketer-plan', 7790, 'USD', null],
      ['premium-plan', 8790, 'USD', null],
      ['funnel-club-plan', 8790, 'USD', 19900],
    ]);
  });

  it('part 1 §3: WordPress plans cost 2790, 8790, 9790 and 9790 cents with wp- slugs', () => {
    expect(rows('wordpress')).toEqual([
      ['wp-starter-plan', 2790, 'USD', null],
      ['wp-marketer-plan', 8790, 'USD', null],
      ['wp-premium-plan', 9790, 'USD', null],
      ['wp-funnel-club-plan', 9790, 'USD', 19900],
    ]);
  });

  it.each([
    ['part 1 §9: Starter 1 domain, 3 subdomains, 2,000 subscribers, 2GB', 0, { domains: 1, subdomains: 3, subscribers: 2000, storageGb: 2 }],
    ['part 1 §9: Marketer 3, 5, 5,000, 5GB', 1, { domains: 3, subdomains: 5, subscribers: 5000, storageGb: 5 }],
    ['part 1 §9: Premium 15, unlimited, 10,000, 10GB', 2, { domains: 15, subdomains: UNLIMITED_QUANTITY, subscribers: 10000, storageGb: 10 }],
    ['part 1 §9: Funnel Club 15, unlimited, 25,000, 10GB', 3, { domains: 15, subdomains: UNLIMITED_QUANTITY, subscribers: 25000, storageGb: 10 }],
  ])('%s, for standard and WordPress alike', (_name, index, limits) => {
    expect(legacyCards('standard')[index]?.limits).toEqual(limits);
    expect(legacyCards('wordpress')[index]?.limits).toEqual(limits);
  });

  it('lists more tools for each bigger plan, every smaller plan\'s tools included', () => {
    const [starter, marketer, premium, club] = legacyCards('standard').map((card) => card.tools);
    expect(marketer).toEqual(expect.arrayContaining([...(starter ?? [])]));
    expect(premium).toEqual(expect.arrayContaining([...(marketer ?? [])]));
    expect(club).toEqual(expect.arrayContaining([...(premium ?? [])]));
    expect([starter, marketer, premium, club].map((tools) => tools?.length)).toEqual([3, 5, 8, 9]);
  });
});
