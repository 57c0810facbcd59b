import { describe, expect, it } from 'vitest';
import { amountDueNow, cartTotals, firstMonthAmount, planAmountForPeriod, trialLine, type CartInput, type FirstMonthInput } from '~/domain/cart';
import type { Coupon } from '~/domain/coupon';
import type { RecurrencePeriod } from '~/domain/period';

function coupon(overrides: Partial<Coupon>): Coupon {
  return { id: 1, code: 'C', type: 'PERCENTAGE_OF_DISCOUNT', value: 10, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false, ...overrides };
}

describe('planAmountForPeriod', () => {
  it.each<[string, { monthly: number; annualMonthly?: number | null }, RecurrencePeriod, { amount: number; periodo: string }]>([
    ['part 1 §4: monthly uses the monthly amount and MENSAL', { monthly: 6900, annualMonthly: 6210 }, 'MONTHLY', { amount: 6900, periodo: 'MENSAL' }],
    ['part 1 §4: yearly uses the annual amount and ANUAL', { monthly: 6900, annualMonthly: 6210 }, 'YEARLY', { amount: 6210, periodo: 'ANUAL' }],
    ['part 1 §4: yearly without an annual price keeps the monthly amount', { monthly: 6900 }, 'YEARLY', { amount: 6900, periodo: 'ANUAL' }],
    ['part 1 §4: a zero annual price is treated as absent', { monthly: 6900, annualMonthly: 0 }, 'YEARLY', { amount: 6900, periodo: 'ANUAL' }],
  ])('%s', (_section, prices, period, expected) => {
    expect(planAmountForPeriod(prices, period)).toEqual(expected);
  });
});

describe('firstMonthAmount', () => {
  const base: FirstMonthInput = { productId: 10, slug: 'premium-plus-plan', amount: 8790 };

  it.each<[string, Partial<FirstMonthInput>, number | null]>([
    ['part 2 §3: no additional value means no first-month line', {}, null],
    ['part 1 §9: Funnel Club adds $199 to the first month', { slug: 'funnel-club-plan', additionalFirstMonth: 19900, countryPriceFirstMonth: null }, 28690],
    ['part 2 §9: funnel-club slugs take the country price first month', { slug: 'funnel-club-plan-mx', additionalFirstMonth: 19900, countryPriceFirstMonth: 450000 }, 450000],
    ['part 2 §9: the wp funnel-club slug takes the country price first month', { slug: 'wp-funnel-club-plan', countryPriceFirstMonth: 30000 }, 30000],
    ['part 2 §9: other slugs ignore the country price first month', { countryPriceFirstMonth: 30000 }, null],
    ['part 2 §9: product 3156 charges the additional value as the whole first month', { productId: 3156, additionalFirstMonth: 100 }, 100],
    ['part 2 §9: product 3025 charges the additional value as the whole first month', { productId: 3025, additionalFirstMonth: 19900 }, 19900],
    ['part 2 §9: product 3025 without an additional value has no first-month line', { productId: 3025, additionalFirstMonth: 0 }, null],
    ['part 2 §3: another product adds the additional value', { productId: 3157, additionalFirstMonth: 100 }, 8890],
  ])('%s', (_section, overrides, expected) => {
    expect(firstMonthAmount({ ...base, ...overrides })).toBe(expected);
  });
});

describe('trialLine', () => {
  it.each([
    ['part 2 §3: 14 trial days at no cost', 14, 0, { labelKey: 'checkout:cart.trial_days', count: 14, amount: 0 }],
    ['part 2 §3: 7 trial days with a trial amount', 7, 100, { labelKey: 'checkout:cart.trial_days', count: 7, amount: 100 }],
    ['part 2 §3: a missing trial amount is 0', 30, null, { labelKey: 'checkout:cart.trial_days', count: 30, amount: 0 }],
    ['part 2 §3: no trial days, no line', 0, 100, null],
    ['part 2 §3: null trial days, no line', null, null, null],
  ])('%s', (_section, days, amount, expected) => {
    expect(trialLine(days, amount)).toEqual(expected);
  });
});

