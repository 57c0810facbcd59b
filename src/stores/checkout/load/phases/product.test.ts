import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { NO_SPECIAL_SLUGS } from '~/domain/flows';
import { sandboxAccountById, withoutPassword } from '~/sandbox/handlers/account-lookup';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { contextAfter, loadInput, TEST_OFFICE_URL } from '../../../../../tests/setup/load-input';
import { $bumpSellItems } from '../../cart/bump-sell';
import { $countryPrice, $flow, $priceCountry, $product } from '../../session';
import { NO_PLAN_REDIRECTS } from './context';

const redirects = {
  ...NO_PLAN_REDIRECTS,
  promotionalSlugs: ['promotion-plan-59-eur'],
  specialSlugs: { 'mentorship-plan': 'premium-plus-plan' },
  allowedSponsorAids: ['888'],
  countryPricedSlugs: { 'starter-plan': 'core-account' },
};

describe('productPhase: plan redirect rules (part 1 §4, part 2 §9)', () => {
  it.each([
    ['part 1 §4: a promotional slug goes to the premium plan of its currency', 'promotion-plan-59-eur', '?aid=7', { kind: 'leave', to: '/payment/premium-plan-59-eur?aid=7' }],
    ['part 1 §4: a special slug goes to its standard plan', 'mentorship-plan', '', { kind: 'leave', to: '/payment/premium-plus-plan' }],
    ['part 1 §4: a special slug stays for an allowed sponsor', 'mentorship-plan', '?aid=888', { kind: 'continue' }],
    ['part 1 §4: a legacy slug goes to its country-priced slug', 'starter-plan', '', { kind: 'leave', to: '/payment/core-account' }],
    ['part 2 §9: support-link=1 keeps a hidden plan', 'hidden-plan', '?support-link=1', { kind: 'continue' }],
    ['part 2 §9: pay-now=1 keeps a hidden plan', 'black-friday-plan', '?pay-now=1', { kind: 'continue' }],
    ['part 1 §4: a 1BRL coupon makes the plan inactive', 'advanced-plan', '?coupon=1BRLBACK', { kind: 'fail', failure: { code: 'plan_or_fee_inactive' } }],
    ['part 1 §4: fees have no plan redirect', 'onboarding-fee-eur', '?coupon=1EUR', { kind: 'continue' }],
  ])('%s', async (_row, slug, search, outcome) => {
    const { ctx, outcome: got } = await contextAfter(['sponsor', 'product'], loadInput(slug, search, { planRedirect: redirects }));
    expect(got).toEqual(outcome);
    expect($product.get() === null).toBe(outcome.kind !== 'continue');
    expect(ctx.product?.slug).toBe(slug);
  });

  it('part 1 §4: a redirect target outside the allow-list falls back to the office (DESIGN.md Security)', async () => {
    const { outcome } = await contextAfter(['product'], loadInput('black-friday-plan', '', { redirectAllowlist: [TEST_OFFICE_URL] }));
    expect(outcome).toEqual({ kind: 'leave', to: TEST_OFFICE_URL });
  });
});

