/**
 * The return URLs the page hands the gateway and the providers (part 2 §7 "Main payment", "Future payment"):
 * `notification_url` (where the gateway tells the office about the payment), `redir_url_after_payment` (where an
 * off-site step, a bank or 3-D Secure, sends the buyer back) and the wallet's return URL. DESIGN.md "Security": the
 * origin and path of every return URL come from configuration, never from the page URL, and pass the redirect
 * allow-list; only the query is the page's (the purchase and its flow parameters, part 1 §2, part 2 §2), so that the
 * return loads the same purchase: its price, its flow, its open attempt (decision 012).
 */
import { WALLET_RETURN_PARAMS } from '~/domain/flow-params';
import { isSafeIdentifier } from '~/domain/identifiers';
import { checkRedirect, type RedirectPolicy, type RedirectRefusal } from '~/domain/safe-redirect';

/** From the build's configuration (PUBLIC_SITE_URL, PUBLIC_OFFICE_URL), never from the page URL. */
export interface PaymentCallbackConfig {
  /** The checkout site, e.g. 'https://checkout.example.com'. */
  siteUrl: string;
  /** The office, e.g. 'https://office.example.com'. */
  officeUrl: string;
}

/** The office's payment notification endpoint (the spec does not show it; our choice, under the office URL). */
export const PAYMENT_NOTIFICATION_PATH = '/notifications/payment';

/**
 * What a return appends to the checkout's URL, read once by the page that comes back (flow-params.ts): 3-D Secure's
 * `threeSecure` and `identify` (part 2 §2), Adyen's `redirectResult`, a provider S wallet's parameters. Never carried
 * into another return URL: a later attempt's return would otherwise bring back an earlier one's session.
 */
export const TRANSIENT_RETURN_PARAMS: readonly string[] = ['threeSecure', 'identify', 'redirectResult', ...WALLET_RETURN_PARAMS];

/** The purchase a return must land on again: the checkout's slug, its page query, and what the buyer chose on the page. */
export interface CheckoutReturn {
  slug: string;
  /** The checkout page's own query (`location.search`), as it is. */
  query: string;
  /** The billing period at the press (the toggle can differ from the link's): `period=y` when yearly (part 1 §2). */
  yearly: boolean;
  /** The coupon applied at the press (typed or from the link), null when none is: `coupon=` (part 1 §2, §5). */
  couponCode: string | null;
}

export type CheckoutReturnUrl = { ok: true; url: string } | { ok: false; refusal: RedirectRefusal | 'slug' };

/**
 * The checkout page a return comes back to: `/payment/<slug>` on the configured site, with the page's query less the
 * transient return parameters, and the period and coupon the buyer paid with (so the return prices the same cart and
 * a trial's or 100 % coupon's future payment is scheduled from them). The query is set parameter by parameter on the
 * configured URL, so nothing in it can change the origin or the path; the result must pass `checkRedirect`.
 * Example: checkoutReturnUrl({ slug: 'premium-plan-59-eur', query: '?tp_slug=x&threeSecure=1&identify=3ds_1',
 *   yearly: true, couponCode: 'FREE100' }, 'https://checkout.example.com', policy)
 *   -> { ok: true, url: 'https://checkout.example.com/payment/premium-plan-59-eur?tp_slug=x&period=y&coupon=FREE100' }
 */
export function checkoutReturnUrl(checkout: CheckoutReturn, siteUrl: string, policy: RedirectPolicy): CheckoutReturnUrl {
  if (!isSafeIdentifier(checkout.slug)) return { ok: false, refusal: 'slug' };
  const base = joinPath(siteUrl, `/payment/${checkout.slug}`);
  if (base === null) return { ok: false, refusal: 'missing' };
  const url = new URL(base);
  const dropped = new Set([...TRANSIENT_RETURN_PARAMS, 'period', 'coupon']);
  for (const [name, value] of new URLSearchParams(checkout.query)) if (!dropped.has(name)) url.searchParams.append(name, value);
  if (checkout.yearly) url.searchParams.set('period', 'y');
  const coupon = checkout.couponCode?.trim();
  if (coupon) url.searchParams.set('coupon', coupon);
  const checked = checkRedirect(url.href, policy);
  return checked.ok ? { ok: true, url: checked.url.href } : { ok: false, refusal: checked.refusal };
}

export type PaymentCallbackUrls =
  | { ok: true; notificationUrl: string; redirUrlAfterPayment: string }
  | { ok: false; field: 'notification_url' | 'redir_url_after_payment'; refusal: RedirectRefusal | 'slug' };

/**
 * Both URLs of a payment payload: the notification endpoint under the office URL, and the checkout page itself
 * (checkoutReturnUrl), where a return resumes the attempt from the gateway's answer. Each must pass `checkRedirect`
 * (https, no user-info, an allow-listed origin; the local origin in sandbox), so the configured origins must be in
 * the allow-list; otherwise the payload is not built (`ok: false` names the field).
 * Example: paymentCallbackUrls({ slug: 'premium-plus-plan', query: '?aid=7', yearly: false, couponCode: null },
 *   { siteUrl: 'https://checkout.example.com', officeUrl: 'https://office.example.com' }, policy)
 *   -> { ok: true, notificationUrl: 'https://office.example.com/notifications/payment',
 *   redirUrlAfterPayment: 'https://checkout.example.com/payment/premium-plus-plan?aid=7' } when both origins are allowed.
 */
export function paymentCallbackUrls(checkout: CheckoutReturn, config: PaymentCallbackConfig, policy: RedirectPolicy): PaymentCallbackUrls {
  if (!isSafeIdentifier(checkout.slug)) return { ok: false, field: 'redir_url_after_payment', refusal: 'slug' };
  const notification = checkRedirect(joinPath(config.officeUrl, PAYMENT_NOTIFICATION_PATH), policy);
  if (!notification.ok) return { ok: false, field: 'notification_url', refusal: notification.refusal };
  const back = checkoutReturnUrl(checkout, config.siteUrl, policy);
  if (!back.ok) return { ok: false, field: 'redir_url_after_payment', refusal: back.refusal };
  return { ok: true, notificationUrl: notification.url.href, redirUrlAfterPayment: back.url };
}

function joinPath(base: string, path: string): string | null {
  try {
    const url = new URL(base);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}
