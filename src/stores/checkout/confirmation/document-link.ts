import { checkPaymentRedirect } from '~/domain/payment-redirects';
import { paymentRedirectLists } from '../redirect-lists';

/**
 * The address a document's view action may open (a boleto or slip PDF, the Nequi access page), or null: it comes
 * from the gateway, so it passes the bank allow-list like any bank page (DESIGN.md "Security", payment-redirects.ts).
 * Example: documentLink('javascript:alert(1)') -> null.
 */
export function documentLink(url: string | null): string | null {
  if (!url) return null;
  const checked = checkPaymentRedirect('bank', url, paymentRedirectLists());
  return checked.ok ? checked.url.href : null;
}

/**
 * A bar-code or QR image the gateway gives: an inline image (`data:image/…`) or an https address; anything else
 * (javascript:, http:, a relative path) is not shown.
 */
export function imageSource(url: string | null): string | null {
  if (!url) return null;
  if (/^data:image\/(png|gif|jpeg|svg\+xml)[;,]/i.test(url)) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
