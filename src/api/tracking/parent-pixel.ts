import * as z from 'zod/mini';
import { flag, numericId } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nullByDefault } from '~/api/schema-helpers';

/** The tracking events the checkout sends (part 2 §4.5 "purchase and lead events"). */
export const PIXEL_EVENTS = ['lead', 'purchase'] as const;

/** What the page sends, form-encoded (part 1 §7). The sandbox validates with it. */
export const parentPixelPayloadSchema = z.object({ event: z.enum(PIXEL_EVENTS), user_id: numericId });

const pixelId = nullByDefault(z.union([z.string(), z.pipe(z.number(), z.transform(String))]));

export const parentPixelSchema = z.object({
  success: flag,
  /** The sponsor's own pixel ids; null when the sponsor has none. */
  data: nullByDefault(z.object({ facebook: pixelId, google_analytics: pixelId, google_tag_manager: pixelId })),
});

export type ParentPixelPayload = z.input<typeof parentPixelPayloadSchema>;
export type ParentPixels = z.output<typeof parentPixelSchema>;

/**
 * Part 1 §7 / part 2 §7: POST /br/office/parent-pixel (form; the prefix is our choice). The pixels of the
 * buyer's parent (sponsor), fired with the lead and purchase events.
 *
 * @example await getParentPixels({ event: 'purchase', user_id: 1013 }) // { success: true, data: { facebook: '777000111222', ... } }
 */
export function getParentPixels(payload: ParentPixelPayload, signal?: AbortSignal): Promise<ParentPixels> {
  return request({
    call: 'getParentPixels',
    base: 'office',
    method: 'POST',
    path: '/br/office/parent-pixel',
    form: { event: payload.event, user_id: payload.user_id },
    schema: parentPixelSchema,
    signal,
  });
}
