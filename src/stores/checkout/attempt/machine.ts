import type { PaymentEndpoint } from '~/api/payment/payment-endpoints';
import type { PaymentMethod } from '~/domain/payment-methods';
import type { CheckResume, PaymentMessage, PaymentRedirect, PaymentState, PaymentStatus } from './status';

/*
 * The payment attempt as one machine (decision 012; STYLE.md rule 5). Every change of the payment status is a named
 * event, checked against the table below; an event the current state does not take is refused and changes nothing.
 *
 *   editing, invalid, refused, failed --press--> paying --sent--> paying (the exact request, kept for "check again")
 *   checking --press--> paying                     (check again: the same attempt, never a new one)
 *   editing, invalid, refused, failed, paying --invalid--> invalid (the check before sending, the tokeniser's refusal)
 *   paying --authenticate--> authenticating; paying --redirect--> redirecting (3-D Secure, PayPal)
 *   paying, authenticating --answered--> paid | refused | failed   (a definite answer: it CLOSES the attempt)
 *   paying, authenticating --lost--> checking      (no clear answer: the attempt and its exact body stay)
 *   refused --blocked--> refused                   (the office blocked the account after a possible fraud)
 *   invalid, refused, failed --edit--> editing      (the buyer changes a field after a message)
 *   paid, editing --newPix--> editing              (step 3's "generate a new pix": back to step 2)
 *   editing, paying, checking, elsewhere --resolve--> resolving  (an attempt of this purchase was left open: ask the gateway)
 *   editing, paying, resolving, elsewhere --elsewhere--> elsewhere (another tab is paying this purchase: follow it)
 *   resolving, elsewhere --answered--> paid | refused             (what the open attempt became)
 *   resolving --lost--> checking                                  (the gateway does not know yet: never pay again meanwhile)
 *   paying, resolving, elsewhere --released--> editing            (nothing open, or paid already: this press pays nothing)
 */

/** A definite answer: the attempt is over, one way or the other. */
export type DefiniteAnswer =
  /** `document`: a pix, boleto or slip waits for the buyer (the attempt closes as pending, not paid). */
  | { state: 'paid'; gatewayIdentifier: string | null; document?: boolean }
  | { state: 'refused'; message: PaymentMessage }
  | { state: 'failed'; message: PaymentMessage };

/** The request an attempt sent: "check again" resends exactly this body, so its key can only ever make one payment. */
export interface SentRequest {
  endpoint: PaymentEndpoint | 'savedCardDebit';
  body: unknown;
  method: PaymentMethod;
  key: string;
  /** The charge in cents. */
  amount: number;
  /** Providers B and U: when the body's single-use card token was asked for (epoch ms), so "check again" knows its age. */
  tokenisedAt?: number;
}

export type PaymentEvent =
  /** The pay button (or the wallet's confirmation, or the 3-D Secure return's verification) starts or retries. */
  | { type: 'press' }
  /** The attempt's request left: kept (dispatch.ts) while its outcome is unknown, for "check again". */
  | { type: 'sent'; request: SentRequest }
  /** Refused before anything left: the step's own check or the provider's tokeniser. */
  | { type: 'invalid'; message: PaymentMessage }
  | { type: 'authenticate' }
  | { type: 'redirect'; redirect: PaymentRedirect }
  /** `key`: the attempt this answer closes (its idempotency key ends); absent when the route keeps it (see dispatch.ts). */
  | { type: 'answered'; answer: DefiniteAnswer; key?: string }
  /** No clear answer: the payment may exist. */
  | { type: 'lost'; message: PaymentMessage; resume?: CheckResume }
  /** An attempt of this purchase was left open: the gateway is asked for it by its key. */
  | { type: 'resolve' }
  /** Another tab of this browser holds the purchase: this tab follows it. */
  | { type: 'elsewhere' }
  /** No attempt is open any more (the other tab's was refused, or the open one was never received). */
  | { type: 'released' }
  | { type: 'blocked'; message: PaymentMessage }
  | { type: 'edit' }
  | { type: 'newPix' };

export type PaymentEventType = PaymentEvent['type'];

/** Which states take which event (everything else is refused). */
export const ACCEPTS: Readonly<Record<PaymentEventType, ReadonlySet<PaymentState>>> = {
  press: new Set(['editing', 'invalid', 'refused', 'failed', 'checking']),
  sent: new Set(['paying']),
  invalid: new Set(['editing', 'invalid', 'refused', 'failed', 'paying']),
  authenticate: new Set(['paying']),
  redirect: new Set(['paying']),
  answered: new Set(['paying', 'authenticating', 'resolving', 'elsewhere']),
  lost: new Set(['paying', 'authenticating', 'resolving']),
  blocked: new Set(['refused']),
  edit: new Set(['invalid', 'refused', 'failed']),
  newPix: new Set(['paid', 'editing']),
  resolve: new Set(['editing', 'paying', 'checking', 'elsewhere']),
  elsewhere: new Set(['editing', 'paying', 'resolving', 'elsewhere']),
  released: new Set(['paying', 'resolving', 'elsewhere']),
};

/**
 * The next status for an event, or null when the current state refuses it. Pure: no store, no storage.
 * Example: transition({ state: 'editing' }, { type: 'press' }) -> { state: 'paying' }; transition({ state: 'paying' }, { type: 'press' }) -> null.
 */
export function transition(status: PaymentStatus, event: PaymentEvent): PaymentStatus | null {
  if (!ACCEPTS[event.type].has(status.state)) return null;
  switch (event.type) {
    case 'press':
    case 'sent':
      return { state: 'paying' };
    case 'invalid':
      return { state: 'invalid', message: event.message };
    case 'authenticate':
      return { state: 'authenticating' };
    case 'redirect':
      return { state: 'redirecting', redirect: event.redirect };
    case 'answered':
      return event.answer.state === 'paid' ? { state: 'paid', gatewayIdentifier: event.answer.gatewayIdentifier } : event.answer;
    case 'lost':
      return event.resume ? { state: 'checking', message: event.message, resume: event.resume } : { state: 'checking', message: event.message };
    case 'blocked':
      return { state: 'refused', message: event.message };
    case 'resolve':
      return { state: 'resolving' };
    case 'elsewhere':
      return { state: 'elsewhere' };
    case 'edit':
    case 'newPix':
    case 'released':
      return { state: 'editing' };
  }
}

/** States in which the request sent last is still the attempt's (its answer may come, or "check again" resends it). */
export const KEEPS_REQUEST: ReadonlySet<PaymentState> = new Set(['paying', 'authenticating', 'checking']);

/** States in which this tab holds the purchase (tab-lock.ts): its attempt may be taking the buyer's money. */
export const HOLDS_PURCHASE: ReadonlySet<PaymentState> = new Set(['paying', 'authenticating', 'redirecting', 'checking', 'resolving']);

/** A press of the pay button starts (or retries) a payment in this state: the states that take `press`. */
export function canPay(status: PaymentStatus): boolean {
  return ACCEPTS.press.has(status.state);
}

/**
 * A press here starts a NEW attempt: the states that take `press`, less `checking`, whose only press is "check again"
 * (the same attempt resent or asked for). The wallet's confirmation is always a new press of its own, so it is taken
 * only here: in checking a wallet could otherwise pay beside an attempt that may have paid.
 */
export function canStartAttempt(status: PaymentStatus): boolean {
  return canPay(status) && status.state !== 'checking';
}
