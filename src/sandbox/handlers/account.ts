import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { sandboxUsers } from '~/sandbox/fixtures/users';
import { getScenario } from '~/sandbox/scenario';

/** The logged-in sandbox user (without its password), or null for a visitor. */
export function currentSandboxUser() {
  const id = getScenario().user;
  const fixture = id ? sandboxUsers[id] : undefined;
  if (!fixture) return null;
  const { password: _password, ...user } = fixture;
  return user;
}

export const accountHandlers = [
  http.get(apiUrl('office', '/br/office/login-status'), () => {
    const user = currentSandboxUser();
    return HttpResponse.json({ user: user ?? { isLogged: false } });
  }),
];
