import * as z from 'zod/mini';
import { officeFlag, optionalText } from '~/api/catalog/office-fields';
import { request } from '~/api/request';

/** `message` is the office's own text, shown (as text, never HTML) on the unavailable page when renewal is refused. */
export const domainRenewResponseSchema = z.object({ can_renew: officeFlag, message: optionalText });

export type DomainRenewAnswer = z.output<typeof domainRenewResponseSchema>;

/**
 * Part 1 §7: GET office/is-domain-renew-available?domain=. A refusal is a result (`can_renew` false):
 * the load sequence turns it into the unavailable page with the server's message (part 1 §2).
 * @example await isDomainRenewAvailable('expired-shop.com') // { can_renew: false, message: '...' }
 */
export function isDomainRenewAvailable(domain: string, signal?: AbortSignal): Promise<DomainRenewAnswer> {
  return request({
    call: 'isDomainRenewAvailable',
    base: 'office',
    method: 'GET',
    path: '/office/is-domain-renew-available',
    query: { domain },
    schema: domainRenewResponseSchema,
    signal,
  });
}
