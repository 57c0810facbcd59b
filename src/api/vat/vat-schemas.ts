import * as z from 'zod/mini';
import { nonEmptyText } from '~/api/schema-helpers';

/**
 * Shapes shared by the three VAT calls (part 1 §3 "VAT country entry", §7). The gateway may send the
 * percentage as a number or a numeric string ("21.00"), so it is coerced; it is a percent, never cents.
 */
export const vatPercent = z.coerce.number().check(z.gte(0), z.lte(100));

/** One country of the fee list: `company_name` holds the country's display name, `fee` its standard rate in percent. */
export const vatCountryEntrySchema = z.object({
  company_name: nonEmptyText,
  country_code: z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be an upper-case country code')),
  fee: vatPercent,
});

export type VatCountryEntryInput = z.input<typeof vatCountryEntrySchema>;
export type VatCountryEntry = z.output<typeof vatCountryEntrySchema>;
