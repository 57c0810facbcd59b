/**
 * Where coupons may be used and how the coupon box behaves (part 1 §4, §5, §9).
 */
import type { Coupon } from '~/domain/coupon';
import type { RecurrencePeriod } from '~/domain/period';
import { isBundlePlanSlug, isUpworkFeeSlug, planFamily } from '~/domain/plan-slugs';

/**
 * Slugs that refuse coupons (part 1 §5). The spec does not list the "no-coupon list" separately, so it is
 * this set: on these slugs the coupon check is skipped and a coupon in the URL is ignored.
 */
export const COUPON_DISALLOWED_SLUGS = ['cnces-essentials', 'cnces-advanced', 'cnces-premium'] as const;

/** False on the no-coupon slugs, bundle plans and upwork fees. Example: couponsAllowedForSlug('bundle-plan') === false. */
export function couponsAllowedForSlug(slug: string): boolean {
  const s = slug.trim().toLowerCase();
  return !(COUPON_DISALLOWED_SLUGS as readonly string[]).includes(s) && !isBundlePlanSlug(s) && !isUpworkFeeSlug(s);
}

/** True when the load sequence skips the coupon check for this slug (part 1 §5). Example: skipsCouponCheck('cnces-premium') === true. */
export function skipsCouponCheck(slug: string): boolean {
  return !couponsAllowedForSlug(slug);
}

/** Coupons that, in the URL, make the plan inactive (part 1 §4). */
export const PLAN_INACTIVATING_COUPONS = ['1EUR', '1EURBACK', '1USD', '1USDBACK', '1BRL', '1BRLBACK'] as const;

/** True for 1EUR, 1EURBACK, 1USD, 1USDBACK, 1BRL, 1BRLBACK (any case). Example: couponMakesPlanInactive('1usd') === true. */
export function couponMakesPlanInactive(code: string | null | undefined): boolean {
  return (PLAN_INACTIVATING_COUPONS as readonly string[]).includes((code ?? '').trim().toUpperCase());
}

/** The SUPER coupon each plan family expects (part 1 §5, §9). */
export const SUPER_COUPON_BY_PLAN = {
  'core-account': 'SUPER',
  essentials: 'SUPER1',
  advanced: 'SUPER2',
  'premium-plus': 'SUPER3',
} as const;

const SUPER_FAMILY = /^SUPER[1-3]?$/;

/**
 * Renames a SUPER-family code (SUPER, SUPER1..SUPER3, any case) to the one of the plan; wp and trial
 * variants count as their plan. Other codes and plans are unchanged.
 * Example: renameSuperCoupon('super', 'advanced-plan') === 'SUPER2'.
 */
export function renameSuperCoupon(code: string, slug: string): string {
  const upper = code.trim().toUpperCase();
  if (!SUPER_FAMILY.test(upper)) return code;
  const family = planFamily(slug);
  return family in SUPER_COUPON_BY_PLAN ? SUPER_COUPON_BY_PLAN[family as keyof typeof SUPER_COUPON_BY_PLAN] : code;
}

/** The apply button works only with a non-empty input and no coupon applied (part 1 §5). */
export function couponButtonEnabled(input: string, applied: Coupon | null): boolean {
  return input.trim() !== '' && applied === null;
}

/** Switching the period clears the applied coupon (part 1 §4). Example: (coupon, 'MONTHLY', 'YEARLY') -> null. */
export function couponAfterPeriodSwitch<T>(applied: T | null, from: RecurrencePeriod, to: RecurrencePeriod): T | null {
  return from === to ? applied : null;
}
