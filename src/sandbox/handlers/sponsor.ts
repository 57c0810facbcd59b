import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { sponsorReceiverPayloadSchema } from '~/api/sponsor/sponsor-receiver';
import { sandboxSponsors } from '~/sandbox/fixtures/sponsors';
import { sandboxAccountByUserId } from './account-lookup';
import { readForm } from './read-body';

/**
 * get-account-infos by account id: the sponsors (aid 1 = the company, 777 = a sponsor with receiving gateways,
 * 888 = one without), then the sandbox accounts by user id (1001 = `br` Ana Souza, 1002 = `us` John Miller ...),
 * e.g. the owner of an invoice paid with anyone-can-pay (part 1 §6). Any other id answers 404.
 */
export const sponsorHandlers = [
  http.get(apiUrl('office', '/br/office/get-account-infos'), ({ request }) => {
    const aid = new URL(request.url).searchParams.get('id');
    if (!aid) return HttpResponse.json({ error: 'invalid_payload', issues: [{ path: 'id', message: 'required' }] }, { status: 400 });
    const sponsor = sandboxSponsors[aid];
    if (sponsor) return HttpResponse.json({ id: sponsor.aid, name: sponsor.name, avatar: sponsor.avatar ?? null, subdomain: sponsor.subdomain ?? null });
    const account = sandboxAccountByUserId(aid);
    if (account) return HttpResponse.json({ id: String(account.user_identifier), name: account.name, avatar: account.avatar ?? null, subdomain: null });
    return HttpResponse.json({ error: 'account_not_found' }, { status: 404 });
  }),

  // Valid when the buyer's parent has a PayPal or pagSeguro receiving gateway (part 2 §4.3).
  http.post(apiUrl('office', '/br/office/sponsor-receiver-is-valid'), async ({ request }) => {
    const body = await readForm(request, sponsorReceiverPayloadSchema);
    if (!body.ok) return body.response;
    const account = sandboxAccountByUserId(body.data.user_id);
    if (!account) return HttpResponse.json({ success: false, is_valid: false });
    const gateways = account.parent?.receivement_gateways;
    return HttpResponse.json({ success: true, is_valid: Boolean(gateways?.paypal || gateways?.pagseguro) });
  }),
];
