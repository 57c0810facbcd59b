import { http, HttpResponse } from 'msw';
import { loginPayloadSchema } from '~/api/account/log-in';
import { apiUrl } from '~/api/endpoints';
import { sandboxSubsidiaries } from '~/sandbox/fixtures/subsidiaries';
import { sandboxTrialInvoices } from '~/sandbox/fixtures/trial-invoices';
import { getScenario, setScenario } from '~/sandbox/scenario';
import { sandboxAccountByEmail, sandboxAccountById, withoutPassword, type SandboxAccount } from './account-lookup';
import { readForm } from './read-body';
import { registrationHandlers } from './registration';

/** The logged-in sandbox user (without its password), or null for a visitor. */
export function currentSandboxUser(): SandboxAccount | null {
  const id = getScenario().user;
  const account = id ? sandboxAccountById(id) : undefined;
  return account ? withoutPassword(account) : null;
}

export const accountHandlers = [
  http.get(apiUrl('office', '/br/office/login-status'), ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ user: { isLogged: false } });
    // `cc` asks for the saved cards of one currency only.
    const cc = new URL(request.url).searchParams.get('cc');
    const cards = cc ? (user.credit_cards ?? []).filter((card) => card.currency === cc) : user.credit_cards;
    return HttpResponse.json({ user: { ...user, credit_cards: cards } });
  }),

  // Part 1 §7: the plan of the account's running trial invoice, or null (the office may also answer false).
  http.get(apiUrl('office', '/br/office/get-user-has-trial-active-invoice/:userId'), ({ params }) =>
    HttpResponse.json({ plan: sandboxTrialInvoices[String(params.userId)] ?? null }),
  ),

  http.get(apiUrl('office', '/office/:lang/get-subsidiaries'), () => HttpResponse.json({ data: { data: sandboxSubsidiaries } })),

  // Logs the matching account in, as the office's session cookie would.
  http.post(apiUrl('office', '/br/office/login'), async ({ request }) => {
    const body = await readForm(request, loginPayloadSchema);
    if (!body.ok) return body.response;
    const found = sandboxAccountByEmail(body.data.email);
    if (!found || found[1].password !== body.data.senha) return HttpResponse.json({ type: 'failure', message: 'invalid_credentials' });
    setScenario({ user: found[0] });
    return HttpResponse.json({ type: 'success' });
  }),

  http.post(apiUrl('office', '/br/office/recover-password'), ({ request }) => {
    const email = new URL(request.url).searchParams.get('email');
    if (!email) return HttpResponse.json({ error: 'invalid_payload', issues: [{ path: 'email', message: 'required' }] }, { status: 400 });
    return HttpResponse.json({ success: sandboxAccountByEmail(email) !== undefined });
  }),

  ...registrationHandlers,
];
