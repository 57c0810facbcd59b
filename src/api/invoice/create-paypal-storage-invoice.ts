import { postPaypalQuantityInvoice, type PaypalQuantityInvoiceInput } from './paypal-quantity-invoice';

/** The spec does not show the path. */
export const PAYPAL_STORAGE_INVOICE_PATH = '/br/office/paypal/invoice-storage';

/**
 * Part 2 §7 "Invoice for PayPal storage", form-encoded (user_id, currency, price, qtd); returns the invoice id.
 * @example await createPaypalStorageInvoice({ userId: '1001', currency: 'USD', priceCents: 1000, qtd: 2 }) // 7002
 */
export function createPaypalStorageInvoice(input: PaypalQuantityInvoiceInput, signal?: AbortSignal): Promise<number> {
  return postPaypalQuantityInvoice('createPaypalStorageInvoice', PAYPAL_STORAGE_INVOICE_PATH, input, signal);
}