describe('cartTotals', () => {
  const base: CartInput = { period: 'MONTHLY', planAmount: 6900 };

  it.each<[string, Partial<CartInput>, { amount: number; discount: number; amountWithCoupon: number; vat: number; total: number }]>([
    ['part 1 §2: a monthly plan alone', {}, { amount: 6900, discount: 0, amountWithCoupon: 6900, vat: 0, total: 6900 }],
    ['part 1 §2: monthly plan plus tools', { toolsAmount: 1000 }, { amount: 7900, discount: 0, amountWithCoupon: 7900, vat: 0, total: 7900 }],
    ['part 2 §9: yearly is (plan + tools) x 12', { period: 'YEARLY', toolsAmount: 1000 }, { amount: 94800, discount: 0, amountWithCoupon: 94800, vat: 0, total: 94800 }],
    ['part 1 §4: yearly with the annual amount x 12', { period: 'YEARLY', planAmount: 6210 }, { amount: 74520, discount: 0, amountWithCoupon: 74520, vat: 0, total: 74520 }],
    ['part 1 §9: VAT 21% of 59.00 is 12.39', { planAmount: 5900, vatPercent: 21 }, { amount: 5900, discount: 0, amountWithCoupon: 5900, vat: 1239, total: 7139 }],
    ['part 1 §5: 10% coupon rounds half up, VAT on the amount with coupon', { planAmount: 1999, coupon: coupon({ value: 10 }), vatPercent: 21 }, { amount: 1999, discount: 200, amountWithCoupon: 1799, vat: 378, total: 2177 }],
    ['part 1 §5: a 100% coupon makes everything 0', { planAmount: 5900, coupon: coupon({ value: 100 }), vatPercent: 21 }, { amount: 5900, discount: 5900, amountWithCoupon: 0, vat: 0, total: 0 }],
    ['part 1 §3: a fixed coupon above the price floors at 0', { planAmount: 5900, coupon: coupon({ type: 'FIXED_VALUE', value: 10000 }) }, { amount: 5900, discount: 5900, amountWithCoupon: 0, vat: 0, total: 0 }],
    ['part 1 §3: a fixed coupon on a yearly total takes its cents once', { period: 'YEARLY', coupon: coupon({ type: 'FIXED_VALUE', value: 1000 }) }, { amount: 82800, discount: 1000, amountWithCoupon: 81800, vat: 0, total: 81800 }],
    ['part 1 §4: bump-sell extras are added once to a fee', { planAmount: 4900, extraAmount: 990 }, { amount: 5890, discount: 0, amountWithCoupon: 5890, vat: 0, total: 5890 }],
    ['part 1 §4: bump-sell extras are not multiplied by 12', { period: 'YEARLY', planAmount: 1000, extraAmount: 990 }, { amount: 12990, discount: 0, amountWithCoupon: 12990, vat: 0, total: 12990 }],
    ['part 1 §3: a first-month coupon skips the recurring charge when a first month exists', { firstMonthAmount: 28690, coupon: coupon({ period: 'FIRST_MONTH', value: 50 }) }, { amount: 6900, discount: 0, amountWithCoupon: 6900, vat: 0, total: 6900 }],
    ['part 1 §3: a forever coupon also discounts the recurring charge after a first month', { firstMonthAmount: 28690, coupon: coupon({ value: 50 }) }, { amount: 6900, discount: 3450, amountWithCoupon: 3450, vat: 0, total: 3450 }],
  ])('%s', (_section, overrides, charge) => {
    expect(cartTotals({ ...base, ...overrides }).charge).toEqual(charge);
  });

  it.each<[string, Partial<CartInput>, object | null]>([
    ['part 2 §3: a monthly first month is its own charge', { firstMonthAmount: 28690 }, { amount: 28690, discount: 0, amountWithCoupon: 28690, vat: 0, total: 28690 }],
    ['part 2 §3: the first month carries the tools', { firstMonthAmount: 28690, toolsAmount: 1000 }, { amount: 29690, discount: 0, amountWithCoupon: 29690, vat: 0, total: 29690 }],
    ['part 1 §3: a first-month coupon discounts the first month', { firstMonthAmount: 28690, coupon: coupon({ period: 'FIRST_MONTH', value: 50 }), vatPercent: 10 }, { amount: 28690, discount: 14345, amountWithCoupon: 14345, vat: 1435, total: 15780 }],
    ['part 2 §3: yearly billing has no first-month line', { period: 'YEARLY', firstMonthAmount: 28690 }, null],
    ['part 2 §3: no first-month amount, no line', { firstMonthAmount: null }, null],
  ])('%s', (_section, overrides, expected) => {
    expect(cartTotals({ ...base, ...overrides }).firstMonth).toEqual(expected);
  });

  it.each<[string, Partial<CartInput>, object]>([
    ['part 1 §3: VAT bases without coupon or first month are the amount', { planAmount: 5900 }, { amount: 5900, amountFirstMonth: 5900, amountWithoutCoupon: 5900 }],
    ['part 1 §3: VAT bases with a coupon', { planAmount: 5900, coupon: coupon({ value: 10 }) }, { amount: 5310, amountFirstMonth: 5310, amountWithoutCoupon: 5900 }],
    ['part 1 §3: VAT bases with a first month', { planAmount: 5900, firstMonthAmount: 9900 }, { amount: 5900, amountFirstMonth: 9900, amountWithoutCoupon: 5900 }],
  ])('%s', (_section, overrides, bases) => {
    expect(cartTotals({ ...base, ...overrides }).vatBases).toEqual(bases);
  });

  it.each<[string, RecurrencePeriod, object]>([
    ['part 1 §2: monthly carts are labelled Mensal and sent as MENSAL', 'MONTHLY', { months: 1, periodo: 'MENSAL', periodLabelKey: 'checkout:cart.period.monthly' }],
    ['part 1 §2: yearly carts are labelled Anual and sent as ANUAL', 'YEARLY', { months: 12, periodo: 'ANUAL', periodLabelKey: 'checkout:cart.period.yearly' }],
  ])('%s', (_section, period, expected) => {
    expect(cartTotals({ ...base, period })).toMatchObject(expected);
  });

  it('gives the VAT before the coupon too (part 1 §3 amountWithoutCoupon)', () => {
    expect(cartTotals({ ...base, planAmount: 1999, coupon: coupon({ value: 10 }), vatPercent: 21 }).vatWithoutCoupon).toBe(420);
  });
});

describe('amountDueNow (part 2 §7 amount.value and amount.first_month)', () => {
  it('is the first month’s total when the plan has one, coupon and VAT applied', () => {
    const totals = cartTotals({ period: 'MONTHLY', planAmount: 8790, firstMonthAmount: 28690, vatPercent: 21 });
    expect(amountDueNow(totals)).toBe(totals.firstMonth!.total);
    expect(amountDueNow(totals)).not.toBe(totals.charge.total);
  });

  it('is the charge otherwise (yearly has no first month)', () => {
    const totals = cartTotals({ period: 'YEARLY', planAmount: 8790, firstMonthAmount: 28690 });
    expect(amountDueNow(totals)).toBe(totals.charge.total);
  });
});
