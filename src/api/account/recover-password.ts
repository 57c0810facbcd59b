import * as z from 'zod/mini';
import { request } from '~/api/request';
import { flag } from './form-fields';

export const recoverPasswordSchema = z.object({ success: flag });

/**
 * Part 1 §7 "POST recover password, email in the query": POST /br/office/recover-password?email=...
 * (the path is our choice). Resolves the success flag: true shows "password sent by e-mail", false shows
 * `errors:account.recover_failed` (part 1 §8).
 *
 * @example await recoverPassword('ana@sandbox.test') // true
 */
export async function recoverPassword(email: string, signal?: AbortSignal): Promise<boolean> {
  const body = await request({
    call: 'recoverPassword',
    base: 'office',
    method: 'POST',
    path: '/br/office/recover-password',
    query: { email },
    schema: recoverPasswordSchema,
    signal,
  });
  return body.success;
}
