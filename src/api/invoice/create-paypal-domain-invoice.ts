import type * as z from 'zod/mini';
import { request } from '~/api/request';
import { centsToDecimalString } from '~/domain/money';
import { paypalDomainInvoicePayloadSchema, paypalInvoiceResponseSchema } from './paypal-invoice-schema';

/** The spec does not show the path. */
export const PAYPAL_DOMAIN_INVOICE_PATH = '/br/office/paypal/invoice-domain';

export interface PaypalDomainInvoiceInput {
  userId: string;
  currency: string;
  /** Price in cents; sent in currency units. */
  priceCents: number;
  domain: string;
  /** `connect_to` and `reference` from the URL (part 2 §2), when present. */
  connectTo?: string | null;
  reference?: string | null;
}

/**
 * Part 2 §7 "Invoice for PayPal domain", form-encoded; returns the invoice id.
 * @example await createPaypalDomainInvoice({ userId: '1001', currency: 'USD', priceCents: 1299, domain: 'shop.com' }) // 7001
 */
export async function createPaypalDomainInvoice(input: PaypalDomainInvoiceInput, signal?: AbortSignal): Promise<number> {
  const form: z.input<typeof paypalDomainInvoicePayloadSchema> = {
    user_id: input.userId,
    currency: input.currency,
    price: centsToDecimalString(input.priceCents),
    domain: input.domain,
    connect_to: input.connectTo ?? undefined,
    reference: input.reference ?? undefined,
  };
  const answer = await request({
    call: 'createPaypalDomainInvoice',
    base: 'office',
    method: 'POST',
    path: PAYPAL_DOMAIN_INVOICE_PATH,
    form,
    schema: paypalInvoiceResponseSchema,
    signal,
  });
  return answer.id;
}
