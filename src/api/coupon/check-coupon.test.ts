import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { request } from '~/api/request';
import { sandboxServer } from '~/sandbox/node';
import { checkCoupon, checkCouponResponseSchema, type CheckCouponInput } from './check-coupon';

const url = apiUrl('office', '/br/office/check-coupon');
const premiumPlus: CheckCouponInput = { code: '', userId: '1001', planId: 3004, period: 'MENSAL' };

describe('checkCoupon (part 1 §5, §7)', () => {
  it.each([
    ['part 1 §5: 10 % arrives as 0.1 and becomes 10', 'OFF10', { type: 'PERCENTAGE_OF_DISCOUNT', value: 10, period: 'FOREVER', periodTime: null }],
    ['part 1 §5: 100 % is a full discount', 'FREE100', { type: 'PERCENTAGE_OF_DISCOUNT', value: 100, period: 'FOREVER' }],
    ['part 1 §5: a first-month percentage', 'off25first', { value: 25, period: 'FIRST_MONTH', applyOnlyFirstMonth: true }],
    ['part 1 §9: a fixed value of 10.00 is 1000 cents', 'SAVE10', { type: 'FIXED_VALUE', value: 1000, period: 'FOREVER' }],
    ['part 2 §3: a coupon for N months', 'HALF3MONTHS', { value: 50, period: 'TIME_MONTH', periodTime: 3 }],
    ['part 2 §3: period_value is read as periodTime', 'WEEKS2', { type: 'FIXED_VALUE', value: 500, period: 'TIME_WEEK', periodTime: 2 }],
    ['part 2 §4.2: a trial-days coupon', 'TRIAL14', { value: 100, period: 'TIME_DAY', periodTime: 14 }],
    ['part 1 §5: SUPER3 is the premium-plus SUPER coupon', 'SUPER3', { code: 'SUPER3', value: 30 }],
  ])('%s', async (_row, code, coupon) => {
    const result = await checkCoupon({ ...premiumPlus, code });
    expect(result.isValid).toBe(true);
    expect(result.isValid && result.coupon).toMatchObject(coupon);
  });

  it.each([
    ['part 1 §5: an unknown code', { code: 'NOSUCHCODE' }, 'invalid_coupon'],
    ['part 1 §5: code 312', { code: 'ERR312' }, '312_invalid_coupon'],
    ['part 1 §5: code 314', { code: 'ERR314' }, '314_invalid_coupon'],
    ['part 1 §5: an empty code', { code: '  ' }, 'coupon_code_is_required'],
    ['part 1 §5: a visitor', { code: 'OFF10', userId: null }, 'user_id_is_required'],
    ['part 1 §5: a bad date', { code: 'BADDATE' }, 'coupon_invalid_date'],
    ['part 1 §5: another plan\'s coupon', { code: 'NOTTHISPLAN' }, 'this_coupon_is_not_valid_for_this_plan'],
    ['part 1 §5: SUPER on premium-plus (it is SUPER3 there)', { code: 'SUPER' }, 'this_coupon_is_not_valid_for_this_plan'],
    ['part 1 §5: a premium-only coupon on essentials', { code: 'ONLYPREMIUM', planId: 3002 }, 'this_coupon_is_not_valid_for_this_plan'],
    ['part 2 §8: an expired coupon', { code: 'EXPIRED' }, 'coupon_expired'],
    ['part 2 §8: a used coupon', { code: 'USED' }, 'coupon_already_used'],
    ['part 2 §8: a category already used', { code: 'CATEGORYUSED' }, 'coupon_category_already_used'],
    ['part 2 §8: another account\'s coupon', { code: 'NOTFORYOU' }, 'cannot_be_used_by_this_account'],
  ])('refuses %s', async (_row, input, reason) => {
    await expect(checkCoupon({ ...premiumPlus, ...input })).resolves.toEqual({ isValid: false, reason });
  });

  it('sends the form the spec names', async () => {
    let seen: Record<string, string> = {};
    sandboxServer.use(
      http.post(url, async ({ request: req }) => {
        seen = Object.fromEntries(new URLSearchParams(await req.text()));
        return HttpResponse.json({ isValid: false, reason: 'invalid_coupon' });
      }),
    );
    await checkCoupon({ code: ' off10 ', userId: '1001', planId: 3003, period: 'ANUAL' });
    expect(seen).toEqual({ coupon_code: 'off10', user_id: '1001', plan_id: '3003', plan_period: 'ANUAL' });
  });

  it('answers 400 with the issues when the form is invalid', async () => {
    const call = request({ call: 'raw', base: 'office', method: 'POST', path: '/br/office/check-coupon', form: { coupon_code: 'X', user_id: '1', plan_id: '2', plan_period: 'MONTHLY' }, schema: checkCouponResponseSchema });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
  });

  it.each([
    ['a payload missing a field', { isValid: false }, 'reason'],
    ['a wrong type', { isValid: true, coupon: { id: 1, code: 'X', type: 'PERCENTAGE_OF_DISCOUNT', value: 'ten', period: 'FOREVER' } }, 'coupon.value'],
    ['a percentage not sent as a fraction', { isValid: true, coupon: { id: 1, code: 'X', type: 'PERCENTAGE_OF_DISCOUNT', value: 10, period: 'FOREVER' } }, 'coupon.value'],
    ['a period coupon without its length', { isValid: true, coupon: { id: 1, code: 'X', type: 'FIXED_VALUE', value: 5, period: 'TIME_MONTH' } }, 'coupon.periodTime'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await checkCoupon({ ...premiumPlus, code: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
