import { describe, expect, it } from 'vitest';
import { planSchema, type Plan } from '~/api/catalog/plan-schema';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { cardPrice, planCard, sortByPrice } from './plan-cards';
import type { PriceSource } from './price-source';

const plan = (slug: string, patch: Partial<Plan> = {}): Plan => ({ ...planSchema.parse(sandboxPlans.get(slug)), ...patch });
const usd = (monthly: number, annualMonthly: number | null = null): PriceSource => ({ currency: 'USD', prices: { monthly, annualMonthly }, fakeAmount: null, country: null });

describe('cardPrice (part 1 §2, §4)', () => {
  it.each([
    ['part 1 §4: monthly uses the monthly amount', { monthly: 4900, annualMonthly: 4410 }, 'MONTHLY', { perMonth: 4900, charge: 4900 }],
    ['part 1 §4: yearly uses the annual amount, charged x 12', { monthly: 4900, annualMonthly: 4410 }, 'YEARLY', { perMonth: 4410, charge: 52920 }],
    ['part 1 §4: yearly without an annual price keeps the monthly one', { monthly: 5900, annualMonthly: null }, 'YEARLY', { perMonth: 5900, charge: 70800 }],
  ] as const)('%s', (_row, prices, period, expected) => {
    expect(cardPrice(prices, period)).toEqual(expected);
  });
});

describe('planCard (part 1 §2 plan cards)', () => {
  it('part 1 §9: a plan without resource lines lists 2 + 3 tools before "more tools"', () => {
    const card = planCard(plan('partner-crm-plan'), usd(2900), 'standard', 'en');
    expect(card.resources).toEqual({ domains: { kind: 'blank' }, subdomains: { kind: 'blank' }, storageGb: { kind: 'blank' } });
    expect(card.toolsShown).toBe(5);
  });

  it('part 1 §9: storage comes from storage_kbs in GB, else the storage line', () => {
    // The two sources disagree here (20 GB in storage_kbs, 7 on the line), so each expectation names its source.
    const line = (qtd: number) => [{ ...plan('essentials-plan').front_resource_items[0]!, key: 'storage', qtd }];
    const storage = (patch: Partial<Plan>) => planCard(plan('essentials-plan', patch), usd(4900), 'standard', 'en').resources.storageGb;
    expect(storage({ storage_kbs: 20 * 1024 * 1024, front_resource_items: line(7) })).toEqual({ kind: 'count', value: 20 });
    expect(storage({ storage_kbs: 0, front_resource_items: line(7) })).toEqual({ kind: 'count', value: 7 });
    expect(storage({ storage_kbs: 0, front_resource_items: [] })).toEqual({ kind: 'blank' });
  });

  it('part 1 §2: links both periods to the checkout of the slug', () => {
    const card = planCard(plan('wp-advanced-plan'), usd(10900), 'wordpress', 'de');
    expect([card.prices.MONTHLY.href, card.prices.YEARLY.href]).toEqual(['/payment/wp-advanced-plan?lang=de', '/payment/wp-advanced-plan?period=y&lang=de']);
  });

  it.each([
    ['decision 020: a yearly price 10% under 12 x monthly earns the saving note', usd(4900, 4410), true],
    ['decision 020: yearly without an annual price (12 x monthly) gets no saving note', usd(19900), false],
    ['decision 020: an annual price equal to the monthly one gets no saving note', usd(19900, 19900), false],
  ] as const)('%s', (_row, source, note) => {
    expect(planCard(plan('premium-plus-plan'), source, 'standard', 'en').annualSaving).toBe(note);
  });

  it('part 1 §2: sorts cards by ascending monthly price', () => {
    const cards = [9900, 1900, 4900].map((cents, i) => ({ ...planCard(plan('core-account'), usd(cents), 'standard', 'en'), id: i }));
    expect(sortByPrice(cards).map((c) => c.prices.MONTHLY.perMonth)).toEqual([1900, 4900, 9900]);
  });
});
