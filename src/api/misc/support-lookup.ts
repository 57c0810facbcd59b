import * as z from 'zod/mini';
import { numericId } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { emailText, nonEmptyText, nullByDefault } from '~/api/schema-helpers';

/** The support person stored as `support` in the invoice note (part 2 §3 "Invoice"). */
export const supportPersonSchema = z.object({
  id: numericId,
  name: nonEmptyText,
  email: nullByDefault(emailText),
});

export const supportLookupSchema = z.object({ support: nullByDefault(supportPersonSchema) });

export type SupportPerson = z.output<typeof supportPersonSchema>;

/**
 * Part 2 §7 "Support lookup: GET by the cs_code cookie". The spec shows no path; we chose
 * GET /br/office/get-support-by-code?cs_code=<code>: the page reads the cookie (which it then removes) and
 * sends the value, because the cookie lives on the company's domain, not the office API's. Resolves the support
 * person, or null for an unknown code. Failures are only logged by the caller (part 1 §8).
 *
 * @example await getSupportByCode('CS-CARLA') // { id: 31, name: 'Carla Ribeiro', email: 'carla.suporte@sandbox.test' }
 */
export async function getSupportByCode(csCode: string, signal?: AbortSignal): Promise<SupportPerson | null> {
  const body = await request({
    call: 'getSupportByCode',
    base: 'office',
    method: 'GET',
    path: '/br/office/get-support-by-code',
    query: { cs_code: csCode },
    schema: supportLookupSchema,
    signal,
  });
  return body.support;
}
