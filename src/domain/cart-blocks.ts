/**
 * Which optional blocks the cart shows: trust stamps and the coupon box (part 1 §2; part 2 §9).
 */
import { STAMPS_HIDDEN_PRODUCT_IDS } from '~/domain/constants';
import { isUpworkFeeSlug } from '~/domain/plan-slugs';

/** The four trust stamps in display order (part 1 §2). */
export const STAMP_KEYS = [
  'checkout:stamps.money_back',
  'checkout:stamps.courses',
  'checkout:stamps.community',
  'checkout:stamps.all_businesses',
] as const;

/** Stamps are hidden for product ids 63, 64 and 65. Example: stampsVisible(64) === false. */
export function stampsVisible(productId: number): boolean {
  return !(STAMPS_HIDDEN_PRODUCT_IDS as readonly number[]).includes(productId);
}

/** The coupon box is hidden on upwork fee slugs. Example: couponBoxVisible('upwork-fee') === false. */
export function couponBoxVisible(slug: string): boolean {
  return !isUpworkFeeSlug(slug);
}
