import * as z from 'zod/mini';
import { request } from '~/api/request';
import { emailText, failWith, nonEmptyText } from '~/api/schema-helpers';
import { idString, numericId } from './form-fields';

/** Part 1 §3 "Registration payload", form-encoded. The sandbox validates what it receives with it. */
export const registrationPayloadSchema = z.object({
  cadastro_nome: z.string().check(z.trim(), z.minLength(1)),
  cadastro_email: emailText,
  cadastro_senha: z.string().check(z.minLength(8)),
  cadastro_telefone: z.string(),
  /** The subsidiary id of the chosen country (see getRegistrationCountries). */
  subsidiary: numericId,
  tracking_origin: z.string(),
  tracking_params: z.string(),
  /** The consent provider's id for the consent recorded at registration; empty when it gave none (decision 027). */
  iubenda_consent: z.string(),
  form_origin: z.literal('ba-gateway'),
  id_plan: numericId,
  receive_email: z.enum(['YES', 'NO']),
  cadastro_aid: z.optional(idString),
  taginternals: z.optional(z.string()),
  vat_number: z.optional(z.string()),
});

export type RegistrationPayload = z.input<typeof registrationPayloadSchema>;

export type CreateAccountResult =
  | { ok: true; user: { id: number; email: string } }
  /** `email_already_exists` (part 1 §8) or another reason the office gives; both are shown, not thrown. */
  | { ok: false; reason: string };

/** `{ type: 'success', user: { id, email } }` or `{ error: 'email_already_exists' }` (part 1 §7). */
export const createAccountResponseSchema = z.pipe(
  z.object({
    type: z.optional(z.string()),
    error: z.optional(nonEmptyText),
    user: z.optional(z.object({ id: numericId, email: emailText })),
  }),
  z.transform((body, ctx): CreateAccountResult => {
    if (body.error) return { ok: false, reason: body.error };
    if (body.type === 'success' && body.user) return { ok: true, user: body.user };
    return failWith(ctx, 'expected type success with a user, or an error', body.type === 'success' ? ['user'] : ['type']);
  }),
);

/**
 * Part 1 §7: POST office/{lang}/create, form-encoded. Called once the e-mail is verified (part 1 §4).
 * A refusal such as `email_already_exists` resolves `{ ok: false, reason }` so the caller can close the
 * verification screen and show the info message; transport failures throw (part 1 §8 registration_failed).
 *
 * @example await createAccount('pt', payload) // { ok: true, user: { id: 9001, email: 'nova@sandbox.test' } }
 */
export function createAccount(lang: string, payload: RegistrationPayload, signal?: AbortSignal): Promise<CreateAccountResult> {
  return request({
    call: 'createAccount',
    base: 'office',
    method: 'POST',
    path: `/office/${encodeURIComponent(lang)}/create`,
    form: { ...payload },
    schema: createAccountResponseSchema,
    signal,
  });
}
