import { http, HttpResponse } from 'msw';
import { registrationPayloadSchema } from '~/api/account/create-account';
import { sendCodePayloadSchema } from '~/api/account/send-verification-code';
import { verifyCodePayloadSchema } from '~/api/account/verify-code';
import { apiUrl } from '~/api/endpoints';
import { companySponsor, sandboxSponsors } from '~/sandbox/fixtures/sponsors';
import { sandboxSubsidiaries } from '~/sandbox/fixtures/subsidiaries';
import { getScenario, setScenario } from '~/sandbox/scenario';
import { issueSandboxVerificationCode } from '~/sandbox/verification';
import { sandboxAccountByEmail } from './account-lookup';
import { addRegisteredAccount, isEmailVerified, markEmailVerified, pendingEmail, setPendingEmail } from './account-store';
import { recordRegistrationConsentId } from './consent-store';
import { readForm } from './read-body';

/**
 * Registration (part 1 §4): send code -> verify code -> create. The code is shown in the sandbox banner
 * (src/sandbox/verification.ts); creating the account logs it in, like the office's session cookie.
 */
export const registrationHandlers = [
  http.post(apiUrl('office', '/office/:lang/send-verification-code'), async ({ request }) => {
    const body = await readForm(request, sendCodePayloadSchema);
    if (!body.ok) return body.response;
    setPendingEmail(body.data.email);
    issueSandboxVerificationCode();
    return HttpResponse.json({ type: 'success', message: 'code_sent' });
  }),

  http.post(apiUrl('office', '/office/:lang/verify-code'), async ({ request }) => {
    const body = await readForm(request, verifyCodePayloadSchema);
    if (!body.ok) return body.response;
    const { email, code } = body.data;
    if (isEmailVerified(email)) return HttpResponse.json({ type: 'success', message: 'email_already_verified' });
    if (pendingEmail() !== email.toLowerCase() || getScenario().verificationCode !== code) return HttpResponse.json({ error: 'invalid_code' });
    markEmailVerified(email);
    return HttpResponse.json({ type: 'success', message: 'email_verified' });
  }),

  http.post(apiUrl('office', '/office/:lang/create'), async ({ request, params }) => {
    const body = await readForm(request, registrationPayloadSchema);
    if (!body.ok) return body.response;
    const payload = body.data;
    if (sandboxAccountByEmail(payload.cadastro_email)) return HttpResponse.json({ error: 'email_already_exists' });
    if (!isEmailVerified(payload.cadastro_email)) return HttpResponse.json({ error: 'email_not_verified' });
    const country = sandboxSubsidiaries.find((s) => s.id === payload.subsidiary)?.iso_code ?? 'US';
    const parent = (payload.cadastro_aid && sandboxSponsors[payload.cadastro_aid]) || companySponsor;
    let userId = 0;
    const id = addRegisteredAccount((newId) => {
      userId = newId;
      return {
        isLogged: true,
        name: payload.cadastro_nome,
        email: payload.cadastro_email,
        password: payload.cadastro_senha,
        country,
        lang: String(params.lang),
        cryptId: `c-new-${newId}`,
        user_identifier: String(newId),
        vat_number: payload.vat_number || null,
        parent,
      };
    });
    setScenario({ user: id });
    recordRegistrationConsentId(payload.cadastro_email, payload.iubenda_consent);
    return HttpResponse.json({ type: 'success', user: { id: userId, email: payload.cadastro_email } });
  }),
];
