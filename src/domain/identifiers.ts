/**
 * Identifiers that come from the page URL and become a segment of an API path (DESIGN.md "Security"): the
 * checkout slug, `order` (domain registry), `tp_slug` (premium template) and `stn_wp_order_id` (WordPress cloud).
 * One allowed character set for all: ASCII letters, digits, '-', '_' and '.', starting with a letter or a digit,
 * at most 128 characters. So '.' and '..' (dot segments, which walk up the API path: `/api/v1/order/../checkout`
 * reaches `/api/v1/checkout` with the bearer token), '/', '%', '?', '#', spaces and anything non-ASCII are refused.
 */

const IDENTIFIER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * True when `value` may become an API path segment as it is.
 * Example: isSafeIdentifier('ORD-1001') === true; isSafeIdentifier('..') === false; isSafeIdentifier('a/b') === false.
 */
export function isSafeIdentifier(value: string): boolean {
  return IDENTIFIER.test(value);
}

/** The value when it is a safe identifier, else null (a URL parameter read this way is treated as absent). */
export function safeIdentifierOrNull(value: string | null): string | null {
  return value !== null && isSafeIdentifier(value) ? value : null;
}

/**
 * The checkout slug of a `/payment/<slug>` path, percent-decoded. A segment that does not decode (`100%`, a broken
 * UTF-8 escape) is returned as written: it is not a safe identifier, so the load ends in the not-found outcome
 * instead of throwing (a thrown URIError used to leave the checkout on its loading view for good).
 * Example: slugFromPaymentPath('/payment/premium-plus-plan/') === 'premium-plus-plan'; slugFromPaymentPath('/payment/100%') === '100%'.
 */
export function slugFromPaymentPath(pathname: string): string {
  const segment = pathname.replace(/^\/payment\/?/, '').split('/')[0] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
