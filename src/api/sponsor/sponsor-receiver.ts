import * as z from 'zod/mini';
import { flag, numericId } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** What the page sends (part 2 §7 "Sponsor receiver"), form-encoded. The sandbox validates with it. */
export const sponsorReceiverPayloadSchema = z.object({
  user_id: numericId,
  type: z.enum(['PLAN', 'FEE']),
  /** The plan or fee being bought (its id or slug). */
  reference: z.union([nonEmptyText, z.number()]),
});

export const sponsorReceiverSchema = z.pipe(
  z.object({ success: flag, is_valid: flag }),
  z.transform((body) => ({ ...body, valid: body.success && body.is_valid })),
);

export type SponsorReceiverPayload = z.input<typeof sponsorReceiverPayloadSchema>;
export type SponsorReceiver = z.output<typeof sponsorReceiverSchema>;

/**
 * Part 2 §7: POST /br/office/sponsor-receiver-is-valid (form; the prefix is our choice). Says whether the
 * buyer's upline sponsor can receive the first payment (part 2 §4.3, the "upline flag" of part 1 §4).
 * `valid` is true only when both `success` and `is_valid` are; a refusal is data, not an error.
 *
 * @example (await checkSponsorReceiver({ user_id: 1013, type: 'PLAN', reference: 'premium-plus-plan' })).valid // true
 */
export function checkSponsorReceiver(payload: SponsorReceiverPayload, signal?: AbortSignal): Promise<SponsorReceiver> {
  return request({
    call: 'checkSponsorReceiver',
    base: 'office',
    method: 'POST',
    path: '/br/office/sponsor-receiver-is-valid',
    form: { user_id: payload.user_id, type: payload.type, reference: payload.reference },
    schema: sponsorReceiverSchema,
    signal,
  });
}
