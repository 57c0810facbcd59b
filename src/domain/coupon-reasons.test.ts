import { describe, expect, it } from 'vitest';
import errors from '../../locales/pt/errors.json';
import { COUPON_REASONS, couponCheckFromServer, couponReasonMessage, couponReasonMessageKey } from '~/domain/coupon-reasons';

describe('coupon reason message keys', () => {
  it.each([
    ['part 1 §5: invalid_coupon', 'invalid_coupon', 'errors:coupon.invalid_coupon'],
    ['part 1 §5: 312_invalid_coupon', '312_invalid_coupon', 'errors:coupon.312_invalid_coupon'],
    ['part 1 §5: 314_invalid_coupon', '314_invalid_coupon', 'errors:coupon.314_invalid_coupon'],
    ['part 1 §5: coupon_code_is_required', 'coupon_code_is_required', 'errors:coupon.coupon_code_is_required'],
    ['part 1 §5: user_id_is_required', 'user_id_is_required', 'errors:coupon.user_id_is_required'],
    ['part 1 §5: coupon_invalid_date', 'coupon_invalid_date', 'errors:coupon.coupon_invalid_date'],
    ['part 2 §8: this_coupon_is_not_valid_for_this_plan', 'this_coupon_is_not_valid_for_this_plan', 'errors:coupon.this_coupon_is_not_valid_for_this_plan'],
    ['part 2 §8: coupon_expired', 'coupon_expired', 'errors:coupon.coupon_expired'],
    ['part 2 §8: coupon_already_used', 'coupon_already_used', 'errors:coupon.coupon_already_used'],
    ['part 2 §8: coupon_category_already_used', 'coupon_category_already_used', 'errors:coupon.coupon_category_already_used'],
    ['part 2 §8: cannot_be_used_by_this_account', 'cannot_be_used_by_this_account', 'errors:coupon.cannot_be_used_by_this_account'],
    ['DESIGN security: an unknown reason maps to the generic message', 'server_exploded', 'errors:coupon.unknown'],
    ['DESIGN security: a missing reason maps to the generic message', undefined, 'errors:coupon.unknown'],
    ['DESIGN security: a prototype name is not a reason', 'constructor', 'errors:coupon.unknown'],
  ])('%s', (_section, reason, key) => {
    expect(couponReasonMessageKey(reason)).toBe(key);
  });

  it('finds every coupon key, with its {{code}} placeholder where the text names the code, in locales/pt (part 1 §5, part 2 §8)', () => {
    const catalogue: Record<string, string> = errors.coupon;
    for (const reason of [...COUPON_REASONS, 'unknown']) {
      const key = couponReasonMessageKey(reason).replace('errors:coupon.', '');
      expect(catalogue[key], key).toBeTypeOf('string');
    }
    expect(catalogue['invalid_coupon']).toContain('{{code}}');
  });

  it('passes the code under the placeholder name "code" (part 1 §5 "O cupom {0}, é invaldio.")', () => {
    expect(couponReasonMessage('invalid_coupon', 'ABC')).toEqual({ key: 'errors:coupon.invalid_coupon', values: { code: 'ABC' } });
  });
});

describe('couponCheckFromServer', () => {
  const raw = { id: 3, code: 'OFF', type: 'PERCENTAGE_OF_DISCOUNT', value: 0.2, period: 'FOREVER', apply_only_first_month: false };

  it.each([
    ['part 1 §7: isValid true with a coupon is valid', { isValid: true, coupon: raw }, { status: 'valid', coupon: { id: 3, code: 'OFF', type: 'PERCENTAGE_OF_DISCOUNT', value: 20, period: 'FOREVER', periodTime: null, applyOnlyFirstMonth: false } }],
    ['part 1 §7: isValid false carries the reason', { isValid: false, reason: 'coupon_expired' }, { status: 'invalid', reason: 'coupon_expired' }],
    ['part 1 §7: an unknown reason becomes unknown', { isValid: false, reason: '<b>x</b>' }, { status: 'invalid', reason: 'unknown' }],
    ['part 1 §7: isValid true without a coupon is refused', { isValid: true, coupon: null }, { status: 'invalid', reason: 'unknown' }],
    ['part 1 §7: isValid true with an unreadable coupon is refused', { isValid: true, coupon: { ...raw, value: 'lots' } }, { status: 'invalid', reason: 'unknown' }],
    ['part 1 §7: isValid "false" as text is not valid', { isValid: 'false', reason: 'invalid_coupon' }, { status: 'invalid', reason: 'invalid_coupon' }],
  ])('%s', (_section, response, expected) => {
    expect(couponCheckFromServer(response)).toEqual(expected);
  });
});
