import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { SchemaError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { recoverPassword } from './recover-password';

const url = apiUrl('office', '/br/office/recover-password');

describe('recoverPassword (part 1 §7)', () => {
  it.each([
    ['part 1 §8: a known e-mail answers success', 'john@sandbox.test', true],
    ['part 1 §8: an unknown e-mail answers failure', 'nobody@sandbox.test', false],
  ])('%s', async (_name, email, success) => {
    await expect(recoverPassword(email)).resolves.toBe(success);
  });

  it('part 1 §7: sends the e-mail in the query, with no body', async () => {
    let query = '';
    let body = 'unset';
    sandboxServer.use(http.post(url, async ({ request }) => ((query = new URL(request.url).search), (body = await request.text()), HttpResponse.json({ success: 1 }))));
    await expect(recoverPassword('a+b@sandbox.test')).resolves.toBe(true);
    expect(query).toBe('?email=a%2Bb%40sandbox.test');
    expect(body).toBe('');
  });

  it.each([
    ['a payload missing a field', {}, 'success'],
    ['a wrong type', { success: 'yes' }, 'success'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await recoverPassword('a@b.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
