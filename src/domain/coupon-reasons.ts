/**
 * Coupon check outcome and the message key of every refusal reason (part 1 §5, part 2 §8).
 */
import { couponFromServer, type Coupon, type ServerCoupon } from '~/domain/coupon';

export const COUPON_REASONS = [
  'invalid_coupon', '312_invalid_coupon', '314_invalid_coupon', 'coupon_code_is_required', 'user_id_is_required',
  'coupon_invalid_date', 'this_coupon_is_not_valid_for_this_plan', 'coupon_expired', 'coupon_already_used',
  'coupon_category_already_used', 'cannot_be_used_by_this_account',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number] | 'unknown';

/** Name of the placeholder every coupon message uses for the code (`{{code}}`). */
export const COUPON_MESSAGE_PLACEHOLDER = 'code';

/** A known reason as itself; anything else as 'unknown'. Example: toCouponReason('coupon_expired') === 'coupon_expired'. */
export function toCouponReason(reason: unknown): CouponReason {
  return typeof reason === 'string' && (COUPON_REASONS as readonly string[]).includes(reason) ? (reason as CouponReason) : 'unknown';
}

/** Translation key of a reason; unknown reasons map to errors:coupon.unknown. Example: couponReasonMessageKey('coupon_expired') === 'errors:coupon.coupon_expired'. */
export function couponReasonMessageKey(reason: unknown): string {
  return `errors:coupon.${toCouponReason(reason)}`;
}

/** Key and values to translate a refusal. Example: couponReasonMessage('invalid_coupon', 'X') -> { key: 'errors:coupon.invalid_coupon', values: { code: 'X' } }. */
export function couponReasonMessage(reason: unknown, code: string): { key: string; values: { [COUPON_MESSAGE_PLACEHOLDER]: string } } {
  return { key: couponReasonMessageKey(reason), values: { [COUPON_MESSAGE_PLACEHOLDER]: code } };
}

export type CouponCheck = { status: 'valid'; coupon: Coupon } | { status: 'invalid'; reason: CouponReason };

/** The check-coupon response shape (part 1 §7, part 2 §7). */
export interface ServerCouponCheck { isValid: unknown; reason?: unknown; coupon?: ServerCoupon | null }

/**
 * check-coupon response to a typed outcome. A "valid" answer whose coupon cannot be read is refused as
 * 'unknown' so that no discount is shown that the office would not grant.
 * Example: couponCheckFromServer({ isValid: false, reason: 'coupon_expired' }) -> { status: 'invalid', reason: 'coupon_expired' }.
 */
export function couponCheckFromServer(raw: ServerCouponCheck): CouponCheck {
  const valid = raw.isValid === true || raw.isValid === 1 || raw.isValid === 'true';
  if (!valid) return { status: 'invalid', reason: toCouponReason(raw.reason) };
  const converted = raw.coupon ? couponFromServer(raw.coupon) : null;
  return converted?.ok ? { status: 'valid', coupon: converted.coupon } : { status: 'invalid', reason: 'unknown' };
}
