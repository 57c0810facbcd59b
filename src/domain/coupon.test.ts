import { describe, expect, it } from 'vitest';
import {
  applyCoupon, couponCoveredMonths, couponCoversMonth, couponDiscount, couponFromServer, fixedCouponFits, gatewayDiscount,
  isCouponValidWithTrialDays, isFullDiscountCoupon, isPeriodCoupon, type Coupon, type ServerCoupon,
} from '~/domain/coupon';

function coupon(overrides: Partial<Coupon>): Coupon {
  return { id: 1, code: 'TEST', type: 'PERCENTAGE_OF_DISCOUNT', value: 10, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false, ...overrides };
}

describe('couponFromServer', () => {
  const base: ServerCoupon = { id: 7, code: ' OFF ', type: 'PERCENTAGE_OF_DISCOUNT', value: 0.1, period: 'FOREVER', apply_only_first_month: false };

  it.each<[string, Partial<ServerCoupon>, Partial<Coupon>]>([
    ['part 1 §5: a percentage is multiplied by 100', {}, { value: 10, code: 'OFF' }],
    ['part 1 §5: 1 (100%) is a full discount of 100', { value: 1 }, { value: 100 }],
    ['part 1 §5: a text percentage "0.25" is 25', { value: '0.25' }, { value: 25 }],
    ['part 1 §5: 0.07 x 100 has no float noise', { value: 0.07 }, { value: 7 }],
    ['part 1 §5: a fractional percent 0.125 is 12.5', { value: 0.125 }, { value: 12.5 }],
    ['part 1 §3: a fixed value in units becomes cents', { type: 'FIXED_VALUE', value: '10.50' }, { type: 'FIXED_VALUE', value: 1050 }],
    ['part 1 §3: a fixed value 0.29 is 29 cents', { type: 'FIXED_VALUE', value: 0.29 }, { type: 'FIXED_VALUE', value: 29 }],
    ['part 1 §3: FIRST_MONTH period is kept', { period: 'FIRST_MONTH' }, { period: 'FIRST_MONTH' }],
    ['part 1 §3: TIME_MONTH with periodTime', { period: 'TIME_MONTH', periodTime: 3 }, { period: 'TIME_MONTH', periodTime: 3 }],
    ['part 1 §3: period_value stands for periodTime', { period: 'TIME_WEEK', period_value: '2' }, { period: 'TIME_WEEK', periodTime: 2 }],
    ['part 2 §3: TIME_DAY from the server', { period: 'time_day', periodTime: 10 }, { period: 'TIME_DAY', periodTime: 10 }],
    ['part 2 §3: TIME_YEAR from the server', { period: 'TIME_YEAR', periodTime: 1 }, { period: 'TIME_YEAR', periodTime: 1 }],
    ['part 1 §3: a missing period is FOREVER', { period: null }, { period: 'FOREVER' }],
    ['part 1 §3: apply_only_first_month 1 is true', { apply_only_first_month: 1 }, { applyOnlyFirstMonth: true }],
    ['part 1 §3: apply_only_first_month "true" is true', { apply_only_first_month: 'true' }, { applyOnlyFirstMonth: true }],
    ['part 1 §3: apply_only_first_month "0" is false', { apply_only_first_month: '0' }, { applyOnlyFirstMonth: false }],
    ['part 1 §3: a text id becomes a number', { id: '42' }, { id: 42 }],
  ])('%s', (_section, raw, expected) => {
    const result = couponFromServer({ ...base, ...raw });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.coupon).toMatchObject(expected);
  });

  it.each<[string, Partial<ServerCoupon>, string]>([
    ['part 1 §3: an unknown type is refused', { type: 'BOGO' }, 'invalid_type'],
    ['part 1 §3: a non-numeric value is refused', { value: 'ten' }, 'invalid_value'],
    ['part 1 §3: a negative value is refused', { value: -0.1 }, 'invalid_value'],
    ['part 1 §5: more than 100% is refused', { value: 1.5 }, 'invalid_value'],
    ['part 1 §3: an unknown period is refused', { period: 'TIME_HOUR' }, 'invalid_period'],
    ['part 1 §3: an id of 0 is refused', { id: 0 }, 'invalid_id'],
  ])('%s', (_section, raw, error) => {
    expect(couponFromServer({ ...base, ...raw })).toEqual({ ok: false, error });
  });
});

