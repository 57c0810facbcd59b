import * as z from 'zod/mini';
import { officeInt } from '~/api/catalog/office-fields';
import { COUPON_TYPES } from '~/api/coupon/coupon-types';
import { nonEmptyText } from '~/api/schema-helpers';
import type { Coupon } from '~/domain/coupon';
import { request } from '~/api/request';

/** The coupon echoed to the office in its own units: fixed value in currency units, percentage as a fraction of 1. */
export const invoiceCouponPayloadSchema = z.object({
  id: z.number().check(z.int(), z.nonnegative()),
  code: nonEmptyText,
  type: z.enum(COUPON_TYPES),
  value: z.number().check(z.nonnegative()),
  apply_only_first_month: z.union([z.literal(0), z.literal(1)]),
});

/** Part 2 §7 "Invoice create". Sent as JSON: the spec does not name the encoding and the coupon is a nested object. */
export const createInvoicePayloadSchema = z.object({
  type: z.enum(['plan', 'fee']),
  slug: nonEmptyText,
  gateway_id: z.number().check(z.int(), z.nonnegative()),
  coupon: z.optional(invoiceCouponPayloadSchema),
});

export const createInvoiceResponseSchema = z.object({ invoice: z.object({ id: officeInt }) });

export type CreateInvoicePayload = z.input<typeof createInvoicePayloadSchema>;

/**
 * A domain coupon back in office units (fixed: cents -> units; percentage: 10 -> 0.1), undoing couponSchema's conversion.
 * @example couponToOffice({ type: 'PERCENTAGE_OF_DISCOUNT', value: 10, ... }).value // 0.1
 */
export function couponToOffice(coupon: Coupon): z.input<typeof invoiceCouponPayloadSchema> {
  return {
    id: coupon.id,
    code: coupon.code,
    type: coupon.type,
    value: coupon.value / 100,
    apply_only_first_month: coupon.applyOnlyFirstMonth ? 1 : 0,
  };
}

export interface CreateInvoiceInput {
  type: 'plan' | 'fee';
  slug: string;
  gatewayId: number;
  /** The valid coupon from checkCoupon, if any. */
  coupon?: Coupon | null;
}

/**
 * Part 1 §7 / part 2 §7: POST /br/office/invoice/create for the logged-in buyer (session cookie).
 * Returns the new invoice id.
 * @example await createInvoice({ type: 'plan', slug: 'advanced-plan', gatewayId: 2 }) // 5004
 */
export async function createInvoice(input: CreateInvoiceInput, signal?: AbortSignal): Promise<number> {
  const payload: CreateInvoicePayload = {
    type: input.type,
    slug: input.slug,
    gateway_id: input.gatewayId,
    coupon: input.coupon ? couponToOffice(input.coupon) : undefined,
  };
  const answer = await request({
    call: 'createInvoice',
    base: 'office',
    method: 'POST',
    path: '/br/office/invoice/create',
    json: payload,
    schema: createInvoiceResponseSchema,
    signal,
  });
  return answer.invoice.id;
}
