/**
 * The coupon price check of the plans pages, loaded by `coupon.ts` only when a coupon is checked (so the API
 * client and its schemas are not part of the island's first JavaScript). It asks the office's check-coupon for
 * each plan and computes the first payment with the coupon through the checkout's own cart function.
 */
import { getLoginStatus } from '~/api/account/login-status';
import { checkCoupon } from '~/api/coupon/check-coupon';
import { errorMessageKey } from '~/api/errors';
import { cartTotals } from '~/domain/cart';
import type { Coupon } from '~/domain/coupon';
import { toCouponReason, type CouponReason } from '~/domain/coupon-reasons';
import type { CurrencyCode } from '~/domain/currencies';
import { formatMoney } from '~/domain/money';
import { periodToServer, type RecurrencePeriod } from '~/domain/period';
import { onReset } from '~/stores/reset';

export interface CouponPlan {
  slug: string;
  id: number;
  currency: CurrencyCode;
  /** Per-month cents of each period, as the card shows them. */
  perMonth: Record<RecurrencePeriod, number>;
}

/** One plan's answer: its first payment with the coupon, or the office's reason for refusing it there. */
export type PlanCouponResult =
  | { slug: string; status: 'valid'; amount: number; text: string }
  | { slug: string; status: 'invalid'; reason: CouponReason | 'unknown' };

/** A whole check: every plan's answer, or a failed call (a translation key under errors:request) to retry. */
export type CouponRun = { status: 'done'; results: PlanCouponResult[] } | { status: 'failed'; errorKey: string };

let userId: Promise<string | null> | null = null;
const checks = new Map<string, Promise<Awaited<ReturnType<typeof checkCoupon>>>>();
// The buyer and the answers belong to this page: a new one asks again.
onReset('page', () => {
  userId = null;
  checks.clear();
});

async function ready(): Promise<void> {
  if (import.meta.env.PUBLIC_MODE === 'sandbox') await (await import('~/sandbox/browser')).startSandbox();
}

/** The office's coupon check needs the buyer's id; a visitor sends none (the office then says why). */
function currentUserId(): Promise<string | null> {
  userId ??= getLoginStatus().then(({ user }) => (user.isLogged ? user.user_identifier : null));
  userId.catch(() => (userId = null));
  return userId;
}

function checkOnce(code: string, planId: number, period: RecurrencePeriod, user: string | null) {
  const key = [code.toUpperCase(), planId, period, user].join('|');
  let pending = checks.get(key);
  if (!pending) {
    pending = checkCoupon({ code, userId: user, planId, period: periodToServer(period) });
    checks.set(key, pending);
    pending.catch(() => checks.delete(key));
  }
  return pending;
}

/**
 * First payment with the coupon, in cents: the checkout's cart for the period (1 or 12 months) with the coupon.
 * Example: firstPaymentWithCoupon(tenPercentForever, 24500, 'MONTHLY') === 22050.
 */
export function firstPaymentWithCoupon(coupon: Coupon, perMonth: number, period: RecurrencePeriod): number {
  return cartTotals({ period, planAmount: perMonth, coupon }).charge.amountWithCoupon;
}

/**
 * Checks a code on each plan for the period. Refusals are results (with the office's reason); only a
 * failed call (network, timeout, HTTP, malformed answer) makes the whole run `failed`, to retry.
 * @example await checkCouponOnPlans({ code: 'OFF10', plans, period: 'MONTHLY', locale: 'pt' })
 */
export async function checkCouponOnPlans(input: { code: string; plans: readonly CouponPlan[]; period: RecurrencePeriod; locale: string }): Promise<CouponRun> {
  try {
    await ready();
    const user = await currentUserId();
    const results = await Promise.all(
      input.plans.map(async (plan): Promise<PlanCouponResult> => {
        const answer = await checkOnce(input.code, plan.id, input.period, user);
        if (!answer.isValid) return { slug: plan.slug, status: 'invalid', reason: toCouponReason(answer.reason) };
        const amount = firstPaymentWithCoupon(answer.coupon, plan.perMonth[input.period], input.period);
        const text = formatMoney({ amount, currency: plan.currency }, input.locale);
        return text.ok ? { slug: plan.slug, status: 'valid', amount, text: text.text } : { slug: plan.slug, status: 'invalid', reason: 'unknown' };
      }),
    );
    return { status: 'done', results };
  } catch (error) {
    return { status: 'failed', errorKey: errorMessageKey(error) };
  }
}
