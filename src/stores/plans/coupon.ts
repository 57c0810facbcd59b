/**
 * The plans pages' coupon price check (part 1 §2): which code is checked and what the office answered for
 * each plan in view. The island shows `$planCoupon` and calls `checkPlanCoupon` / `removePlanCoupon`; the
 * office calls live in `coupon-check.ts`, loaded with the first check.
 */
import { atom } from 'nanostores';
import type { RecurrencePeriod } from '~/domain/period';
import type { CouponPlan, CouponRun, PlanCouponResult } from './coupon-check';
import { latestAnswer } from '~/stores/latest-answer';
import { resettable } from '~/stores/reset';

export type { CouponPlan, PlanCouponResult } from './coupon-check';

export type PlanCouponState =
  | { state: 'idle' }
  | { state: 'checking'; code: string }
  | { state: 'done'; code: string; results: PlanCouponResult[] }
  /** `errorKey`: a translation key under `errors:request` (network, timeout, http, schema). */
  | { state: 'failed'; code: string; errorKey: string };

export const $planCoupon = resettable(atom<PlanCouponState>({ state: 'idle' }), 'page');

/** What a code is checked against: the plans in view, the period chosen with the toggles, the page's locale. */
export interface PlanCouponInView {
  plans: readonly CouponPlan[];
  period: RecurrencePeriod;
  locale: string;
}

// The newest check wins (another code, the plans or the period changed, the coupon removed).
const checks = latestAnswer('page');

/**
 * Checks `code` on the plans in view. A newer check (another code, or the same one after the plans or the
 * period changed) replaces one still running: only the newest answer is shown. A failed call keeps the code.
 * @example await checkPlanCoupon('OFF10', { plans, period: 'MONTHLY', locale: 'pt' })
 */
export async function checkPlanCoupon(code: string, inView: PlanCouponInView): Promise<void> {
  const request = checks.next();
  $planCoupon.set({ state: 'checking', code });
  let outcome: CouponRun;
  try {
    const { checkCouponOnPlans } = await import('./coupon-check');
    outcome = await checkCouponOnPlans({ code, ...inView });
  } catch {
    outcome = { status: 'failed', errorKey: 'errors:request.network' }; // the check's own code did not load
  }
  if (!request.isLatest()) return;
  $planCoupon.set(outcome.status === 'done' ? { state: 'done', code, results: outcome.results } : { state: 'failed', code, errorKey: outcome.errorKey });
}

/** Forgets the code: a check still running is dropped. */
export function removePlanCoupon(): void {
  checks.drop();
  $planCoupon.set({ state: 'idle' });
}
