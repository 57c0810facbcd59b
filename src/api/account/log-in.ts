import * as z from 'zod/mini';
import { request } from '~/api/request';
import { nonEmptyText } from '~/api/schema-helpers';

/** Part 1 §3 "Login payload", form-encoded. The sandbox validates what it receives with it. */
// Only non-empty (part 1 §5): a mistyped e-mail is the office's refusal, not a malformed request.
export const loginPayloadSchema = z.object({ email: z.string().check(z.trim(), z.minLength(1)), senha: nonEmptyText });

export type LoginPayload = z.input<typeof loginPayloadSchema>;

export type LoginResult = { ok: true } | { ok: false; reason: string };

/** `{ type: 'success' }`, anything else is a refusal (part 1 §7). */
export const loginResponseSchema = z.pipe(
  z.object({ type: nonEmptyText, message: z.optional(z.string()) }),
  z.transform((body): LoginResult => (body.type === 'success' ? { ok: true } : { ok: false, reason: body.message ?? body.type })),
);

/**
 * Part 1 §7 "POST login": POST /br/office/login, form-encoded (the spec shows no path; we chose the
 * prefix of login-status). The office sets the session cookie; on `{ ok: true }` the page reloads (part 1 §4).
 * A refusal resolves `{ ok: false, reason }` and is shown as `errors:account.login_failed`.
 *
 * @example await logIn({ email: 'ana@sandbox.test', senha: 'Sandbox#2026' }) // { ok: true }
 */
export function logIn(payload: LoginPayload, signal?: AbortSignal): Promise<LoginResult> {
  return request({
    call: 'logIn',
    base: 'office',
    method: 'POST',
    path: '/br/office/login',
    form: { email: payload.email, senha: payload.senha },
    schema: loginResponseSchema,
    signal,
  });
}
