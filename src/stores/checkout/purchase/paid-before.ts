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
  /** Epoch ms of the payment (for `unknown`, of the attempt). */
  paidAt: number;
  /**
   * `paid`: the gateway (or, when it could not be asked, this browser's record) says it was paid. `unknown`: an attempt
   * that may have paid, which nobody could answer for (decision 012, addendum): the page says it may have gone through.
   * `pending`: a document or code (pix, boleto, a slip) waits for the buyer, and the office could not give it back
   * (decision 033, addendum): the page says where to find it instead of letting a second one be generated unawares.
   */
  outcome: 'paid' | 'unknown' | 'pending';
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

