import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

export const domainAuthTokenResponseSchema = z.object({ token: nonEmptyText });

/**
 * Part 1 §7: GET /auth-domain. The office issues, for the logged-in session, a short-lived token for the
 * domain service; it is the user's own credential, not a secret of ours, so the browser may hold it.
 * @example await getDomainAuthToken() // 'sandbox-domain-token-1001'
 */
export async function getDomainAuthToken(signal?: AbortSignal): Promise<string> {
  const answer = await request({
    call: 'getDomainAuthToken',
    base: 'office',
    method: 'GET',
    path: '/auth-domain',
    schema: domainAuthTokenResponseSchema,
    signal,
  });
  return answer.token;
}
