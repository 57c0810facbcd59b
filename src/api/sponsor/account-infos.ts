import * as z from 'zod/mini';
import { idString } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';

/** Part 1 §7 get-account-infos: the public face of an account, used to show the sponsor (part 1 §3 "Sponsor"). */
export const accountInfosSchema = z.object({
  id: idString,
  name: nonEmptyText,
  avatar: nullByDefault(z.string()),
  /** Not in the spec's field list for this call; the redirect after payment carries the sponsor's sd (part 2 §4.5). */
  subdomain: nullByDefault(z.string()),
});

export type AccountInfos = z.output<typeof accountInfosSchema>;

/**
 * Part 1 §7: GET /br/office/get-account-infos?id=<aid> (the "/br/office" prefix is our choice; the spec
 * names only "get-account-infos"). Looks up the sponsor by the referral account id.
 * An unknown aid answers HTTP 404 ({@link HttpError}); the caller falls back to the company account.
 *
 * @example await getAccountInfos('777') // { id: '777', name: 'Marina Costa', avatar: null, subdomain: 'marina' }
 */
export function getAccountInfos(aid: string, signal?: AbortSignal): Promise<AccountInfos> {
  return request({
    call: 'getAccountInfos',
    base: 'office',
    method: 'GET',
    path: '/br/office/get-account-infos',
    query: { id: aid },
    schema: accountInfosSchema,
    signal,
  });
}
