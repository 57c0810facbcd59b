import * as z from 'zod/mini';
import { request } from '~/api/request';
import { emailText, failWith, nonEmptyText } from '~/api/schema-helpers';

/*
 * The spec names no verification call (part 1 §4), so the path is our choice, beside office/{lang}/create:
 *   POST office/{lang}/verify-code  form { email, code }
 *     -> { type: 'success', message: 'email_verified' | 'email_already_verified' }  or  { error: 'invalid_code' }
 */

export const verifyCodePayloadSchema = z.object({ email: emailText, code: z.string().check(z.regex(/^\d{6}$/, 'must be 6 digits')) });

export type VerifyCodePayload = z.input<typeof verifyCodePayloadSchema>;

export type VerifyCodeResult = { ok: true; alreadyVerified: boolean } | { ok: false; reason: string };

export const verifyCodeResponseSchema = z.pipe(
  z.object({ type: z.optional(z.string()), message: z.optional(z.string()), error: z.optional(nonEmptyText) }),
  z.transform((body, ctx): VerifyCodeResult => {
    if (body.error) return { ok: false, reason: body.error };
    if (body.type === 'success') return { ok: true, alreadyVerified: body.message === 'email_already_verified' };
    return failWith(ctx, 'expected type success, or an error', ['type']);
  }),
);

/**
 * Checks the code the user typed. A correct code, or an e-mail verified before, resolves `{ ok: true }` and
 * the caller creates the account (part 1 §4); a wrong code resolves `{ ok: false, reason: 'invalid_code' }`,
 * shown as `errors:account.invalid_code` ("Código inválido") until the next attempt.
 *
 * @example await verifyCode('pt', { email: 'nova@sandbox.test', code: '000000' }) // { ok: false, reason: 'invalid_code' }
 */
export function verifyCode(lang: string, payload: VerifyCodePayload, signal?: AbortSignal): Promise<VerifyCodeResult> {
  return request({
    call: 'verifyCode',
    base: 'office',
    method: 'POST',
    path: `/office/${encodeURIComponent(lang)}/verify-code`,
    form: { ...payload },
    schema: verifyCodeResponseSchema,
    signal,
  });
}
