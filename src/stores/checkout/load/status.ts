import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/** The named phases of the load sequence (part 1 §4, part 2 §4.1), in order. */
export const LOAD_PHASES = [
  'translations',
  'loginStatus',
  'sponsor',
  'templateAndWordpress',
  'checkoutToken',
  'product',
  'yearlyPeriod',
  'teamAccount',
  'coupon',
  'invoice',
  'planToActivateInvoice',
  'invoiceNotes',
  'localeByIp',
  'brazilWalletScript',
  'brlOutsideBrazil',
  'support',
  'paymentMethods',
  'upline',
] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/**
 * The checkout's status as one union (STYLE.md rule 5): loading (with the phase running), ready,
 * the load-error view (reload button), a blocking message (team account), or leaving for another
 * page (a notice page, the office, the company home) - the page shows a spinner while it leaves.
 */
export type CheckoutStatus =
  | { state: 'loading'; phase: LoadPhase }
  | { state: 'ready' }
  | { state: 'error'; messageKey: string }
  | { state: 'blocked'; messageKey: string }
  | { state: 'leaving'; to: string };

export const $status = resettable(atom<CheckoutStatus>({ state: 'loading', phase: 'translations' }), 'page');
