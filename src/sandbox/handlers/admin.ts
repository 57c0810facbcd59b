import { http, HttpResponse } from 'msw';
import { PAYMENT_LOOKUP_PATH, paymentLookupPayloadSchema } from '~/api/admin/lookup-payments';
import { apiUrl } from '~/api/endpoints';
import { SANDBOX_ADMIN_TOKEN, sandboxLookupRows } from '~/sandbox/fixtures/payments';
import { readBody } from './gateway-body';

/**
 * The internal payment lookup (part 2 §2, §7). Only `authorization: Bearer sandbox-admin-token` is let in
 * (DESIGN.md "Security": a token the office validates, no fixed password); anything else answers 401.
 * A user without payments gets no `gateway` at all (part 2 §8 "Não veio nenhum retorno de pagamentos").
 */
export const adminHandlers = [
  http.post(apiUrl('gateway', PAYMENT_LOOKUP_PATH), async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${SANDBOX_ADMIN_TOKEN}`) return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
    const body = await readBody(request, paymentLookupPayloadSchema);
    if (!body.ok) return body.response;
    const { id_user, method_payment, type_payment } = body.data;
    const ofUser = sandboxLookupRows.filter((r) => r.userId === id_user);
    if (!ofUser.length) return HttpResponse.json({});
    const rows = ofUser.filter((r) => r.method === method_payment && (type_payment === 'all' || r.row.type === type_payment)).map((r) => r.row);
    return HttpResponse.json({ gateway: rows });
  }),
];
