import { z } from 'zod';
import { officeInt } from '~/api/catalog/office-fields';

/** Shared shapes of the PayPal add-on invoices (part 2 §7), all form-encoded, all answering `{ id }`. */
const userId = z.string().regex(/^\d+$/, 'must be a user id');
const currency = z.string().regex(/^[A-Z]{3}$/, 'must be an upper-case currency code');
/** The office takes these prices in currency units with two decimals ("12.99"). */
const price = z.string().regex(/^\d+\.\d{2}$/, 'must be a price in currency units, e.g. 12.99');

export const paypalDomainInvoicePayloadSchema = z.object({
  user_id: userId,
  currency,
  price,
  domain: z.string().min(3),
  connect_to: z.string().optional(),
  reference: z.string().optional(),
});

export const paypalQuantityInvoicePayloadSchema = z.object({
  user_id: userId,
  currency,
  price,
  qtd: z.string().regex(/^[1-9]\d*$/, 'must be a positive quantity'),
});

export const paypalInvoiceResponseSchema = z.object({ id: officeInt });
