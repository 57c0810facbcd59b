// What every part of the bench shares: where it writes, the budgets, the table's rows, and how it gives up.
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');
export const OUT = join(ROOT, 'bench-results');
export const DIST = join(OUT, 'dist');
export const DIST_LIVE = join(OUT, 'dist-live');

export const BUDGET = { planJsKb: 75, planJsBeforeAskKb: 4, couponReadyMs: 1000, checkoutJsKb: 120, cardFieldsMs: 1000, liveFirstMs: 2000, liveRepeatMs: 1000, fcpMs: 1000, cls: 0, buildSeconds: 60, lighthouse: 100 };
export const CHECKOUT_PAGE = '/payment/premium-plus-plan';

/** @type {{ check: string, page: string, budget: string, measured: string, ok: boolean | null }[]} */
export const rows = [];
export const row = (check, page, budget, measured, ok) => rows.push({ check, page, budget, measured, ok });

/** Something the bench cannot measure: it still prints what it has, then exits 1. */
export class CannotMeasure extends Error {}

export function fail(message) {
  throw new CannotMeasure(message);
}
