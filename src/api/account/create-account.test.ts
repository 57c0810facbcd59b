import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getSandboxVerificationCode } from '~/sandbox/verification';
import { createAccount, registrationPayloadSchema, type RegistrationPayload } from './create-account';
import { sendVerificationCode } from './send-verification-code';
import { verifyCode } from './verify-code';

const url = apiUrl('office', '/office/:lang/create');

const payload: RegistrationPayload = {
  cadastro_nome: 'Nova Pessoa',
  cadastro_email: 'nova@sandbox.test',
  cadastro_senha: 'Sandbox#2026',
  cadastro_telefone: '11999990000',
  subsidiary: 1,
  tracking_origin: 'checkout',
  tracking_params: 'utm_source=sandbox',
  iubenda_consent: 'consent-1',
  form_origin: 'ba-gateway',
  id_plan: 3101,
  receive_email: 'YES',
};

async function verified(email: string) {
  await sendVerificationCode('pt', { email, name: 'Nova Pessoa' });
  await verifyCode('pt', { email, code: getSandboxVerificationCode() ?? '' });
}

describe('createAccount (part 1 §7)', () => {
  it('part 1 §7: answers success with the new user id and e-mail once the e-mail is verified', async () => {
    await verified(payload.cadastro_email);
    await expect(createAccount('pt', payload)).resolves.toEqual({ ok: true, user: { id: 9001, email: 'nova@sandbox.test' } });
  });

  it.each([
    ['part 1 §8: an e-mail of an existing account is refused with email_already_exists', 'ana@sandbox.test', 'email_already_exists'],
    ['part 1 §4: an e-mail whose code was never verified is refused', 'unverified@sandbox.test', 'email_not_verified'],
  ])('%s', async (_name, email, reason) => {
    await expect(createAccount('pt', { ...payload, cadastro_email: email })).resolves.toEqual({ ok: false, reason });
  });

  it('part 1 §3: sends the registration payload form-encoded, with the optional fields', async () => {
    let seen: Record<string, string> = {};
    let type = '';
    sandboxServer.use(
      http.post(url, async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        seen = Object.fromEntries(new URLSearchParams(await request.text()));
        return HttpResponse.json({ type: 'success', user: { id: 1, email: 'nova@sandbox.test' } });
      }),
    );
    await createAccount('pt', { ...payload, cadastro_aid: '777', taginternals: 'tag', vat_number: 'DE123456789' });
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(registrationPayloadSchema.parse(seen)).toMatchObject({ form_origin: 'ba-gateway', subsidiary: 1, cadastro_aid: '777', receive_email: 'YES' });
  });

  it.each([
    ['part 1 §3: a form_origin other than ba-gateway', { form_origin: 'elsewhere' }],
    ['part 1 §3: receive_email other than YES or NO', { receive_email: 'MAYBE' }],
    ['part 1 §5: a password under 8 characters', { cadastro_senha: 'Ab#1' }],
  ])('the sandbox answers 400 to %s', async (_name, patch) => {
    const error = await createAccount('pt', { ...payload, ...patch } as RegistrationPayload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
  });

  it.each([
    ['a payload missing a field', { type: 'success', user: { id: 5 } }, 'user.email'],
    ['a wrong type', { type: 'success', user: { id: 'five', email: 'a@b.test' } }, 'user.id'],
    ['a success without a user', { type: 'success' }, 'user'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await createAccount('pt', payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
