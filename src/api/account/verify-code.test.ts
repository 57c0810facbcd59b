import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getSandboxVerificationCode } from '~/sandbox/verification';
import { sendVerificationCode } from './send-verification-code';
import { verifyCode } from './verify-code';

const url = apiUrl('office', '/office/:lang/verify-code');
const email = 'nova@sandbox.test';

/** A 6-digit code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verifyCode (part 1 §4)', () => {
  it('part 1 §4: accepts the code the sandbox sent, then says the e-mail is already verified', async () => {
    await sendVerificationCode('pt', { email, name: 'Nova Pessoa' });
    const code = getSandboxVerificationCode() ?? '';
    await expect(verifyCode('pt', { email, code })).resolves.toEqual({ ok: true, alreadyVerified: false });
    await expect(verifyCode('pt', { email, code: otherThan(code) })).resolves.toEqual({ ok: true, alreadyVerified: true });
  });

  it.each([
    ['part 1 §8: a wrong code answers invalid_code', email, (code: string) => otherThan(code)],
    ['part 1 §8: the right code for another e-mail answers invalid_code', 'other@sandbox.test', (code: string) => code],
  ])('%s', async (_name, typedEmail, typed) => {
    await sendVerificationCode('pt', { email, name: 'Nova Pessoa' });
    const code = typed(getSandboxVerificationCode() ?? '');
    await expect(verifyCode('pt', { email: typedEmail, code })).resolves.toEqual({ ok: false, reason: 'invalid_code' });
  });

  it.each([
    ['a payload missing a field', { message: 'email_verified' }, 'type'],
    ['a wrong type', { type: 'success', error: 7 }, 'error'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await verifyCode('pt', { email, code: '123456' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
