import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nullByDefault } from '~/api/schema-helpers';

/** An empty string means "no page": the caller then goes on with the default redirect. */
export const thankYouPageSchema = z.object({
  url: z.pipe(
    nullByDefault(z.string()),
    z.transform((url) => url || null),
  ),
});

export interface ThankYouPageQuery {
  /** Ask for the company's default page instead of the sponsor's custom one. */
  isDefault: boolean;
  aid: string;
  subdomain?: string | null;
}

/**
 * Part 2 §7 "custom thank-you page (is_default, aid, subdomain) returns url with fallback to default".
 * The spec shows no path; we chose GET /br/office/get-thank-you-page. The office answers the sponsor's custom
 * page, or the default page when the sponsor has none. Failures are swallowed by the caller (part 1 §8).
 *
 * @example await getThankYouPage({ isDefault: false, aid: '777' }) // '/sandbox/thank-you.html?sponsor=marina' in the sandbox
 */
export async function getThankYouPage(query: ThankYouPageQuery, signal?: AbortSignal): Promise<string | null> {
  const body = await request({
    call: 'getThankYouPage',
    base: 'office',
    method: 'GET',
    path: '/br/office/get-thank-you-page',
    query: { is_default: query.isDefault ? 1 : 0, aid: query.aid, subdomain: query.subdomain ?? undefined },
    schema: thankYouPageSchema,
    signal,
  });
  return body.url;
}
