import * as z from 'zod/mini';
import { request } from '~/api/request';
import { numericId } from './form-fields';

/** Part 1 §3 "Country (subsidiary)", short form: the registration payload's `subsidiary` is its id. */
export const subsidiarySchema = z.object({
  id: numericId,
  iso_code: z.pipe(z.string().check(z.length(2)), z.transform((code) => code.toUpperCase())),
});

export const subsidiariesSchema = z.object({ data: z.array(subsidiarySchema) });

export type Subsidiary = z.output<typeof subsidiarySchema>;

/**
 * Part 1 §7: GET office/get-subsidiaries. Maps a country to the subsidiary id the registration sends.
 *
 * @example (await getSubsidiaries()).data[0] // { id: 1, iso_code: 'BR' }
 */
export function getSubsidiaries(signal?: AbortSignal) {
  return request({ call: 'getSubsidiaries', base: 'office', method: 'GET', path: '/office/get-subsidiaries', schema: subsidiariesSchema, signal });
}
