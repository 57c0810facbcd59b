import { atom } from 'nanostores';
import type { LoggedUser, Sponsor } from '~/api/account/user-schema';
import type { CountryPrice } from '~/api/catalog/country-price-schema';
import type { CheckoutProduct } from '~/domain/checkout-product';
import type { CheckoutOptions } from '~/domain/flow-params';
import type { CheckoutFlow } from '~/domain/flows';
import type { UplineMethod } from '~/domain/upline';
import type { Locale } from '~/i18n/languages';
import { resettable } from '~/stores/reset';

/*
 * What the load sequence learns about this checkout. Written only by the load sequence's phases
 * (load-sequence.ts) and the account actions (login, registration); read by every other store and island.
 */

/** The page language: the user's office language, then the browser (part 1 §1). */
export const $lang = resettable(atom<Locale>('en'), 'page');
/** Office language code as the office knows it (e.g. `iw`), for calls that take `user_lang`. */
export const $officeLang = resettable(atom<string>('en'), 'page');

/** The URL slug after /payment/. */
export const $slug = resettable(atom<string>(''), 'load');
/** Options read once from the URL (period, coupon, invoice, url-after-payment, 3-D Secure return, ...). */
export const $options = resettable(atom<CheckoutOptions | null>(null), 'load');
export const $flow = resettable(atom<CheckoutFlow | null>(null), 'load');

/** The logged-in buyer, or null for a visitor. */
export const $user = resettable(atom<LoggedUser | null>(null), 'load');
/** The sponsor (referrer) shown in the sponsor box; null when it is the company itself. */
export const $sponsor = resettable(atom<Sponsor | null>(null), 'load');
/** The referral account id in use (URL, hash, cookie, the user's parent, or the company). */
export const $aid = resettable(atom<string>(''), 'load');

export const $checkoutToken = resettable(atom<string | null>(null), 'load');
export const $product = resettable(atom<CheckoutProduct | null>(null), 'load');

/** The invoice being paid; `notice` is shown for 6 s when the URL's invoice was not the user's. */
export const $invoice = resettable(atom<{ id: number; replacedInvoiceId: string | null } | null>(null), 'load');

/**
 * The owner of the invoice being paid when someone else pays it (anyone-can-pay=1 with user-id, part 1 §6): their
 * id and name from get-account-infos, shown in the left column. Null when the buyer pays their own invoice, when
 * the URL invoice was not the owner's (a new invoice of the buyer's replaces it), or when the lookup failed.
 * Written only by the invoice phase.
 */
export const $invoiceOwner = resettable(atom<{ id: string; name: string } | null>(null), 'load');

/** Locale by IP (part 1 §3 "Locale"). */
export const $ipLocale = resettable(atom<{ ip: string; country: string; region: string | null } | null>(null), 'load');

/** The country price of the plan (`country=` parameter, part 1 §3 "Country price"), or null: providers and PayPal read it. */
export const $countryPrice = resettable(atom<CountryPrice | null>(null), 'load');
/** Set when the prices are another country's than the link asked for (decision 019): the cart says whose they are. */
export const $priceCountry = resettable(atom<{ country: string; replaced: true } | null>(null), 'load');

/** The second invoice created for the plan a fee activates (part 1 §4 "plan-to-activate invoice"), or null. */
export const $planToActivateInvoice = resettable(atom<number | null>(null), 'load');

/** The sponsor gateway that takes the first payment (part 2 §4.3, the upline flag of part 1 §4), or null. */
export const $uplineMethod = resettable(atom<UplineMethod | null>(null), 'load');

/** Whether the support chat is shown (part 1 §2 "A support chat is shown when enabled"). */
export const $supportChat = resettable(atom<boolean>(false), 'load');
