import { describe, expect, it } from 'vitest';
import { countryPriceSchema } from '~/api/catalog/country-price-schema';
import { feeSchema } from '~/api/catalog/fee-schema';
import { planSchema } from '~/api/catalog/plan-schema';
import { toolSchema } from '~/api/catalog/tool-schema';
import { sandboxCountryPrices } from '~/sandbox/fixtures/country-prices';
import { sandboxFees } from '~/sandbox/fixtures/fees';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { sandboxTools } from '~/sandbox/fixtures/tools';
import { countryPriceFor, domainClassKey, toCheckoutProduct, type ProductExtras, type ProductSource } from './checkout-product-build';

const plan = (slug: string): ProductSource => ({ kind: 'plan', plan: planSchema.parse(sandboxPlans.get(slug)) });
const fee = (slug: string): ProductSource => ({ kind: 'fee', fee: feeSchema.parse(sandboxFees.get(slug)) });
const tool = (slug: string): ProductSource => ({ kind: 'tool', tool: toolSchema.parse(sandboxTools.get(slug)) });
const countryPrice = (country: string, slug: string) => {
  const entries = (sandboxCountryPrices[country] ?? []).map((e) => countryPriceSchema.parse(e));
  return countryPriceFor(entries, { id: 0, slug });
};

function built(source: ProductSource, extras?: ProductExtras) {
  const result = toCheckoutProduct(source, extras);
  if (!result.ok) throw new Error(`expected a product, got ${result.failure.code}`);
  return result.product;
}

