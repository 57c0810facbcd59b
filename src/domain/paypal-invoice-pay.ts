/**
 * PayPal goes through the office's invoice-pay page (part 2 §4.3, §4.4): the page sends the buyer there with the
 * invoice id and a forced return URL back to this checkout that carries the country-price values, so the buyer
 * comes back to the same price. The return URL is the checkout's like every other (payment-callback-urls.ts: the
 * configured site and path, the purchase's query, the period and coupon paid with). The path and parameter names are
 * not shown by the spec; ours are below.
 */
export const INVOICE_PAY_PATH = '/invoice-pay';
export const FORCED_RETURN_PARAM = 'force_return_url';

export interface PaypalInvoicePayInput {
  officeUrl: string;
  /** This checkout's return URL (checkoutReturnUrl), already checked against the allow-list. */
  returnUrl: string;
  invoiceId: number;
  /** The `country=` whose prices are in force (lower case), null without a country price. */
  priceCountry: string | null;
  lang: string;
}

/**
 * Example: paypalInvoicePayUrl({ officeUrl: 'https://office.example.com', returnUrl:
 *   'https://checkout.example.com/payment/premium-plus-plan?period=y', invoiceId: 50001, priceCountry: 'mx', lang: 'es' })
 *   === 'https://office.example.com/invoice-pay/50001?force_return_url=https%3A%2F%2Fcheckout.example.com%2Fpayment%2Fpremium-plus-plan%3Fperiod%3Dy%26country%3Dmx%26lang%3Des'
 */
export function paypalInvoicePayUrl(input: PaypalInvoicePayInput): string {
  const back = new URL(input.returnUrl);
  if (input.priceCountry) back.searchParams.set('country', input.priceCountry);
  back.searchParams.set('lang', input.lang);
  const pay = new URL(`${INVOICE_PAY_PATH}/${input.invoiceId}`, input.officeUrl);
  pay.searchParams.set(FORCED_RETURN_PARAM, back.href);
  return pay.href;
}
