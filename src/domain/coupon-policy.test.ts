import { describe, expect, it } from 'vitest';
import type { Coupon } from '~/domain/coupon';
import {
  couponAfterPeriodSwitch, couponButtonEnabled, couponMakesPlanInactive, couponsAllowedForSlug, renameSuperCoupon, skipsCouponCheck,
} from '~/domain/coupon-policy';
import type { RecurrencePeriod } from '~/domain/period';

const applied: Coupon = { id: 1, code: 'OFF', type: 'FIXED_VALUE', value: 500, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false };

describe('slugs that refuse coupons', () => {
  it.each([
    ['part 1 §5: cnces-essentials refuses coupons', 'cnces-essentials', false],
    ['part 1 §5: cnces-advanced refuses coupons', 'cnces-advanced', false],
    ['part 1 §5: cnces-premium refuses coupons', 'CNCES-PREMIUM', false],
    ['part 1 §5: the bundle plan refuses coupons', 'bundle-plan', false],
    ['part 1 §5: the bundle trial plan refuses coupons', 'bundle-plan-trial', false],
    ['part 1 §5: upwork fee slugs refuse coupons', 'upwork-fee-20', false],
    ['part 1 §5: a normal plan accepts coupons', 'premium-plus-plan', true],
    ['part 1 §5: a near-miss slug accepts coupons', 'cnces-premium-plus', true],
  ])('%s', (_section, slug, allowed) => {
    expect(couponsAllowedForSlug(slug)).toBe(allowed);
    expect(skipsCouponCheck(slug)).toBe(!allowed);
  });
});

describe('coupons that make the plan inactive', () => {
  it.each([
    ['part 1 §4: 1EUR', '1EUR', true],
    ['part 1 §4: 1EURBACK', '1EURBACK', true],
    ['part 1 §4: 1USD', '1USD', true],
    ['part 1 §4: 1USDBACK', '1usdback', true],
    ['part 1 §4: 1BRL', ' 1BRL ', true],
    ['part 1 §4: 1BRLBACK', '1BRLBACK', true],
    ['part 1 §4: 2EUR is an ordinary coupon', '2EUR', false],
    ['part 1 §4: 1EURO is an ordinary coupon', '1EURO', false],
    ['part 1 §4: no coupon', null, false],
  ])('%s', (_section, code, expected) => {
    expect(couponMakesPlanInactive(code)).toBe(expected);
  });
});

describe('SUPER coupon renamed per plan', () => {
  it.each([
    ['part 1 §5: core-account keeps SUPER', 'SUPER', 'core-account', 'SUPER'],
    ['part 1 §5: essentials uses SUPER1', 'SUPER', 'essentials-plan', 'SUPER1'],
    ['part 1 §5: advanced uses SUPER2', 'super', 'advanced-plan', 'SUPER2'],
    ['part 1 §5: premium-plus uses SUPER3', 'SUPER', 'premium-plus-plan', 'SUPER3'],
    ['part 1 §9: the wp variant counts as its plan', 'SUPER', 'wp-premium-plus-plan', 'SUPER3'],
    ['part 1 §9: the trial variant counts as its plan', 'SUPER', 'essentials-plan-trial', 'SUPER1'],
    ['part 1 §5: SUPER3 typed on essentials becomes SUPER1', 'SUPER3', 'essentials-plan', 'SUPER1'],
    ['part 1 §5: SUPER on a plan outside the list is unchanged', 'SUPER', 'bundle-plan', 'SUPER'],
    ['part 1 §5: another code is unchanged', 'SUPERSALE', 'advanced-plan', 'SUPERSALE'],
    ['part 1 §5: SUPER4 is not a SUPER coupon', 'SUPER4', 'advanced-plan', 'SUPER4'],
  ])('%s', (_section, code, slug, expected) => {
    expect(renameSuperCoupon(code, slug)).toBe(expected);
  });
});

describe('coupon box behaviour', () => {
  it.each<[string, string, Coupon | null, boolean]>([
    ['part 1 §5: a code and no coupon enables the button', 'OFF', null, true],
    ['part 1 §5: an empty input disables the button', '', null, false],
    ['part 1 §5: spaces only disable the button', '   ', null, false],
    ['part 1 §5: an applied coupon disables the button', 'OTHER', applied, false],
  ])('%s', (_section, input, current, expected) => {
    expect(couponButtonEnabled(input, current)).toBe(expected);
  });

  it.each<[string, RecurrencePeriod, RecurrencePeriod, Coupon | null]>([
    ['part 1 §4: monthly to yearly clears the coupon', 'MONTHLY', 'YEARLY', null],
    ['part 1 §4: yearly to monthly clears the coupon', 'YEARLY', 'MONTHLY', null],
    ['part 1 §4: staying on the same period keeps the coupon', 'YEARLY', 'YEARLY', applied],
  ])('%s', (_section, from, to, expected) => {
    expect(couponAfterPeriodSwitch(applied, from, to)).toBe(expected);
  });
});
