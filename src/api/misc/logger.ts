import * as z from 'zod/mini';
import { APPLICATION } from '~/api/account/form-fields';
import { UnreadableBodyError } from '~/api/errors';
import { request } from '~/api/request';
import { nonEmptyText, nullByDefault } from '~/api/schema-helpers';

export const LOG_TYPES = ['INFO', 'WARNING', 'ERROR'] as const;

/** Part 2 §7 "Log" payload (gateway, JSON). `type` defaults to WARNING. The sandbox validates with it. */
export const logPayloadSchema = z.object({
  application: z._default(nonEmptyText, APPLICATION),
  /** The environment the page runs in (e.g. `sandbox`, `production`). */
  env: nonEmptyText,
  message: nonEmptyText,
  data: z.optional(z.unknown()),
  type: z._default(z.enum(LOG_TYPES), 'WARNING'),
  ip: nullByDefault(z.string()),
});

export type LogEntry = z.input<typeof logPayloadSchema>;

/** The answer is not used (part 2 §7 "none"); any JSON is accepted. */
export const logResponseSchema = z.unknown();

/**
 * Part 2 §7: POST /logger on the gateway. Never throws: a log that cannot be sent must not break the
 * page. Resolves true when the gateway answered 2xx (with or without a JSON body), false otherwise.
 *
 * @example await sendLog({ env: 'sandbox', message: 'amount is not a number', data: { amount: 'abc' } }) // true
 */
export async function sendLog(entry: LogEntry, signal?: AbortSignal): Promise<boolean> {
  const parsed = logPayloadSchema.safeParse(entry);
  if (!parsed.success) return false;
  try {
    await request({ call: 'sendLog', base: 'gateway', method: 'POST', path: '/logger', json: parsed.data, schema: logResponseSchema, signal });
    return true;
  } catch (error) {
    // An empty 2xx body fails JSON parsing, yet the entry was delivered.
    return error instanceof UnreadableBodyError;
  }
}
