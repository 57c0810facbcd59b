/**
 * PayPal (part 2 §4.3), reached through the office's invoice-pay page: no fields, no endpoint, no origin of its own
 * (the page is on PUBLIC_PAYPAL_ALLOWLIST's origins). The manifest's facts are described in manifest.ts.
 */
export const letter = null;
export const gatewayName = 'paypal';
export const endpointBase = null;
