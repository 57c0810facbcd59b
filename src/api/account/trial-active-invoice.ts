import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { numericId } from './form-fields';

/** The plan of the buyer's running trial: what the load needs to know that one runs (part 1 §4 trial slugs, §7). */
export const trialPlanSchema = z.object({
  id: numericId,
  slug: nonEmptyText,
  titulo: nonEmptyText,
});

/** The office answers the plan, or `false`/`null` when the user has no trial invoice running. */
export const trialActiveInvoiceSchema = z.object({
  plan: z.pipe(
    z.transform((plan) => (plan === false ? null : plan)),
    z.nullable(trialPlanSchema),
  ),
});

export type TrialPlan = z.output<typeof trialPlanSchema>;

/**
 * Part 1 §7: GET /br/office/get-user-has-trial-active-invoice/{userId}. Resolves to the plan of the user's active
 * trial invoice, or `{ plan: null }`. Asked by the load only for a logged-in buyer opening a trial plan
 * (stores/checkout/load/phases/trial-invoice.ts, decision 054).
 *
 * @example await getTrialActiveInvoice('1014') // { plan: { id: 3104, slug: 'premium-plus-plan-trial', titulo: 'Premium Plus' } }
 */
export function getTrialActiveInvoice(userId: string | number, signal?: AbortSignal) {
  return request({
    call: 'getTrialActiveInvoice',
    base: 'office',
    method: 'GET',
    path: `/br/office/get-user-has-trial-active-invoice/${encodeURIComponent(String(userId))}`,
    schema: trialActiveInvoiceSchema,
    signal,
  });
}
