import * as z from 'zod/mini';
import { currencyCode, unitsAsCents } from '~/api/catalog/office-fields';
import { request } from '~/api/request';

/** The spec does not show the answer; the client and sandbox agree on the price of the registration in currency units, parsed to cents. */
export const domainRegisterPriceResponseSchema = z.object({ currency: currencyCode, price: unitsAsCents });

export type DomainRegisterPrice = z.output<typeof domainRegisterPriceResponseSchema>;

export interface DomainRegisterPriceQuery {
  /** The office's price class of the domain's extension (e.g. `com`). */
  domainClassKey: string;
  privacyProtection: boolean;
  domain: string;
}

/**
 * Part 1 §7: GET office/register-domain-price. The price includes privacy protection when asked for.
 * @example await getDomainRegisterPrice({ domainClassKey: 'com', privacyProtection: true, domain: 'shop.com' }) // { currency: 'USD', price: 1798 }
 */
export function getDomainRegisterPrice(query: DomainRegisterPriceQuery, signal?: AbortSignal): Promise<DomainRegisterPrice> {
  return request({
    call: 'getDomainRegisterPrice',
    base: 'office',
    method: 'GET',
    path: '/office/register-domain-price',
    query: { domainClassKey: query.domainClassKey, privacyProtection: query.privacyProtection ? 1 : 0, domain: query.domain },
    schema: domainRegisterPriceResponseSchema,
    signal,
  });
}
