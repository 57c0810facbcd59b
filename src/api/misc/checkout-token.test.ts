import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, SchemaError } from '~/api/errors';
import { isSandboxCheckoutToken } from '~/sandbox/handlers/misc-store';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { createCheckoutToken } from './checkout-token';

const url = apiUrl('gateway', '/user/token-checkout');

describe('createCheckoutToken (part 2 §7)', () => {
  it('part 2 §7: issues a token to the logged-in user that the sandbox gateway recognises', async () => {
    setScenario({ user: 'br' });
    const token = await createCheckoutToken('1001');
    expect(isSandboxCheckoutToken(token, 1001)).toBe(true);
    expect(isSandboxCheckoutToken(token, 1002)).toBe(false);
  });

  it('part 2 §7: sends application OFFICE and id_user as JSON, with no credential header', async () => {
    let body: unknown;
    let headers: Headers | undefined;
    sandboxServer.use(http.post(url, async ({ request }) => ((headers = request.headers), (body = await request.json()), HttpResponse.json({ token: 't' }))));
    await createCheckoutToken(1001);
    expect(body).toEqual({ application: 'OFFICE', id_user: 1001 });
    expect(headers?.get('authorization')).toBeNull();
  });

  it.each([
    ['DESIGN "Security": a visitor gets no token', null, 1001],
    ['DESIGN "Security": a token for another user is refused', 'us', 1001],
  ])('%s', async (_name, user, userId) => {
    setScenario({ user });
    const error = await createCheckoutToken(userId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
  });

  it.each([
    ['a payload missing a field', {}, 'token'],
    ['a wrong type', { token: 12 }, 'token'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.post(url, () => HttpResponse.json(body)));
    const error = await createCheckoutToken(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });
});
