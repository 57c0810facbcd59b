import type { LoggedUser } from '~/api/account/user-schema';
import { removeCoupon } from './coupon/coupon';
import { resetInvoiceNotes } from './load/invoice-notes';
import { resolvePageLanguage, setPageLanguage } from './language';
import { clearNotices } from './notice';
import {
  $aid, $checkoutToken, $countryPrice, $flow, $invoice, $invoiceOwner, $ipLocale, $options, $planToActivateInvoice, $product, $slug, $sponsor,
  $supportChat, $uplineMethod, $user,
} from './session';

/**
 * Sets the buyer (after a login or registration that does not reload the page) and, for a logged-in buyer, the
 * page language from their office language (part 1 §1). Example: setUser((await getLoginStatus()).user).
 */
export function setUser(user: LoggedUser | { isLogged: false } | null): void {
  if (user === null || !user.isLogged) {
    $user.set(null);
    return;
  }
  $user.set(user);
  setPageLanguage(resolvePageLanguage({ userLang: user.lang, browserLanguages: [] }));
}

/**
 * Empties what a load sequence learns (not the language), so a reload starts from nothing and a stale value
 * never shows: session stores, the invoice note, notices and the coupon box's applied coupon.
 */
export function resetLoadStores(): void {
  $slug.set('');
  $options.set(null);
  $flow.set(null);
  $user.set(null);
  $sponsor.set(null);
  $aid.set('');
  $checkoutToken.set(null);
  $product.set(null);
  $invoice.set(null);
  $invoiceOwner.set(null);
  $ipLocale.set(null);
  $countryPrice.set(null);
  $planToActivateInvoice.set(null);
  $uplineMethod.set(null);
  $supportChat.set(false);
  resetInvoiceNotes();
  clearNotices();
  removeCoupon();
}
