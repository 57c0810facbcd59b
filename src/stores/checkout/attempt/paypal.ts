import { createPaypalConnectionInvoice } from '~/api/invoice/create-paypal-connection-invoice';
import { createPaypalDomainInvoice } from '~/api/invoice/create-paypal-domain-invoice';
import { createPaypalStorageInvoice } from '~/api/invoice/create-paypal-storage-invoice';
import { env } from '~/config/env';
import { ERRORS } from '~/domain/error-catalogue';
import { isAccountExtraFlow } from '~/domain/flows';
import { checkPaymentRedirect } from '~/domain/payment-redirects';
import { paypalInvoicePayUrl } from '~/domain/paypal-invoice-pay';
import { $cartTotals } from '../cart/cart';
import { $flow, $invoice, $lang, $priceCountry, $product, $user } from '../session';
import { dispatch } from './dispatch';
import { paymentRedirectLists } from '../redirect-lists';
import { checkoutReturnHref } from './checkout-return';

/**
 * The invoice PayPal pays: the checkout's own, or for a domain, storage or extra connection (which pay only by
 * PayPal, part 2 §4.1) the office's form-encoded PayPal invoice created now (part 2 §7).
 */
async function invoiceToPay(): Promise<number | null> {
  const flow = $flow.get();
  const user = $user.get();
  const product = $product.get();
  const totals = $cartTotals.get();
  if (!flow || !user || !product || !totals) return null;
  const base = { userId: user.user_identifier, currency: product.currency, priceCents: totals.charge.total };
  switch (flow.kind) {
    case 'domainPurchase':
      return createPaypalDomainInvoice({ ...base, domain: flow.domain, connectTo: flow.connectTo, reference: flow.reference });
    case 'storage':
      return createPaypalStorageInvoice({ ...base, qtd: flow.quantity });
    case 'extraConnection':
      return createPaypalConnectionInvoice({ ...base, qtd: flow.quantity });
    default:
      return $invoice.get()?.id ?? null;
  }
}

/** The country whose prices are in force: the one the checkout replaced, else the link's `country=`. */
function priceCountry(): string | null {
  const replaced = $priceCountry.get()?.country;
  if (replaced) return replaced;
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('country')?.toLowerCase() ?? null;
}

/**
 * PayPal (part 2 §4.4): to the office invoice-pay page with the invoice id and a forced return URL (this purchase's,
 * query kept) carrying the country-price values, checked against the PayPal allow-list (DESIGN.md "Security"). No
 * gateway call: no payment is created by this page, the office's PayPal flow takes it.
 */
export async function payWithPaypal(): Promise<void> {
  const invoiceId = await invoiceToPay();
  const product = $product.get();
  if (invoiceId === null || !product) {
    // A plan's or fee's invoice comes with the load: without one, part 2 §8's "Não existe invoice".
    const kind = $flow.get()?.kind;
    const own = kind !== undefined && isAccountExtraFlow(kind);
    dispatch({ type: 'answered', answer: { state: 'failed', message: { key: own || !product ? ERRORS.paymentRequestFailed : ERRORS.missingInvoice } } });
    return;
  }
  // Back to this purchase, as every return (checkout-return.ts); a return URL configuration refuses fails the request.
  const returnUrl = checkoutReturnHref(product.slug);
  if (returnUrl === null) {
    dispatch({ type: 'answered', answer: { state: 'failed', message: { key: ERRORS.paymentRequestFailed } } });
    return;
  }
  const url = paypalInvoicePayUrl({ officeUrl: env.PUBLIC_OFFICE_URL, returnUrl, invoiceId, priceCountry: priceCountry(), lang: $lang.get() });
  const checked = checkPaymentRedirect('paypal', url, paymentRedirectLists());
  if (!checked.ok) {
    dispatch({ type: 'answered', answer: { state: 'failed', message: { key: ERRORS.paymentRequestFailed } } });
    return;
  }
  dispatch({ type: 'redirect', redirect: { kind: 'paypal', url: checked.url.href, method: 'GET', fields: {} } });
}
