import { atom } from 'nanostores';
import type { RecurrencePeriod } from '~/domain/period';
import { resettable } from '~/stores/reset';

/**
 * The billing period the buyer chose with the monthly/yearly toggle (part 1 §2, §4). Switching it
 * clears the applied coupon: coupon.ts reacts to this store with the domain's `couponAfterPeriodSwitch`.
 */
export const $period = resettable(atom<RecurrencePeriod>('MONTHLY'), 'page');

/**
 * The toggle's action: the buyer picks monthly or yearly. Picking the current period changes nothing
 * (and so keeps the coupon). Example: switchPeriod('YEARLY') -> $period 'YEARLY', coupon cleared.
 */
export function switchPeriod(period: RecurrencePeriod): void {
  if ($period.get() !== period) $period.set(period);
}

/**
 * The load sequence's "apply yearly period if requested" phase (part 1 §4): runs before the coupon
 * phase, so there is no coupon yet to clear. Example: setInitialPeriod(periodFromQuery('y')).
 */
export function setInitialPeriod(period: RecurrencePeriod): void {
  $period.set(period);
}
