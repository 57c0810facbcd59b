import * as z from 'zod/mini';
import { APPLICATION, numericId } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** Part 2 §7 "Checkout token" payload (gateway, JSON). The sandbox validates with it. */
export const checkoutTokenPayloadSchema = z.object({ application: z.literal(APPLICATION), id_user: numericId });

export const checkoutTokenSchema = z.object({ token: nonEmptyText });

/**
 * Part 2 §7: POST /user/token-checkout on the gateway. The token then travels with the payment calls
 * (`token_checkout`). The browser sends no gateway credential: the gateway trusts the session cookie
 * (DESIGN.md "Security"). Failures are ignored by the caller (part 2 §8 "swallowed").
 *
 * @example await createCheckoutToken(1001) // 'chk_sandbox_1001_…'
 */
export async function createCheckoutToken(userId: string | number, signal?: AbortSignal): Promise<string> {
  const body = await request({
    call: 'createCheckoutToken',
    base: 'gateway',
    method: 'POST',
    path: '/user/token-checkout',
    json: { application: APPLICATION, id_user: Number(userId) },
    schema: checkoutTokenSchema,
    signal,
  });
  return body.token;
}