describe('months a coupon covers', () => {
  it.each<[string, Partial<Coupon>, number]>([
    ['part 1 §3: FOREVER covers every month', { period: 'FOREVER' }, Number.POSITIVE_INFINITY],
    ['part 1 §3: FIRST_MONTH covers one month', { period: 'FIRST_MONTH' }, 1],
    ['part 1 §3: apply_only_first_month wins over FOREVER', { period: 'FOREVER', applyOnlyFirstMonth: true }, 1],
    ['part 1 §3: apply_only_first_month wins over TIME_MONTH 6', { period: 'TIME_MONTH', periodTime: 6, applyOnlyFirstMonth: true }, 1],
    ['part 1 §3: TIME_MONTH 3 covers three months', { period: 'TIME_MONTH', periodTime: 3 }, 3],
    ['part 1 §3: TIME_MONTH without periodTime covers one month', { period: 'TIME_MONTH', periodTime: null }, 1],
    ['part 1 §3: TIME_YEAR 1 covers twelve months', { period: 'TIME_YEAR', periodTime: 1 }, 12],
    ['part 1 §3: TIME_YEAR 2 covers 24 months', { period: 'TIME_YEAR', periodTime: 2 }, 24],
    ['part 1 §3: TIME_WEEK 2 (14 days) covers the first charge', { period: 'TIME_WEEK', periodTime: 2 }, 1],
    ['part 1 §3: TIME_WEEK 5 (35 days) reaches the second charge', { period: 'TIME_WEEK', periodTime: 5 }, 2],
    ['part 1 §3: TIME_DAY 30 covers only the first charge', { period: 'TIME_DAY', periodTime: 30 }, 1],
    ['part 1 §3: TIME_DAY 31 reaches the second charge', { period: 'TIME_DAY', periodTime: 31 }, 2],
    ['part 1 §3: TIME_DAY 90 covers three charges', { period: 'TIME_DAY', periodTime: 90 }, 3],
  ])('%s', (_section, overrides, months) => {
    expect(couponCoveredMonths(coupon(overrides))).toBe(months);
  });

  it.each<[string, Partial<Coupon>, number, boolean]>([
    ['part 1 §3: FIRST_MONTH discounts month 0', { period: 'FIRST_MONTH' }, 0, true],
    ['part 1 §3: FIRST_MONTH does not discount month 1', { period: 'FIRST_MONTH' }, 1, false],
    ['part 1 §3: TIME_MONTH 3 discounts month 2', { period: 'TIME_MONTH', periodTime: 3 }, 2, true],
    ['part 1 §3: TIME_MONTH 3 stops at month 3', { period: 'TIME_MONTH', periodTime: 3 }, 3, false],
    ['part 1 §3: FOREVER discounts month 100', { period: 'FOREVER' }, 100, true],
    ['part 1 §3: a yearly charge starting at month 12 is past TIME_YEAR 1', { period: 'TIME_YEAR', periodTime: 1 }, 12, false],
    ['part 1 §3: a negative month index is never covered', { period: 'FOREVER' }, -1, false],
  ])('%s', (_section, overrides, month, expected) => {
    expect(couponCoversMonth(coupon(overrides), month)).toBe(expected);
  });
});

describe('discount on an amount', () => {
  it.each<[string, Partial<Coupon>, number, number, number]>([
    ['part 1 §5: 10% of 6900 is 690', { value: 10 }, 6900, 0, 690],
    ['part 1 §5: 10% of 1999 (199.9) rounds half up to 200', { value: 10 }, 1999, 0, 200],
    ['part 1 §5: 15% of 1999 (299.85) rounds to 300', { value: 15 }, 1999, 0, 300],
    ['part 1 §5: 50% of 1 cent (0.5) rounds up to 1', { value: 50 }, 1, 0, 1],
    ['part 1 §5: 100% takes the whole amount', { value: 100 }, 8790, 0, 8790],
    ['part 1 §5: 100% of an odd amount leaves exactly 0', { value: 100 }, 1, 0, 1],
    ['part 1 §3: a fixed value takes its cents', { type: 'FIXED_VALUE', value: 1000 }, 6900, 0, 1000],
    ['part 1 §3: a fixed value larger than the price floors at the price', { type: 'FIXED_VALUE', value: 10000 }, 6900, 0, 6900],
    ['part 1 §3: a fixed coupon on a later month of FIRST_MONTH gives nothing', { type: 'FIXED_VALUE', value: 1000, period: 'FIRST_MONTH' }, 6900, 1, 0],
    ['part 1 §3: a percentage on month 2 of TIME_MONTH 3 applies', { period: 'TIME_MONTH', periodTime: 3 }, 6900, 2, 690],
    ['part 1 §3: apply_only_first_month gives nothing on month 1', { applyOnlyFirstMonth: true }, 6900, 1, 0],
    ['part 1 §3: a zero amount has no discount', { value: 10 }, 0, 0, 0],
  ])('%s', (_section, overrides, amount, month, discount) => {
    expect(couponDiscount(coupon(overrides), amount, month)).toBe(discount);
  });

  it.each<[string, Coupon | null, number, { discount: number; amountWithCoupon: number }]>([
    ['part 2 §3: no coupon leaves the amount', null, 6900, { discount: 0, amountWithCoupon: 6900 }],
    ['part 2 §3: amountCoupon is the amount minus the discount', coupon({ value: 20 }), 6900, { discount: 1380, amountWithCoupon: 5520 }],
    ['part 1 §5: a 100% coupon makes the amount 0', coupon({ value: 100 }), 14900, { discount: 14900, amountWithCoupon: 0 }],
    ['part 1 §3: a fixed coupon above the price makes the amount 0, never negative', coupon({ type: 'FIXED_VALUE', value: 99999 }), 5900, { discount: 5900, amountWithCoupon: 0 }],
  ])('%s', (_section, c, amount, expected) => {
    expect(applyCoupon(c, amount)).toEqual({ amount, ...expected });
  });
});

