import * as z from 'zod/mini';
import { HttpError } from '~/api/errors';
import { request } from '~/api/request';
import { isSafeIdentifier } from '~/domain/identifiers';
import { feeSchema, type Fee } from './fee-schema';
import { optionalText } from './office-fields';
import { planSchema, type Plan } from './plan-schema';

/** Part 1 §7: `status` true with `type` plan or fee and its `data`; `status` false when the slug is unknown. */
export const planOrFeeResponseSchema = z.union([
  z.union([
    z.object({ status: z.literal(true), type: z.literal('plan'), data: planSchema }),
    z.object({ status: z.literal(true), type: z.literal('fee'), data: feeSchema }),
  ]),
  z.object({ status: z.literal(false), message: optionalText }),
]);

export type PlanOrFeeResult = { kind: 'plan'; plan: Plan } | { kind: 'fee'; fee: Fee } | { kind: 'not_found' };

/**
 * Part 1 §7: GET br/office/plan-or-fee/{slug}?user_lang=. An unknown slug (status false, or HTTP 404)
 * is a result, not an error, because the load sequence then tries the tool lookup before it gives up
 * with plan_or_fee_not_found (part 1 §8). Other failures throw the client's typed errors.
 * @example await getPlanOrFee('premium-plus-plan', 'pt') // { kind: 'plan', plan: { total_real: 19900, ... } }
 */
export async function getPlanOrFee(slug: string, userLang: string, signal?: AbortSignal): Promise<PlanOrFeeResult> {
  // A slug that is not a safe path segment names no product; it is never sent (DESIGN.md "Security").
  if (!isSafeIdentifier(slug)) return { kind: 'not_found' };
  try {
    const answer = await request({
      call: 'getPlanOrFee',
      base: 'office',
      method: 'GET',
      path: `/br/office/plan-or-fee/${encodeURIComponent(slug)}`,
      query: { user_lang: userLang },
      schema: planOrFeeResponseSchema,
      signal,
    });
    if (!answer.status) return { kind: 'not_found' };
    return answer.type === 'plan' ? { kind: 'plan', plan: answer.data } : { kind: 'fee', fee: answer.data };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { kind: 'not_found' };
    throw error;
  }
}