describe('productPhase: lookup, flow and amounts (part 1 §3-§5, §7-§9)', () => {
  it.each([
    ['part 1 §8: a tool is found by the second lookup', null, 'webinar-room-tool', '', { kind: 'tool' }, { kind: 'tool', currency: 'BRL', amount: 4990 }],
    ['part 1 §9: bundle plans are their own flow', null, 'bundle-plan', '', { kind: 'bundle' }, { amount: 2700 }],
    ['part 1 §5: storage by quantity', 'br', 'extra-storage', '?extraStorage=1&extraStorageQtd=3', { kind: 'storage', quantity: 3 }, { amount: 1500 }],
  ])('%s', async (_row, user, slug, search, flow, product) => {
    if (user) setScenario({ user });
    const { outcome } = await contextAfter(['loginStatus', 'product'], loadInput(slug, search));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($flow.get()).toEqual(flow);
    expect($product.get()).toMatchObject(product);
  });

  it.each([
    ['part 1 §4, §9: the current plan is the ordered plan: charged in currency_charged, shown as a charged currency', 3004, { amount: 338300, currency: 'MXN', chargedCurrency: true }],
    ['part 1 §4: another current plan: charged in the order currency', 3002, { amount: 19900, currency: 'USD' }],
    ['part 1 §4: no current plan: charged in the order currency', null, { amount: 19900, currency: 'USD' }],
  ])('%s', async (_row, currentPlanId, product) => {
    setScenario({ user: 'mx' });
    const mx = { ...withoutPassword(sandboxAccountById('mx')!), current_plan: currentPlanId && { id: currentPlanId, slug: 'p', theme_type: null, title: 'P' } };
    sandboxServer.use(http.get(apiUrl('office', '/br/office/login-status'), () => HttpResponse.json({ user: mx })));
    await contextAfter(['loginStatus', 'product'], loadInput('premium-plus-plan', '?order=ORD-1005'));
    expect($flow.get()).toEqual({ kind: 'domainRegistry', order: 'ORD-1005' });
    expect($product.get()).toMatchObject(product);
    if (!('chargedCurrency' in product)) expect($product.get()?.chargedCurrency).toBeUndefined();
  });

  it.each([
    ['part 1 §9: pause account in MXN is a charged currency (MXN$)', 'MXN', true],
    ['part 1 §9: pause account in EUR, a direct currency, is flagged too (its symbol stays €)', 'EUR', true],
  ])('%s', async (_row, currency, charged) => {
    setScenario({ user: 'br' });
    await contextAfter(['loginStatus', 'product'], loadInput('pause-account', `?pause_account=1&currency=${currency}`));
    expect($product.get()).toMatchObject({ currency, chargedCurrency: charged });
  });

  it('part 1 §9: a slug in a special list starts its flow without the switch (here: storage without login)', async () => {
    const { outcome } = await contextAfter(['loginStatus', 'product'], loadInput('extra-storage'));
    expect(outcome).toEqual({ kind: 'fail', failure: { code: 'continue_load' } });
  });

  it('part 1 §9: without the slug lists the same slug is an ordinary fee', async () => {
    const { outcome } = await contextAfter(['loginStatus', 'product'], loadInput('extra-storage', '', { slugLists: NO_SPECIAL_SLUGS }));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($flow.get()).toEqual({ kind: 'fee' });
  });

  it.each([
    ['part 1 §3: a country without prices keeps the office price', '?country=gh', null, 'USD'],
    ['part 1 §3: a country price is stored for providers and PayPal', '?country=cz', 'CZK', 'CZK'],
  ])('%s', async (_row, search, stored, currency) => {
    await contextAfter(['product'], loadInput('advanced-plan', search));
    expect($countryPrice.get()?.currency.name ?? null).toBe(stored);
    expect($product.get()?.currency).toBe(currency);
  });

  it('part 1 §8: a country-price failure is swallowed', async () => {
    setScenario({ fault: 'http500', faultTimes: 1, faultPath: 'country-prices' });
    const { outcome } = await contextAfter(['product'], loadInput('advanced-plan', '?country=mx'));
    expect(outcome).toEqual({ kind: 'continue' });
    expect($product.get()).toMatchObject({ currency: 'USD', amount: 9900 });
  });
});

describe('productPhase: bump-sell items (part 1 §3 "Bump-sell item", decision 016)', () => {
  it('a fee offering add-ons seeds them, unticked, prices in cents', async () => {
    await contextAfter(['product'], loadInput('upwork-fee-usd', ''));
    expect($bumpSellItems.get().map(({ slug, price, check }) => [slug, price, check])).toEqual([
      ['contract-review', 2500, false],
      ['priority-support', 990, false],
    ]);
  });

  it('a plan offers none, and a new load forgets the last fee\'s', async () => {
    await contextAfter(['product'], loadInput('upwork-fee-usd', ''));
    await contextAfter(['product'], loadInput('premium-plus-plan', ''));
    expect($bumpSellItems.get()).toEqual([]);
  });
});

describe('productPhase: Brazilian prices for a visitor outside Brazil (part 1 §2, §5; decision 019)', () => {
  it.each([
    ['part 1 §5: in Brazil the link keeps BRL', 'BR', 'BRL', null],
    ['part 1 §5: in Germany the visitor gets the German prices, announced', 'DE', 'EUR', 'DE'],
    ['part 1 §3: in Portugal (no price list) the default country us, announced', 'PT', 'USD', 'US'],
  ])('%s', async (_row, country, currency, announced) => {
    setScenario({ country });
    const { outcome } = await contextAfter(['product'], loadInput('premium-plus-plan', '?country=br'));
    expect(outcome).toEqual({ kind: 'continue' });
    expect([$product.get()?.currency, $countryPrice.get()?.currency.name ?? null, $priceCountry.get()?.country ?? null]).toEqual([currency, currency, announced]);
  });

  it('part 1 §5: allowed-brl=1 keeps the Brazilian prices anywhere', async () => {
    setScenario({ country: 'DE' });
    await contextAfter(['product'], loadInput('premium-plus-plan', '?country=br&allowed-brl=1'));
    expect([$product.get()?.currency, $priceCountry.get()]).toEqual(['BRL', null]);
  });
});
