import { postPaypalQuantityInvoice, type PaypalQuantityInvoiceInput } from './paypal-quantity-invoice';

/** The spec does not show the path. */
export const PAYPAL_CONNECTION_INVOICE_PATH = '/br/office/paypal/invoice-extra-connection';

/**
 * Part 2 §7 "Invoice for PayPal extra connection", same form as storage; returns the invoice id.
 * @example await createPaypalConnectionInvoice({ userId: '1001', currency: 'USD', priceCents: 500, qtd: 1 }) // 7003
 */
export function createPaypalConnectionInvoice(input: PaypalQuantityInvoiceInput, signal?: AbortSignal): Promise<number> {
  return postPaypalQuantityInvoice('createPaypalConnectionInvoice', PAYPAL_CONNECTION_INVOICE_PATH, input, signal);
}
