import * as z from 'zod/mini';
import { request } from '~/api/request';
import { vatCountryEntrySchema } from './vat-schemas';

/** Path not shown by the spec (part 1 §7 "fee list"); our choice. */
export const VAT_FEES_PATH = '/vat/fees';

export const vatFeesSchema = z.object({ vat: z.array(vatCountryEntrySchema) });

export type VatFees = z.output<typeof vatFeesSchema>;

/**
 * Part 1 §7: the gateway's VAT fee list (POST JSON, empty body), one entry per EU-27 country plus GB.
 * The synthetic "Outside EU" entry is NOT in the answer; the domain adds it (`withOutsideEu`).
 * Fees are percentages (e.g. 19 for DE, 25.5 for FI).
 *
 * @example (await listVatFees()).find((e) => e.country_code === 'DE')?.fee // 19
 */
export async function listVatFees(signal?: AbortSignal) {
  const body = await request({ call: 'listVatFees', base: 'gateway', method: 'POST', path: VAT_FEES_PATH, json: {}, schema: vatFeesSchema, signal });
  return body.vat;
}
