import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** JSON body, like /translate/all. */
export const translateWordPayloadSchema = z.object({ application: nonEmptyText, word: nonEmptyText });

export type TranslateWordPayload = z.input<typeof translateWordPayloadSchema>;

/** `{ data: 'translated' }`, or `{ error: 'key_not_found' }`. */
export const translateWordSchema = z
  .object({ data: z.optional(z.string()), error: z.optional(nonEmptyText) })
  .check(
    z.superRefine((body, ctx) => {
      if (body.data === undefined && !body.error) ctx.addIssue({ code: 'custom', path: ['data'], message: 'expected data or error' });
    }),
  );

/**
 * Part 1 §7: POST /translate on the translation base: one word in the session's language. A word the
 * service does not know comes back unchanged, so the caller always has something to show.
 *
 * @example await translateWord({ application: 'checkout', word: 'Plano' }) // 'Plan' for an English session
 */
export async function translateWord(payload: TranslateWordPayload, signal?: AbortSignal): Promise<string> {
  const body = await request({ call: 'translateWord', base: 'translation', method: 'POST', path: '/translate', json: payload, schema: translateWordSchema, signal });
  return body.data ?? payload.word;
}
