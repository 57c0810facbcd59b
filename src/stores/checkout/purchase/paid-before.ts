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
