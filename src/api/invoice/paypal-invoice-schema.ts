import * as z from 'zod/mini';
import { officeInt } from '~/api/catalog/office-fields';

/** Shared shapes of the PayPal add-on invoices (part 2 §7), all form-encoded, all answering `{ id }`. */
const userId = z.string().check(z.regex(/^\d+$/, 'must be a user id'));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/, 'must be an upper-case currency code'));
/** The office takes these prices in currency units with two decimals ("12.99"). */
const price = z.string().check(z.regex(/^\d+\.\d{2}$/, 'must be a price in currency units, e.g. 12.99'));

export const paypalDomainInvoicePayloadSchema = z.object({
  user_id: userId,
  currency,
  price,
  domain: z.string().check(z.minLength(3)),
  connect_to: z.optional(z.string()),
  reference: z.optional(z.string()),
});

export const paypalQuantityInvoicePayloadSchema = z.object({
  user_id: userId,
  currency,
  price,
  qtd: z.string().check(z.regex(/^[1-9]\d*$/, 'must be a positive quantity')),
});

export const paypalInvoiceResponseSchema = z.object({ id: officeInt });
