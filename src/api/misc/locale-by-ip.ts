import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';

/** Part 1 §3 "Locale" as the office sends it; the flags (Europe, Dutch, Canarias ...) are derived in src/domain. */
export const localeByIpSchema = z.object({
  ip: nonEmptyText,
  country_code: z.pipe(z.string().check(z.length(2)), z.transform((code) => code.toUpperCase())),
  region: nullByDefault(z.string()),
});

export type LocaleByIp = z.output<typeof localeByIpSchema>;

/**
 * Part 1 §7, part 2 §7: GET /br/office/search-locale-by-ip. The office geolocates the caller's IP.
 *
 * @example await getLocaleByIp() // { ip: '203.0.113.10', country_code: 'BR', region: 'São Paulo' }
 */
export function getLocaleByIp(signal?: AbortSignal): Promise<LocaleByIp> {
  return request({ call: 'getLocaleByIp', base: 'office', method: 'GET', path: '/br/office/search-locale-by-ip', schema: localeByIpSchema, signal });
}
