import { describe, expect, it } from 'vitest';
import { fetchPlansData } from './load-plans-data';
import type { KindView, PlanKind, PlansPageModel } from './plans-model';
import { plansPageModel } from './plans-page-model';

const model = async (lang: 'en' | 'pt' | 'de', variant: 'plans' | 'trial' = 'plans') => plansPageModel(await fetchPlansData(lang), variant);
const view = (page: PlansPageModel, kind: PlanKind): KindView => page.views.find((v) => v.kind === kind) as KindView;

describe('plansPageModel (part 1 §2 "Plans pages")', () => {
  it.each([
    ['part 1 §2: /plans opens on the standard plans', 'plans', 'standard'],
    ['part 1 §2: /plans-trial opens on the trial plans', 'trial', 'trial'],
  ] as const)('%s', async (_row, variant, kind) => {
    expect((await model('en', variant)).defaultKind).toBe(kind);
  });

  it.each([
    ['part 1 §2: en standard plans by ascending USD price', 'en', 'standard', ['core-account', 'essentials-plan', 'advanced-plan', 'premium-plus-plan'], [1900, 4900, 9900, 19900]],
    ['part 1 §2: pt standard plans in BRL', 'pt', 'standard', ['core-account', 'essentials-plan', 'advanced-plan', 'premium-plus-plan'], [9500, 24500, 49500, 99500]],
    ['decision 005: de trial plans keep their own USD price, as the checkout does (no country entry)', 'de', 'trial', ['core-account-trial', 'essentials-plan-trial', 'advanced-plan-trial', 'premium-plus-plan-trial'], [1900, 4900, 9900, 19900]],
    ['part 1 §2: WordPress plans stay in USD (no country price)', 'pt', 'wordpress', ['wp-essentials-plan', 'wp-advanced-plan', 'wp-premium-plus-plan'], [5900, 10900, 20900]],
  ] as const)('%s', async (_row, lang, kind, slugs, monthly) => {
    const cards = view(await model(lang), kind).cards;
    expect(cards.map((c) => c.slug)).toEqual(slugs);
    expect(cards.map((c) => c.prices.MONTHLY.perMonth)).toEqual(monthly);
  });

  it.each([
    ['part 1 §9: yearly is 12 months less 10% (USD core)', 'en', 'core-account', { perMonth: 1710, charge: 20520, href: '/payment/core-account?period=y&country=us' }],
    ['part 1 §9: yearly BRL essentials, linked with pt', 'pt', 'essentials-plan', { perMonth: 22050, charge: 264600, href: '/payment/essentials-plan?period=y&country=br&lang=pt' }],
  ] as const)('%s', async (_row, lang, slug, yearly) => {
    const card = view(await model(lang), 'standard').cards.find((c) => c.slug === slug);
    expect(card?.prices.YEARLY).toEqual(yearly);
  });

  it.each([
    ['decision 020: standard cards save 10% yearly and carry the saving note', 'pt', 'standard', [true, true, true, true]],
    ['decision 020: trial cards charge 12 x monthly yearly, so no saving note', 'en', 'trial', [false, false, false, false]],
    ['decision 020: WordPress cards have no annual price, so no saving note', 'de', 'wordpress', [false, false, false]],
  ] as const)('%s', async (_row, lang, kind, notes) => {
    expect(view(await model(lang), kind).cards.map((c) => c.annualSaving)).toEqual(notes);
  });

  it('part 1 §2: a trial card carries its 14 days, its plan name and links to the -trial slug', async () => {
    const card = view(await model('pt', 'trial'), 'trial').cards[0];
    expect(card).toMatchObject({ trialDays: 14, currency: 'USD', slug: 'core-account-trial', title: 'Core Account' });
    expect(card?.prices.MONTHLY.href).toBe('/payment/core-account-trial?lang=pt');
  });

  it('part 1 §2: resources show 999999 as unlimited and storage in GB', async () => {
    const premium = view(await model('en'), 'standard').cards[3];
    expect(premium?.resources).toEqual({ domains: { kind: 'unlimited' }, subdomains: { kind: 'unlimited' }, storageGb: { kind: 'count', value: 100 } });
  });

  it('part 1 §2: hidden tools (WhatsApp Launch Manager, SuiteZap) are not listed', async () => {
    const titles = view(await model('en'), 'standard').cards.flatMap((c) => c.tools.map((t) => t.title));
    expect(titles).toContain('Automation');
    expect(titles).not.toContain('WhatsApp Launch Manager');
    expect(titles).not.toContain('SuiteZap');
  });

  it('part 1 §2: the WordPress comparison starts with the cloud server row', async () => {
    const rows = view(await model('en'), 'wordpress').comparison;
    expect(rows[0]).toEqual({ kind: 'cloud_server', title: null, included: [true, true, true] });
    expect(rows[1]).toMatchObject({ kind: 'tool', included: [true, true, true] });
  });

  it('part 1 §2: the free Bundle sign-up is the bundle trial, with its price after the free days', async () => {
    expect((await model('pt')).bundle).toEqual({
      slug: 'bundle-plan-trial', title: 'Bundle (trial)', trialDays: 14, currency: 'USD', monthly: 2700, href: '/payment/bundle-plan-trial?lang=pt',
    });
  });
});
