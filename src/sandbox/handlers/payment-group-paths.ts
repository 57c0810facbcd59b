import { apiUrl } from '~/api/endpoints';
import { SANDBOX_PROVIDER_ROOT } from '~/api/payment/provider-endpoints';

/**
 * Where the payment group's handlers answer (payment-group.ts), from the URL alone, without their code: the gateway's
 * payment, pix notification and payment lookup calls, the sandbox providers' own calls, and the office's payment
 * calls. A test checks every handler of the group against this list (payment-group.test.ts).
 */
const PREFIXES = [
  ...['/payment/', '/verify-notification/', '/info/payments'].map((path) => apiUrl('gateway', path)),
  `${SANDBOX_PROVIDER_ROOT}/`,
  ...['/br/office/payment-attempts/', '/br/office/invoices/pending-payment/', '/br/office/admin/fraud-report', '/br/office/sponsor-wallet/', '/sandbox/sponsor-wallet/'].map((path) => apiUrl('office', path)),
].map((url) => new URL(url, 'http://localhost').pathname);

/** Whether `url` is a call the payment group may answer. Example: isPaymentGroupCall(new URL('http://localhost/sandbox-api/gateway/payment/single')) === true */
export function isPaymentGroupCall(url: URL): boolean {
  return PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}
