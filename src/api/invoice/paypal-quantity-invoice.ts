import type * as z from 'zod/mini';
import { request } from '~/api/request';
import { centsToDecimalString } from '~/domain/money';
import { paypalInvoiceResponseSchema, paypalQuantityInvoicePayloadSchema } from './paypal-invoice-schema';

export interface PaypalQuantityInvoiceInput {
  userId: string;
  currency: string;
  /** Price of the whole quantity in cents; sent in currency units. */
  priceCents: number;
  /** Number of storage packages or extra connections. */
  qtd: number;
}

/** The storage and extra-connection PayPal invoices share one form (user_id, currency, price, qtd) and answer `{ id }`. */
export async function postPaypalQuantityInvoice(call: string, path: string, input: PaypalQuantityInvoiceInput, signal?: AbortSignal): Promise<number> {
  const form: z.input<typeof paypalQuantityInvoicePayloadSchema> = {
    user_id: input.userId,
    currency: input.currency,
    price: centsToDecimalString(input.priceCents),
    qtd: String(input.qtd),
  };
  const answer = await request({ call, base: 'office', method: 'POST', path, form, schema: paypalInvoiceResponseSchema, signal });
  return answer.id;
}