describe('toCheckoutProduct (part 1 §3 "Product (checkout view)", part 2 §3)', () => {
  it.each([
    ['part 1 §3: a plan keeps its monthly price, crossed-out price and currency', plan('premium-plus-plan'), {},
      { kind: 'plan', id: 3004, currency: 'USD', amount: 19900, fakeAmount: 24900, interval: 'MONTHLY', annualMonthlyAmount: null, amountFirstMonth: null }],
    ['part 1 §3: additional_value_first_month is added to the first month (Funnel Club +199)', plan('funnel-club-plan'), {},
      { amount: 8790, amountFirstMonth: 28690 }],
    ['part 2 §9: product 3025 takes additional_value_first_month as the whole first month', plan('launch-offer-plan'), {},
      { amount: 9700, amountFirstMonth: 4700 }],
    ['part 1 §3: a plan sold ANUAL only is yearly, its year spread over 12 months', plan('advanced-plan-annual'), {},
      { interval: 'YEARLY', amount: 8910, annualMonthlyAmount: 8910 }],
    ['part 1 §3: trial days and trial amount come from the plan', plan('advanced-plan-trial'), {},
      { id: 3103, trialDays: 14, trialDaysAmount: 0 }],
    ['part 2 §4.3: first_payment_to_upline is kept', plan('mentorship-plan'), {}, { firstPaymentToUpline: true }],
    ['part 1 §4: a hidden plan keeps visivel and redir_on_inactive for the redirect rules', plan('black-friday-plan'), {},
      { visible: false, redirOnInactive: 'https://www.example.com/plans' }],
    ['part 1 §3: a fee has its value and the plan it activates', fee('implementation-fee'), {},
      { kind: 'fee', amount: 9700, planToActivate: { id: 3002, slug: 'essentials-plan', title: 'Essentials', amount: 4900, currency: 'USD', interval: 'MONTHLY' } }],
    ['part 2 §4.3: a fee paying the upline keeps payment_to_upline and its gateways', fee('consultoria-fee-brl'), {},
      { currency: 'BRL', amount: 100000, firstPaymentToUpline: true, paymentGateways: [4] }],
    ['part 1 §3: a tool has its suggestions and trial days', tool('email-marketing-tool'), {},
      { kind: 'tool', amount: 1900, trialDays: 7, paymentGateways: [1] }],
    ['part 1 §3 country price: the country price replaces currency, month, year and crossed-out price', plan('premium-plus-plan'),
      { countryPrice: countryPrice('br', 'premium-plus-plan') },
      { currency: 'BRL', amount: 99500, annualMonthlyAmount: 89550, fakeAmount: 124500, amountFirstMonth: null }],
    ['part 2 §9: funnel-club slugs take the first month from the country price', plan('funnel-club-plan'),
      { countryPrice: countryPrice('br', 'funnel-club-plan') },
      { currency: 'BRL', amount: 43950, amountFirstMonth: 143450 }],
    ['part 1 §9 pause account: the converted fee replaces the office value', fee('pause-account'),
      { flowPrice: { amount: 8100, currency: 'BRL' } }, { currency: 'BRL', amount: 8100, fakeAmount: null }],
    ['part 1 §9 storage: the quantity price and KB replace the placeholder fee', fee('extra-storage'),
      { flowPrice: { amount: 1000, currency: 'USD' }, storageKb: 20971520 }, { amount: 1000, storageKb: 20971520 }],
    ['part 1 §5 domain purchase: the flow domain and its price', fee('domain-purchase'),
      { flowPrice: { amount: 1798, currency: 'USD' }, domain: { name: 'minhaloja.com', protection: true, years: 1 } },
      { amount: 1798, domain: { name: 'minhaloja.com', protection: true, years: 1 } }],
    ['part 2 §7 WordPress order: the order price wins over the plan and its first month', plan('wordpress-cloud-plan'),
      { flowPrice: { amount: 5990, currency: 'USD' } }, { amount: 5990, annualMonthlyAmount: null, amountFirstMonth: null }],
  ] as const)('%s', (_row, source, extras, expected) => {
    expect(built(source, extras)).toMatchObject(expected);
  });

  it('part 1 §2: lists the plan tools (hidden ones included; the cart hides them) at no extra price', () => {
    const tools = built(plan('premium-plus-plan')).tools;
    expect(tools.map((t) => t.title)).toContain('SuiteZap');
    expect(tools.every((t) => t.amount === 0)).toBe(true);
  });

  it('part 1 §3: reads domains and subdomains from the resource items, storage from storage_kbs', () => {
    expect(built(plan('advanced-plan')).resources).toEqual({ domains: 10, subdomains: 999999, storageKb: 20 * 1024 * 1024 });
  });

  it.each([
    ['part 1 §5: a plan in GHS', plan('ghana-plan'), {}, 'GHS'],
    ['part 1 §5: a flow price in a currency not accepted', fee('pause-account'), { flowPrice: { amount: 1, currency: 'XYZ' } }, 'XYZ'],
  ] as const)('%s fails with currency_not_available naming it', (_row, source, extras, currency) => {
    expect(toCheckoutProduct(source, extras)).toEqual({ ok: false, failure: { code: 'currency_not_available', currency } });
  });
});

describe('countryPriceFor and domainClassKey', () => {
  it.each([
    ['part 1 §3: by slug', { id: 1, slug: 'essentials-plan' }, 'essentials-plan'],
    ['part 1 §3: by id when the slug differs', { id: 3003, slug: 'advanced-plan-x' }, 'advanced-plan'],
    ['part 1 §3: none for a plan without a country price', { id: 1, slug: 'ghana-plan' }, null],
  ])('%s', (_row, wanted, slug) => {
    const entries = (sandboxCountryPrices.mx ?? []).map((e) => countryPriceSchema.parse(e));
    expect(countryPriceFor(entries, wanted)?.plan.slug ?? null).toBe(slug);
  });

  it.each([
    ['part 1 §7: a .com', 'minhaloja.com', 'com'],
    ['part 1 §7: a .com.br', 'MinhaLoja.com.br', 'com.br'],
    ['part 1 §7: a trailing dot', 'shop.net.', 'net'],
  ])('%s', (_row, domain, key) => {
    expect(domainClassKey(domain)).toBe(key);
  });
});
