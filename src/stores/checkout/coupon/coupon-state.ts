import type { ApiErrorKind } from '~/api/errors';
import type { Coupon } from '~/domain/coupon';
import type { CouponReason } from '~/domain/coupon-reasons';

// The coupon box's state types, apart from coupon.ts so that the lazily loaded check (coupon-check.ts) can
// name them without importing the store that loads it (no import circle).

/** A message the coupon box shows: a translation key and its placeholder values. */
export interface CouponMessage { key: string; values?: Record<string, string> }

/** The coupon box as one status union (STYLE.md rule 5); every state keeps the code it is about. */
export type CouponState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; coupon: Coupon; code: string }
  | { status: 'rejected'; reason: CouponReason; code: string; message: CouponMessage }
  | { status: 'failed'; error: ApiErrorKind | 'unknown'; code: string; message: CouponMessage };
