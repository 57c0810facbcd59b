import { atom, computed } from 'nanostores';
import { errorMessageKey, isApiError, NetworkError } from '~/api/errors';
import { couponBoxVisible } from '~/domain/cart-blocks';
import type { Coupon } from '~/domain/coupon';
import { couponAfterPeriodSwitch, couponButtonEnabled, couponsAllowedForSlug, renameSuperCoupon } from '~/domain/coupon-policy';
import type { CouponReason } from '~/domain/coupon-reasons';
import { periodToServer } from '~/domain/period';
import { $period } from '../period';
import { $product, $slug, $user } from '../session';
import type { CouponMessage, CouponState } from './coupon-state';
import { latestAnswer } from '~/stores/latest-answer';
import { resettable } from '~/stores/reset';

export type { CouponMessage, CouponState } from './coupon-state';

/*
 * The coupon box and the applied coupon (part 1 §4, §5). The check itself (the office call, its schema, the
 * refusal reasons) is coupon-check.ts, loaded on demand when a code is applied: the cart reads only the state.
 */


export const $coupon = resettable(atom<CouponState>({ status: 'none' }), 'load');
/** What the buyer typed in the box; kept through every error, period switch and retry. */
export const $couponInput = resettable(atom<string>(''), 'page');

/** The applied coupon, or null: what the cart and the payment step read. */
export const $appliedCoupon = computed($coupon, (state) => (state.status === 'applied' ? state.coupon : null));

/** The coupon box for the island: whether it shows, the apply button, the message to announce. */
export const $couponBox = computed([$coupon, $couponInput, $slug, $product], (state, input, slug, product) => ({
  visible: product !== null && couponBoxVisible(slug || product.slug),
  state,
  input,
  applyEnabled: state.status !== 'checking' && couponButtonEnabled(input, state.status === 'applied' ? state.coupon : null),
}));

// The latest check wins: an answer after a newer check, a removal, a period switch or a new load is dropped (and
// its request aborted).
const couponChecks = latestAnswer('load');

type CouponCheck = typeof import('./coupon-check');
let couponCheck: Promise<CouponCheck> | null = null;

/**
 * The check's chunk, fetched once. A chunk that does not arrive ends like a request that does not: a NetworkError
 * (the box's 'failed' state and its retry, which fetches the chunk again).
 */
function loadCouponCheck(): Promise<CouponCheck> {
  couponCheck ??= import('./coupon-check').catch((failure: unknown) => {
    couponCheck = null;
    throw new NetworkError('loadCouponCheck', `chunk not loaded: ${String(failure)}`);
  });
  return couponCheck;
}

/**
 * Checks `code` (already renamed for the slug) and shows the outcome; on a no-coupon slug the office is not asked
 * and the code is refused as not valid for this plan. Answers that come after a newer check, a removal or a
 * period switch are dropped. Never throws: a failure on the way ends in 'failed', the code kept, with a retry.
 */
async function runCheck(code: string): Promise<CouponState> {
  const product = $product.get();
  if (!product) return $coupon.get();
  const allowed = couponsAllowedForSlug(currentSlug());
  const input = { code, userId: $user.get()?.user_identifier ?? null, planId: product.id, period: periodToServer($period.get()) };
  const request = couponChecks.next();
  $coupon.set({ status: 'checking', code });
  let next: CouponState;
  try {
    const check = await loadCouponCheck();
    next = allowed ? await check.checkCode(input, request.signal) : check.refusal('this_coupon_is_not_valid_for_this_plan', code);
  } catch (error) {
    next = { status: 'failed', error: isApiError(error) ? error.kind : 'unknown', code, message: { key: errorMessageKey(error) } };
  }
  if (!request.isLatest()) return $coupon.get();
  $coupon.set(next);
  return next;
}

/** The code sent to the office: trimmed, and a SUPER-family code renamed to the plan's own (part 1 §5). */
function codeForSlug(code: string): string {
  return renameSuperCoupon(code.trim(), currentSlug());
}

/** The URL slug, or the product's own before the URL is read (tests, workbench). */
function currentSlug(): string {
  return $slug.get() || ($product.get()?.slug ?? '');
}

/**
 * The apply button (part 1 §5): checks the typed code with the office unless the button rule refuses it
 * (empty input or a coupon already applied). On a no-coupon slug the office is not asked and the code is
 * refused as not valid for this plan. Resolves to the new state.
 * Example: $couponInput.set('off10'); await applyCoupon() -> { status: 'applied', ... }.
 */
export async function applyCoupon(typed: string = $couponInput.get()): Promise<CouponState> {
  const current = $coupon.get();
  if (current.status === 'checking' || !couponButtonEnabled(typed, current.status === 'applied' ? current.coupon : null)) return current;
  $couponInput.set(typed);
  return runCheck(codeForSlug(typed));
}

/**
 * The load sequence's coupon phase: a `coupon=` from the URL is checked like a typed one, except that
 * no-coupon slugs ignore it silently (part 1 §5). Never throws: a failure ends in the 'failed' state
 * with a retry. Example: await applyCouponFromUrl('SUPER') on advanced-plan checks SUPER2.
 */
export async function applyCouponFromUrl(code: string | null | undefined): Promise<CouponState> {
  const typed = (code ?? '').trim();
  if (typed === '' || !couponsAllowedForSlug(currentSlug())) return $coupon.get();
  $couponInput.set(typed);
  return runCheck(codeForSlug(typed));
}

/** The retry of a check that failed on the way (network, timeout, 500, bad answer), same code. */
export async function retryCoupon(): Promise<CouponState> {
  const current = $coupon.get();
  return current.status === 'failed' ? runCheck(current.code) : current;
}

/** Removes the applied coupon (or dismisses a message); the typed code stays in the box. */
export function removeCoupon(): void {
  couponChecks.drop();
  $coupon.set({ status: 'none' });
}

/** The box's input, as typed. */
export function setCouponInput(text: string): void {
  $couponInput.set(text);
}

// Part 1 §4: switching the period clears the coupon; a check still running for the old period is dropped.
$period.listen((to, from) => {
  const state = $coupon.get();
  if (from === undefined || state.status === 'none') return;
  if (couponAfterPeriodSwitch(state, from, to) === null) removeCoupon();
});
