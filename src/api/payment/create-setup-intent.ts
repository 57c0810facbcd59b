import * as z from 'zod/mini';
import { APPLICATION } from '~/api/account/form-fields';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';
import { gatewayResponseSchema } from './gateway-response-schema';
import { PAYMENT_PATHS } from './payment-endpoints';

/** Part 2 §7 "Setup intent" payload: only the application. */
export const setupIntentPayloadSchema = z.strictObject({ application: z.literal(APPLICATION) });

/** The answer must carry the setup intent's client secret (provider S sets the card up with it). */
export const setupIntentSchema = z.extend(gatewayResponseSchema, {
  gateway: z.extend(gatewayResponseSchema.shape.gateway, { client_secret: nonEmptyText }),
});

/**
 * Part 2 §7: asks the gateway for a provider S setup intent, used to set a card up with its billing name
 * before paying. Creates no charge, so it carries no idempotency key.
 *
 * @example (await createSetupIntent()).gateway.client_secret // 'seti_sandbox_1_secret_…'
 */
export function createSetupIntent(signal?: AbortSignal) {
  return request({
    call: 'createSetupIntent',
    base: 'gateway',
    method: 'POST',
    path: PAYMENT_PATHS.setupIntent,
    json: { application: APPLICATION } satisfies z.input<typeof setupIntentPayloadSchema>,
    schema: setupIntentSchema,
    signal,
  });
}
