import { env } from '~/config/env';
import { checkoutReturnUrl, type CheckoutReturn } from '~/domain/payment-callback-urls';
import type { RedirectPolicy } from '~/domain/safe-redirect';
import { $coupon } from '../coupon/coupon';
import { $period } from '../period';
import { sandboxOrigin } from '../redirect-lists';
import { checkoutSiteUrl } from '../site-url';

/**
 * The purchase a return must land on again (domain/payment-callback-urls.ts): the checkout's slug, the page's own
 * query, and the period and coupon the buyer pays with now (the toggle and the coupon box can differ from the link).
 */
export function checkoutReturn(slug: string): CheckoutReturn {
  const coupon = $coupon.get();
  return {
    slug,
    query: typeof location === 'undefined' ? '' : location.search,
    yearly: $period.get() === 'YEARLY',
    couponCode: coupon.status === 'applied' ? coupon.code : null,
  };
}

/** The allow-list every return URL passes: the configured origins and this site's own (DESIGN.md "Security"). */
export function returnUrlPolicy(siteUrl: string = checkoutSiteUrl()): RedirectPolicy {
  return { allowedOrigins: [...env.PUBLIC_REDIRECT_ALLOWLIST, new URL(siteUrl).origin], officeUrl: env.PUBLIC_OFFICE_URL, sandboxOrigin: sandboxOrigin() };
}

/** This checkout's return URL for `slug` on the configured site, or null when configuration refuses it. */
export function checkoutReturnHref(slug: string): string | null {
  const siteUrl = checkoutSiteUrl();
  const back = checkoutReturnUrl(checkoutReturn(slug), siteUrl, returnUrlPolicy(siteUrl));
  return back.ok ? back.url : null;
}
