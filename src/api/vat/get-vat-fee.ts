import * as z from 'zod/mini';
import { request } from '~/api/request';
import { vatPercent } from './vat-schemas';

/** Path not shown by the spec (part 1 §7 "fee for one country"); our choice. */
export const VAT_FEE_PATH = '/vat/fee';

/** What the page sends; the sandbox validates with it. */
export const vatFeePayloadSchema = z.strictObject({
  country_code: z.string().check(z.regex(/^[A-Z]{2,3}$/, 'must be an upper-case country code')),
});

export const vatFeeSchema = z.object({ vat: z.object({ fee: vatPercent }) });

export type VatFeePayload = z.input<typeof vatFeePayloadSchema>;

/**
 * Part 1 §7: the standard VAT rate of one country, in percent. A country the gateway does not know
 * answers HTTP 404 in the sandbox (thrown as HttpError); the VAT widget only asks for listed countries.
 *
 * @example await getVatFee('NL') // 21
 */
export async function getVatFee(countryCode: string, signal?: AbortSignal): Promise<number> {
  const body = await request({
    call: 'getVatFee',
    base: 'gateway',
    method: 'POST',
    path: VAT_FEE_PATH,
    json: { country_code: countryCode.trim().toUpperCase() } satisfies VatFeePayload,
    schema: vatFeeSchema,
    signal,
  });
  return body.vat.fee;
}
