import * as z from 'zod/mini';
import { flag } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { pixNotificationPath } from './payment-endpoints';

/** The message that, with status true, means the pix was paid (part 2 §4.5). */
export const PIX_PAID_MESSAGE = 'notification_exists';

export const pixNotificationSchema = z.pipe(
  z.object({ status: flag, message: z.string() }),
  z.transform((body) => ({ ...body, paid: body.status && body.message === PIX_PAID_MESSAGE })),
);

export type PixNotification = z.output<typeof pixNotificationSchema>;

/**
 * Part 2 §4.5, §7: GET /verify-notification/{hash_token}/success on the gateway, polled every 5 s
 * (PIX_POLL_INTERVAL_MS) with the `hash_token` of the pix answer. `paid` is true only for status true
 * with message `notification_exists`; "not yet" is data, not an error.
 *
 * @example (await checkPixNotification('pix_sandbox_1')).paid // false on the first polls, then true
 */
export function checkPixNotification(hashToken: string, signal?: AbortSignal): Promise<PixNotification> {
  return request({ call: 'checkPixNotification', base: 'gateway', method: 'GET', path: pixNotificationPath(hashToken), schema: pixNotificationSchema, signal });
}
