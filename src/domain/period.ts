/**
 * Billing period: the checkout's MONTHLY/YEARLY, the office's MENSAL/ANUAL (legacy month counts 1 and 12),
 * the `period=y` query value and the unit sent to the gateway.
 */
import { MONTHS_PER_YEAR } from '~/domain/constants';

export const RECURRENCE_PERIODS = ['MONTHLY', 'YEARLY'] as const;
export type RecurrencePeriod = (typeof RECURRENCE_PERIODS)[number];

/** The office's `periodo` values and their legacy month counts (part 1 §3). */
export const SERVER_PERIOD_MONTHS = { MENSAL: 1, ANUAL: MONTHS_PER_YEAR } as const;
export type ServerPeriod = keyof typeof SERVER_PERIOD_MONTHS;

/** The recurrence unit sent to the gateway: always MONTH (part 2 §7, §9); the length goes in `interval`. */
export const GATEWAY_RECURRENCE_PERIOD = 'MONTH' as const;
export type GatewayRecurrencePeriod = typeof GATEWAY_RECURRENCE_PERIOD;

/** Query value of `period` meaning yearly (part 1 §2; plans-page links add `period=y`). */
export const YEARLY_QUERY_VALUE = 'y';

export const PERIOD_LABEL_KEYS = {
  MONTHLY: 'checkout:cart.period.monthly',
  YEARLY: 'checkout:cart.period.yearly',
} as const satisfies Record<RecurrencePeriod, string>;

/** The 10% annual saving note next to the toggle (part 1 §2). */
export const ANNUAL_SAVING_NOTE_KEY = 'checkout:cart.annual_saving';

/** Period from the `period` query parameter: `y` is yearly, anything else monthly. Example: periodFromQuery('y') === 'YEARLY'. */
export function periodFromQuery(value: string | null | undefined): RecurrencePeriod {
  return value?.trim().toLowerCase() === YEARLY_QUERY_VALUE ? 'YEARLY' : 'MONTHLY';
}

/**
 * Period from an office value: MENSAL/ANUAL, the legacy counts 1/12, or MONTHLY/YEARLY; null when unknown.
 * Example: periodFromServer('ANUAL') === 'YEARLY'; periodFromServer(1) === 'MONTHLY'.
 */
export function periodFromServer(value: unknown): RecurrencePeriod | null {
  const text = String(value ?? '').trim().toUpperCase();
  if (text === 'MENSAL' || text === 'MONTHLY' || text === String(SERVER_PERIOD_MONTHS.MENSAL)) return 'MONTHLY';
  if (text === 'ANUAL' || text === 'YEARLY' || text === String(SERVER_PERIOD_MONTHS.ANUAL)) return 'YEARLY';
  return null;
}

/** The office's `periodo` for a period (part 1 §4: yearly is ANUAL, monthly MENSAL). Example: periodToServer('YEARLY') === 'ANUAL'. */
export function periodToServer(period: RecurrencePeriod): ServerPeriod {
  return period === 'YEARLY' ? 'ANUAL' : 'MENSAL';
}

/** Months billed at once: 1 or 12. This is also the gateway `interval` (unit MONTH). Example: periodMonths('YEARLY') === 12. */
export function periodMonths(period: RecurrencePeriod): 1 | 12 {
  return period === 'YEARLY' ? MONTHS_PER_YEAR : 1;
}

/**
 * Label key of a period. Part 2 §9 says "Mensal for MONTH, Anual otherwise", so any value that is not a
 * monthly spelling (MONTH, MONTHLY, MENSAL, 1) is yearly. Example: periodLabelKey('MONTH') === 'checkout:cart.period.monthly'.
 */
export function periodLabelKey(period: string | number): string {
  const text = String(period).trim().toUpperCase();
  const monthly = text === 'MONTH' || periodFromServer(text) === 'MONTHLY';
  return monthly ? PERIOD_LABEL_KEYS.MONTHLY : PERIOD_LABEL_KEYS.YEARLY;
}

/** The other period, for the monthly/yearly toggle. Example: togglePeriod('MONTHLY') === 'YEARLY'. */
export function togglePeriod(period: RecurrencePeriod): RecurrencePeriod {
  return period === 'YEARLY' ? 'MONTHLY' : 'YEARLY';
}
