/**
 * The two URLs a payment payload hands the gateway (part 2 §7 "Main payment", "Future payment"):
 * `notification_url` (where the gateway tells the office about the payment) and `redir_url_after_payment` (where
 * an off-site step, a bank or 3-D Secure, sends the buyer back). DESIGN.md "Security": every return URL sent to a
 * provider is built from configuration, never from the page URL, and checked with the redirect allow-list.
 */
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

export type PaymentCallbackUrls =
  | { ok: true; notificationUrl: string; redirUrlAfterPayment: string }
  | { ok: false; field: 'notification_url' | 'redir_url_after_payment'; refusal: RedirectRefusal | 'slug' };

/**
 * Both URLs for the checkout of `slug`: the notification endpoint under the office URL, and the checkout page
 * itself (`/payment/<slug>` on the site URL), where a return resumes the attempt from the gateway's answer.
 * Each must pass `checkRedirect` (https, no user-info, an allow-listed origin; the local origin in sandbox), so the
 * configured origins must be in the allow-list; otherwise the payload is not built (`ok: false` names the field).
 * Example: paymentCallbackUrls('premium-plus-plan', { siteUrl: 'https://checkout.example.com', officeUrl:
 *   'https://office.example.com' }, policy) -> { ok: true, notificationUrl: 'https://office.example.com/notifications/payment',
 *   redirUrlAfterPayment: 'https://checkout.example.com/payment/premium-plus-plan' } when both origins are allowed.
 */
export function paymentCallbackUrls(slug: string, config: PaymentCallbackConfig, policy: RedirectPolicy): PaymentCallbackUrls {
  if (!isSafeIdentifier(slug)) return { ok: false, field: 'redir_url_after_payment', refusal: 'slug' };
  const notification = checkRedirect(joinPath(config.officeUrl, PAYMENT_NOTIFICATION_PATH), policy);
  if (!notification.ok) return { ok: false, field: 'notification_url', refusal: notification.refusal };
  const back = checkRedirect(joinPath(config.siteUrl, `/payment/${slug}`), policy);
  if (!back.ok) return { ok: false, field: 'redir_url_after_payment', refusal: back.refusal };
  return { ok: true, notificationUrl: notification.url.href, redirUrlAfterPayment: back.url.href };
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
