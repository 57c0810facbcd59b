import * as z from 'zod/mini';
import { currencyCode, officeInt, unitsAsCents } from '~/api/catalog/office-fields';
import { request } from '~/api/request';

/**
 * `price` is for the whole quantity, in currency units parsed to cents; `package` is the GB in one unit,
 * so the storage bought is qty x package x 1024 x 1024 KB (part 1 §9).
 */
export const extraStoragePriceResponseSchema = z.object({ currency: currencyCode, price: unitsAsCents, package: z.pipe(officeInt, z.number().check(z.positive())) });

export type ExtraStoragePrice = z.output<typeof extraStoragePriceResponseSchema>;

/**
 * Part 1 §7: GET office/extra-storage-price/{qty}.
 * @example await getExtraStoragePrice(2) // { currency: 'USD', price: 1000, package: 10 }
 */
export function getExtraStoragePrice(qty: number, signal?: AbortSignal): Promise<ExtraStoragePrice> {
  return request({
    call: 'getExtraStoragePrice',
    base: 'office',
    method: 'GET',
    path: `/office/extra-storage-price/${qty}`,
    schema: extraStoragePriceResponseSchema,
    signal,
  });
}
