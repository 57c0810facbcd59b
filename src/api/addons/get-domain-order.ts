import * as z from 'zod/mini';
import { currencyCode, officeInt, optionalText, unitsAsCents } from '~/api/catalog/office-fields';
import { pathSegment } from '~/api/path-segment';
import { request } from '~/api/request';
import { nonEmptyText, nullWhenAbsent } from '~/api/schema-helpers';

/**
 * Part 2 §3 "Order data for special flows". Amounts arrive in currency units and are parsed to cents:
 * `total_real` in `moeda`, `value` in the charged currency (`currency_charged`, null when the order is
 * charged in `moeda`).
 */
export const domainOrderSchema = z.object({
  id: officeInt,
  slug: nonEmptyText,
  total_real: unitsAsCents,
  moeda: currencyCode,
  symbol: nonEmptyText,
  value: unitsAsCents,
  currency_charged: nullWhenAbsent(currencyCode),
  domain: optionalText,
});

/** The spec shows only "order data"; the client and sandbox agree on `{ data: order }`. */
export const domainOrderResponseSchema = z.object({ data: domainOrderSchema });

export type DomainOrder = z.output<typeof domainOrderSchema>;

/**
 * Part 1 §7: GET /api/v1/order/{order}/checkout with `authorization: Bearer <token>`, the token from
 * getDomainAuthToken. A failure throws; the load sequence maps it to error_domain (part 2 §8).
 * The domain service's host is not in the spec; it is reached through the office base until a base is configured for it.
 * @example await getDomainOrder('ORD-1001', token) // { id: 9001, slug: 'domain-registry', total_real: 1299, ... }
 */
export async function getDomainOrder(order: string, token: string, signal?: AbortSignal): Promise<DomainOrder> {
  const answer = await request({
    call: 'getDomainOrder',
    base: 'office',
    method: 'GET',
    path: `/api/v1/order/${pathSegment('getDomainOrder', order)}/checkout`,
    headers: { authorization: `Bearer ${token}` },
    schema: domainOrderResponseSchema,
    signal,
  });
  return answer.data;
}
