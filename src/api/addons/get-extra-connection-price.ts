import * as z from 'zod/mini';
import { currencyCode, unitsAsCents } from '~/api/catalog/office-fields';
import { request } from '~/api/request';

/** The spec does not show the answer; like storage without a package: the whole quantity's price, units parsed to cents. */
export const extraConnectionPriceResponseSchema = z.object({ currency: currencyCode, price: unitsAsCents });

export type ExtraConnectionPrice = z.output<typeof extraConnectionPriceResponseSchema>;

/**
 * Part 1 §7: GET office/extra-connection-price/{qty}.
 * @example await getExtraConnectionPrice(3) // { currency: 'USD', price: 1500 }
 */
export function getExtraConnectionPrice(qty: number, signal?: AbortSignal): Promise<ExtraConnectionPrice> {
  return request({
    call: 'getExtraConnectionPrice',
    base: 'office',
    method: 'GET',
    path: `/office/extra-connection-price/${qty}`,
    schema: extraConnectionPriceResponseSchema,
    signal,
  });
}
