import { z } from 'zod';
import { request } from '~/api/request';

/** Part 1 §3 "Locale" as the office sends it; the flags (Europe, Dutch, Canarias ...) are derived in src/domain. */
export const localeByIpSchema = z.object({
  ip: z.string().min(1),
  country_code: z.string().length(2).transform((code) => code.toUpperCase()),
  region: z.string().nullable().default(null),
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
