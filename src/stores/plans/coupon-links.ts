/**
 * Which subscribe links of a plans page carry the coupon (part 1 §2, §4; decision 042). A coupon from the campaign's
 * address is on every link from the start; the office's answer then narrows it. A refusal that says nothing about
 * the code (a visitor: the office needs the buyer's id) keeps it, since the checkout checks it again once the buyer
 * has signed up; so does a check that could not be made.
 */
import type { CouponReason } from '~/domain/coupon-reasons';
import type { PlanCouponState } from './coupon';

/** Refusals about the buyer, not the code (part 1 §5 `user_id_is_required`). */
const BUYER_REASONS: ReadonlySet<CouponReason> = new Set(['user_id_is_required']);

export interface CouponOnLinks {
  code: string;
  /** The plans whose links carry the code (the others drop it); null for every link. */
  slugs: ReadonlySet<string> | null;
}

/**
 * The coupon the links carry after a state of the check, or null while they keep what they have (a check running).
 * Example: couponOnLinks({ state: 'failed', code: 'OFF10', errorKey: 'errors:request.network' }) -> { code: 'OFF10', slugs: null }.
 */
export function couponOnLinks(status: PlanCouponState): CouponOnLinks | null {
  if (status.state === 'failed') return { code: status.code, slugs: null };
  if (status.state !== 'done') return null;
  const kept = status.results.filter((result) => result.status === 'valid' || BUYER_REASONS.has(result.reason));
  return { code: status.code, slugs: new Set(kept.map((result) => result.slug)) };
}
