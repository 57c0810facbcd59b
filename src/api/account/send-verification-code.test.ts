import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getSandboxVerificationCode } from '~/sandbox/verification';
import { sendVerificationCode } from './send-verification-code';

const url = apiUrl('office', '/office/:lang/send-verification-code');

describe('sendVerificationCode (part 1 §4 verification screen)', () => {
  it('part 1 §4: answers success and the sandbox shows a 6-digit code', async () => {
    expect(getSandboxVerificationCode()).toBeNull();
    await expect(sendVerificationCode('pt', { email: 'nova@sandbox.test', name: 'Nova Pessoa' })).resolves.toEqual({ type: 'success', message: 'code_sent' });
    expect(getSandboxVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('the sandbox answers 400 to an invalid e-mail', async () => {
    const error = await sendVerificationCode('pt', { email: 'not-an-email', name: 'X' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', { message: 'code_sent' }, 'type'],
    ['a wrong type', { type: true }, 'type'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await sendVerificationCode('pt', { email: 'a@b.test', name: 'A B' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
