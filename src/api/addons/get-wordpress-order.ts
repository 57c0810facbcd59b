import * as z from 'zod/mini';
import { officeCents } from '~/api/catalog/office-fields';
import { pathSegment } from '~/api/path-segment';
import { request } from '~/api/request';

/** Part 2 §7 "Order amounts": the WordPress cloud order's price, already in cents. */
export const wordpressOrderResponseSchema = z.object({ price: officeCents });

/**
 * GET the amount of a WordPress cloud order by stn_wp_order_id (part 2 §7). The spec does not show the
 * path: GET /office/wordpress-cloud/order/{id}. Returns the price in cents.
 * @example await getWordpressOrderPrice('wp-1001') // 2990
 */
export async function getWordpressOrderPrice(stnWpOrderId: string, signal?: AbortSignal): Promise<number> {
  const answer = await request({
    call: 'getWordpressOrderPrice',
    base: 'office',
    method: 'GET',
    path: `/office/wordpress-cloud/order/${pathSegment('getWordpressOrder', stnWpOrderId)}`,
    schema: wordpressOrderResponseSchema,
    signal,
  });
  return answer.price;
}
