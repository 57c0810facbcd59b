import * as z from 'zod/mini';
import { CheckoutError } from '~/api/errors';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** The language the office falls back to (part 1 §9 "default en"). */
export const DEFAULT_TRANSLATION_LANGUAGE = 'en';

/** JSON body (the spec does not say; the translation service is not the form-encoded office). */
export const translateAllPayloadSchema = z.object({
  application: nonEmptyText,
  /** Office language code (`pt`, `en`, `iw` ...). */
  sigla: z.string().check(z.minLength(2)),
  category: nonEmptyText,
});

export type TranslateAllPayload = z.input<typeof translateAllPayloadSchema>;

/** `{ data: { key: text } }`, or `{ error: 'key_not_found' }` when the language has no such category. */
export const translateAllSchema = z
  .object({ data: z.optional(z.record(z.string(), z.string())), error: z.optional(nonEmptyText) })
  .check(
    z.superRefine((body, ctx) => {
      if (!body.data && !body.error) ctx.addIssue({ code: 'custom', path: ['data'], message: 'expected data or error' });
    }),
  );

export interface Translations {
  /** The language actually served: `sigla`, or the default after a key_not_found. */
  language: string;
  texts: Record<string, string>;
}

function post(payload: TranslateAllPayload, signal?: AbortSignal) {
  return request({ call: 'getTranslations', base: 'translation', method: 'POST', path: '/translate/all', json: payload, schema: translateAllSchema, signal });
}

/**
 * Part 1 §7: POST /translate/all on the translation base. On `key_not_found` it asks once more in the
 * default language (en); any other error reason throws {@link CheckoutError}.
 *
 * @example await getTranslations({ application: 'checkout', sigla: 'it', category: 'checkout' }) // { language: 'en', texts: { ... } }
 */
export async function getTranslations(payload: TranslateAllPayload, signal?: AbortSignal): Promise<Translations> {
  let language = payload.sigla;
  let body = await post(payload, signal);
  if (body.error === 'key_not_found' && language !== DEFAULT_TRANSLATION_LANGUAGE) {
    language = DEFAULT_TRANSLATION_LANGUAGE;
    body = await post({ ...payload, sigla: language }, signal);
  }
  if (!body.data) throw new CheckoutError('getTranslations', body.error ?? 'key_not_found');
  return { language, texts: body.data };
}
