import * as z from 'zod/mini';
import { optionalText, unitsAsCents } from '~/api/catalog/office-fields';
import { pathSegment } from '~/api/path-segment';
import { request } from '~/api/request';

/** Part 2 §7: the template's price is `data.template.amount`, in currency units, parsed to cents. */
export const premiumTemplateResponseSchema = z.object({
  data: z.object({ template: z.object({ amount: unitsAsCents, name: optionalText }) }),
});

export type PremiumTemplate = z.output<typeof premiumTemplateResponseSchema>['data']['template'];

/**
 * GET the Cheetah premium template by tp_slug (part 2 §7). The spec does not show the path:
 * GET /office/cheetah/premium-template/{tp_slug}. A failure is swallowed by the load sequence (part 1 §8).
 * @example await getPremiumTemplate('agency-pro') // { amount: 4900, name: 'Agency Pro' }
 */
export async function getPremiumTemplate(tpSlug: string, signal?: AbortSignal): Promise<PremiumTemplate> {
  const answer = await request({
    call: 'getPremiumTemplate',
    base: 'office',
    method: 'GET',
    path: `/office/cheetah/premium-template/${pathSegment('getPremiumTemplate', tpSlug)}`,
    schema: premiumTemplateResponseSchema,
    signal,
  });
  return answer.data.template;
}
