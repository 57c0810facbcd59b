/**
 * PayPal goes through the office's invoice-pay page (part 2 §4.3, §4.4): the page sends the buyer there with the
 * invoice id and a forced return URL back to this checkout that carries the country-price values, so the buyer
 * comes back to the same price. The path and parameter names are not shown by the spec; ours are below.
 */
export const INVOICE_PAY_PATH = '/invoice-pay';
export const FORCED_RETURN_PARAM = 'force_return_url';

export interface PaypalInvoicePayInput {
  officeUrl: string;
  siteUrl: string;
  invoiceId: number;
  slug: string;
  /** The `country=` whose prices are in force (lower case), null without a country price. */
  priceCountry: string | null;
  /** The billed period: 'y' for yearly, as the plans links write it. */
  yearly: boolean;
  lang: string;
}

/**
 * Example: paypalInvoicePayUrl({ officeUrl: 'https://office.example.com', siteUrl: 'https://checkout.example.com',
 *   invoiceId: 50001, slug: 'premium-plus-plan', priceCountry: 'mx', yearly: true, lang: 'es' })
 *   === 'https://office.example.com/invoice-pay/50001?force_return_url=https%3A%2F%2Fcheckout.example.com%2Fpayment%2Fpremium-plus-plan%3Fcountry%3Dmx%26period%3Dy%26lang%3Des'
 */
export function paypalInvoicePayUrl(input: PaypalInvoicePayInput): string {
  const back = new URL(`/payment/${encodeURIComponent(input.slug)}`, input.siteUrl);
  if (input.priceCountry) back.searchParams.set('country', input.priceCountry);
  if (input.yearly) back.searchParams.set('period', 'y');
  back.searchParams.set('lang', input.lang);
  const pay = new URL(`${INVOICE_PAY_PATH}/${input.invoiceId}`, input.officeUrl);
  pay.searchParams.set(FORCED_RETURN_PARAM, back.href);
  return pay.href;
}
