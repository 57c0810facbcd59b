import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '~/api/endpoints';
import { HttpError, NetworkError, SchemaError, TimeoutError } from '~/api/errors';
import { sandboxServer } from '~/sandbox/node';
import { setScenario } from '~/sandbox/scenario';
import { getLoginStatus } from './login-status';

const url = apiUrl('office', '/br/office/login-status');

describe('getLoginStatus (part 1 §7)', () => {
  it('returns a visitor when nobody is logged in', async () => {
    await expect(getLoginStatus()).resolves.toEqual({ user: { isLogged: false } });
  });

  it('returns the logged-in user with defaults filled', async () => {
    setScenario({ user: 'br' });
    const { user } = await getLoginStatus({ checkTeamAccount: true });
    expect(user.isLogged && user.country).toBe('BR');
    expect(user.isLogged && user.credit_cards).toEqual([]);
  });

  it('sends the query flags the spec names', async () => {
    let seen = '';
    sandboxServer.use(http.get(url, ({ request }) => ((seen = new URL(request.url).search), HttpResponse.json({ user: { isLogged: false } }))));
    await getLoginStatus({ checkTeamAccount: true, getCurrentPlan: true, cc: 'BRL' });
    expect(seen).toBe('?check-team-account=1&get-current-plan=1&cc=BRL');
  });

  it.each([
    ['a payload missing a field', { user: { isLogged: true, name: 'X' } }, 'user.email'],
    ['a wrong type', { user: { isLogged: 'yes' } }, 'user.isLogged'],
  ])('turns %s into a SchemaError naming the field', async (_name, body, field) => {
    sandboxServer.use(http.get(url, () => HttpResponse.json(body)));
    const error = await getLoginStatus().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).field).toBe(field);
  });

  it.each([
    ['timeout', 'timeout', TimeoutError],
    ['HTTP 500', 'http500', HttpError],
    ['malformed JSON', 'malformed', SchemaError],
    ['offline', 'offline', NetworkError],
  ] as const)('turns an injected %s into its typed error, and the retry succeeds', async (_name, fault, type) => {
    // On this call only: a call some earlier test left running must not take the fault.
    setScenario({ fault, faultPath: '/login-status', faultTimes: 1 });
    const { request } = await import('~/api/request');
    const { loginStatusSchema } = await import('./login-status');
    // The time-out fault needs a short limit; the retry, answered at once, gets a long one on a busy machine too.
    const call = (timeoutMs: number) =>
      request({ call: 'getLoginStatus', base: 'office', method: 'GET', path: '/br/office/login-status', schema: loginStatusSchema, timeoutMs });
    await expect(call(fault === 'timeout' ? 200 : 10_000)).rejects.toBeInstanceOf(type);
    await expect(call(10_000)).resolves.toEqual({ user: { isLogged: false } });
  });
});
