import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/** A message for the buyer: translation key and values; `detail` is the server's own text, rendered as text. */
export interface PaymentMessage {
  key: string;
  params?: Readonly<Record<string, string | number>>;
  detail?: string | null;
}

/** Where the browser is sent next: a form the page submits (3-D Secure) or a page it opens (PayPal). */
export interface PaymentRedirect {
  kind: 'threeDSecure' | 'paypal';
  url: string;
  method: 'GET' | 'POST';
  fields: Readonly<Record<string, string>>;
}

/**
 * The payment step's one status (STYLE.md rule 5: a status union, not flags). Written only by the attempt machine
 * (machine.ts, its table); read here. The pay button is enabled only in editing, invalid, refused and failed;
 * `checking` offers only "check again", which resends the SAME attempt.
 */
export type PaymentStatus =
  | { state: 'editing' }
  | { state: 'invalid'; message: PaymentMessage }
  | { state: 'paying' }
  | { state: 'authenticating' }
  | { state: 'redirecting'; redirect: PaymentRedirect }
  | { state: 'refused'; message: PaymentMessage }
  | { state: 'failed'; message: PaymentMessage }
  /** `resume`: what "check again" does; absent, the same attempt is sent again; `threeDSecureReturn`, the return is verified again. */
  | { state: 'checking'; message: PaymentMessage; resume?: 'threeDSecureReturn' }
  | { state: 'paid'; gatewayIdentifier: string | null };

export type PaymentState = PaymentStatus['state'];

export const $paymentStatus = resettable(atom<PaymentStatus>({ state: 'editing' }), 'page');
