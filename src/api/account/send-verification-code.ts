import * as z from 'zod/mini';
import { emailText } from '~/api/schema-helpers';
import { request } from '~/api/request';

/*
 * The e-mail verification step of the registration (part 1 §2 "Verificação", §4) shows a screen and its
 * outcomes but the spec names no call, so the path is our choice, beside office/{lang}/create:
 *   POST office/{lang}/send-verification-code  form { email, name }  -> { type: 'success', message: 'code_sent' }
 */

export const sendCodePayloadSchema = z.object({ email: emailText, name: z.string().check(z.trim(), z.minLength(1)) });

export type SendCodePayload = z.input<typeof sendCodePayloadSchema>;

export const sendCodeResponseSchema = z.object({ type: z.literal('success'), message: z.optional(z.string()) });

/**
 * Sends a 6-digit code to the e-mail being registered (the sandbox shows it in its banner instead).
 * Then the page opens the verification screen and calls {@link verifyCode}.
 *
 * @example await sendVerificationCode('pt', { email: 'nova@sandbox.test', name: 'Nova Pessoa' }) // { type: 'success', message: 'code_sent' }
 */
export function sendVerificationCode(lang: string, payload: SendCodePayload, signal?: AbortSignal) {
  return request({
    call: 'sendVerificationCode',
    base: 'office',
    method: 'POST',
    path: `/office/${encodeURIComponent(lang)}/send-verification-code`,
    form: { ...payload },
    schema: sendCodeResponseSchema,
    signal,
  });
}
