import { atom } from 'nanostores';
import { resettable } from '~/stores/reset';

/** A message for the buyer: translation key and values; `detail` is the server's own text, rendered as text. */
export interface PaymentMessage {
  key: string;
  params?: Readonly<Record<string, string | number>>;
  detail?: string | null;
  /**
   * True for the summary of refused fields (validation-summary.ts): the first refused field holds the focus, so the
   * alert is announced without taking it.
   */
  fields?: true;
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
 * `checking` offers only "check again", which resends the SAME attempt (or asks for it again); `resolving` and
 * `elsewhere` offer no button at all.
 */
export type PaymentStatus =
  | { state: 'editing' }
  | { state: 'invalid'; message: PaymentMessage }
  | { state: 'paying' }
  | { state: 'authenticating' }
  | { state: 'redirecting'; redirect: PaymentRedirect }
  | { state: 'refused'; message: PaymentMessage }
  | { state: 'failed'; message: PaymentMessage }
  /**
   * `resume`: what "check again" does; absent, the same attempt is sent again; `threeDSecureReturn`, the return is
   * verified again; `lookup`, the gateway is asked for the attempt by its key (after a reload, the body is gone).
   */
  | { state: 'checking'; message: PaymentMessage; resume?: CheckResume }
  /** An attempt of this purchase was left open (a reload, Back, a closed tab): the gateway is asked what became of it. */
  | { state: 'resolving' }
  /** Another tab of this browser is paying this purchase: this one waits for its outcome and never pays meanwhile. */
  | { state: 'elsewhere' }
  | { state: 'paid'; gatewayIdentifier: string | null };

export type PaymentState = PaymentStatus['state'];

/** What "check again" does in the checking state (see PaymentStatus). */
export type CheckResume = 'threeDSecureReturn' | 'lookup';

export const $paymentStatus = resettable(atom<PaymentStatus>({ state: 'editing' }), 'page');
