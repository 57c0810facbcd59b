import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { getScenario } from '~/sandbox/scenario';
import { logIn } from './log-in';

const url = apiUrl('office', '/br/office/login');

describe('logIn (part 1 §7)', () => {
  it.each([
    ['part 1 §7: the right password logs the fixture account in', 'ana@sandbox.test', 'Sandbox#2026', { ok: true }, 'br'],
    ['part 1 §7: the e-mail is matched case-insensitively', 'ANA@sandbox.test', 'Sandbox#2026', { ok: true }, 'br'],
    ['part 1 §8: a wrong password is a refusal', 'ana@sandbox.test', 'wrong', { ok: false, reason: 'invalid_credentials' }, null],
    ['part 1 §8: an unknown e-mail is a refusal', 'nobody@sandbox.test', 'Sandbox#2026', { ok: false, reason: 'invalid_credentials' }, null],
    ['part 1 §5: a value that is not an e-mail is a refusal, not a bad request', 'ana', 'Sandbox#2026', { ok: false, reason: 'invalid_credentials' }, null],
  ])('%s', async (_name, email, senha, result, user) => {
    await expect(logIn({ email, senha })).resolves.toEqual(result);
    expect(getScenario().user).toBe(user);
  });

  it('part 1 §5: the sandbox answers 400 to an empty password', async () => {
    await expect(logIn({ email: 'ana@sandbox.test', senha: '' })).rejects.toBeInstanceOf(HttpError);
  });

  it.each([
    ['a payload missing a field', {}, 'type'],
    ['a wrong type', { type: 1 }, 'type'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await logIn({ email: 'ana@sandbox.test', senha: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