describe('coupon facts the payment-method rules read', () => {
  it.each<[string, Coupon | null, boolean]>([
    ['part 2 §4.2: a 100% percentage coupon is a full-discount coupon', coupon({ value: 100 }), true],
    ['part 2 §4.2: 99.99% is not', coupon({ value: 99.99 }), false],
    ['part 2 §4.2: a fixed coupon is never a 100% coupon', coupon({ type: 'FIXED_VALUE', value: 100 }), false],
    ['part 2 §4.2: no coupon is not a 100% coupon', null, false],
  ])('%s', (_section, c, expected) => {
    expect(isFullDiscountCoupon(c)).toBe(expected);
  });

  it.each<[string, Coupon | null, boolean]>([
    ['part 2 §4.2: TIME_MONTH is a period coupon', coupon({ period: 'TIME_MONTH', periodTime: 3 }), true],
    ['part 2 §4.2: TIME_DAY is a period coupon', coupon({ period: 'TIME_DAY', periodTime: 10 }), true],
    ['part 2 §4.2: TIME_WEEK is a period coupon', coupon({ period: 'TIME_WEEK', periodTime: 1 }), true],
    ['part 2 §4.2: TIME_YEAR is a period coupon', coupon({ period: 'TIME_YEAR', periodTime: 1 }), true],
    ['part 2 §4.2: FOREVER is not a period coupon', coupon({ period: 'FOREVER' }), false],
    ['part 2 §4.2: FIRST_MONTH is not a period coupon', coupon({ period: 'FIRST_MONTH' }), false],
    ['part 2 §4.2: no coupon is not a period coupon', null, false],
  ])('%s', (_section, c, expected) => {
    expect(isPeriodCoupon(c)).toBe(expected);
  });

  it.each<[string, Coupon | null, number, boolean]>([
    ['part 2 §4.2: a valid coupon on a 14-day trial', coupon({}), 14, true],
    ['part 2 §4.2: a valid coupon without trial days', coupon({}), 0, false],
    ['part 2 §4.2: trial days without a coupon', null, 14, false],
  ])('%s', (_section, c, days, expected) => {
    expect(isCouponValidWithTrialDays(c, days)).toBe(expected);
  });

  it.each<[string, Coupon | null, number, boolean]>([
    ['part 2 §5: a fixed coupon below the amount passes', coupon({ type: 'FIXED_VALUE', value: 1000 }), 6900, true],
    ['part 2 §5: a fixed coupon equal to the amount passes', coupon({ type: 'FIXED_VALUE', value: 6900 }), 6900, true],
    ['part 2 §5: a fixed coupon above the amount fails', coupon({ type: 'FIXED_VALUE', value: 6901 }), 6900, false],
    ['part 2 §5: a percentage coupon passes', coupon({ value: 100 }), 6900, true],
    ['part 2 §5: no coupon passes', null, 6900, true],
  ])('%s', (_section, c, amount, expected) => {
    expect(fixedCouponFits(c, amount)).toBe(expected);
  });
});

describe('gatewayDiscount', () => {
  it.each<[string, Partial<Coupon>, object]>([
    ['part 2 §7: a fixed FOREVER coupon is DISCOUNT_FIXED FOREVER', { code: 'F10', type: 'FIXED_VALUE', value: 1000 }, { code: 'F10', value: 1000, type: 'DISCOUNT_FIXED', period: 'FOREVER' }],
    ['part 2 §7: a percentage FOREVER coupon is PERCENTAGE FOREVER', { code: 'P10', value: 10 }, { code: 'P10', value: 10, type: 'PERCENTAGE', period: 'FOREVER' }],
    ['part 2 §7: a FIRST_MONTH coupon is FIRST_MONTH', { period: 'FIRST_MONTH', value: 100 }, { type: 'PERCENTAGE', period: 'FIRST_MONTH', value: 100 }],
    ['part 2 §7: apply_only_first_month is FIRST_MONTH', { applyOnlyFirstMonth: true }, { period: 'FIRST_MONTH' }],
    ['part 2 §7: a limited TIME_MONTH coupon is never sent as FOREVER', { period: 'TIME_MONTH', periodTime: 3 }, { period: 'FIRST_MONTH' }],
  ])('%s', (_section, overrides, expected) => {
    expect(gatewayDiscount(coupon(overrides))).toMatchObject(expected);
  });
});
