import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/** A purchase this browser already paid (decision 012): what the checkout shows instead of a fresh step. */
export interface PaidPurchase {
  purchase: string;
  /** The checkout's method name (part 2 §4.2). */
  method: string;
  /** In cents of `currency`. */
  amount: number;
  currency: string;
  /** Epoch ms of the payment. */
  paidAt: number;
}

/**
 * Set when the checkout opens (or a pay button is pressed) for a purchase this browser has paid: the page says so,
 * with a link to the office, and buying it again takes the buyer's explicit choice. Null otherwise.
 */
export const $paidBefore = resettable(atom<PaidPurchase | null>(null), 'load');

/**
 * Set by the load when this purchase has an attempt left open (a reload or Back after the request left, a tab closed
 * mid-payment): the payment step, once open, asks the gateway what became of it before anything can be pressed.
 */
export const $openAttemptFound = resettable(atom(false), 'load');
