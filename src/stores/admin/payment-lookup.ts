import { atom } from 'nanostores';
import { lookupPayments, type PaymentLookupQuery, type PaymentLookupRow } from '~/api/admin/lookup-payments';
import { errorMessageKey, HttpError } from '~/api/errors';
import { latestAnswer } from '~/stores/latest-answer';
import { resettable } from '~/stores/reset';

export { PAYMENT_LOOKUP_METHODS, PAYMENT_LOOKUP_TYPES, type PaymentLookupQuery, type PaymentLookupRow } from '~/api/admin/lookup-payments';

/**
 * The internal payment lookup at /pAdmn (part 2 §2, §7). DESIGN.md "Security" replaces the spec's password prompt:
 * the administrator pastes a token the office issued, and the office validates it on every search. The token is
 * kept in this tab's sessionStorage only (gone when the tab closes), never in the URL or the bundle.
 */
export type PaymentLookupState =
  | { state: 'idle' }
  | { state: 'searching'; query: PaymentLookupQuery }
  | { state: 'done'; query: PaymentLookupQuery; rows: PaymentLookupRow[] }
  /** The office refused the token (HTTP 401 or 403). */
  | { state: 'unauthorized' }
  /** The call failed (network, timeout, server, unreadable answer): `messageKey` under errors:request, and a retry. */
  | { state: 'failed'; query: PaymentLookupQuery; messageKey: string };

export const $paymentLookup = resettable(atom<PaymentLookupState>({ state: 'idle' }), 'page');

const TOKEN_KEY = 'admin-lookup-token';

/** The token pasted earlier in this tab, or ''. */
export function storedAdminToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeToken(token: string | null): void {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage blocked: the administrator pastes the token again next time.
  }
}

const searches = latestAnswer('page');

/**
 * Searches the payments of a user. A search started while another runs wins: the older answer is dropped. A refused
 * token is forgotten so the next search asks for a fresh one.
 */
export async function searchPayments(query: PaymentLookupQuery, token: string): Promise<void> {
  const request = searches.next();
  $paymentLookup.set({ state: 'searching', query });
  storeToken(token);
  try {
    if (import.meta.env.PUBLIC_MODE === 'sandbox') await (await import('~/sandbox/browser')).startSandbox();
    const rows = await lookupPayments(query, token);
    if (request.isLatest()) $paymentLookup.set({ state: 'done', query, rows });
  } catch (error) {
    if (!request.isLatest()) return;
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      storeToken(null);
      $paymentLookup.set({ state: 'unauthorized' });
      return;
    }
    $paymentLookup.set({ state: 'failed', query, messageKey: errorMessageKey(error) });
  }
}
