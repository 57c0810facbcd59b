import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { apiUrl } from '~/api/endpoints';
import { nonEmptyText } from '~/api/schema-helpers';
import '~/api/zod-messages';
import {
  sandboxConnectionPrice,
  sandboxDomainOrders,
  sandboxDomainPrices,
  sandboxDomainToken,
  sandboxNonRenewableDomains,
  sandboxPremiumTemplates,
  sandboxStoragePackage,
  sandboxWordpressOrders,
} from '~/sandbox/fixtures/addons';
import { currentSandboxUser } from './account';

/** Add-on prices and orders over fixtures/addons.ts. Read-only, so no store. */

const badRequest = (issues: z.core.$ZodIssue[]) =>
  HttpResponse.json({ error: 'invalid_payload', issues: issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, { status: 400 });
const notFound = (error: string) => HttpResponse.json({ error }, { status: 404 });

const domainPriceQuery = z.object({ domainClassKey: nonEmptyText, privacyProtection: z.enum(['0', '1']), domain: z.string().check(z.minLength(3)) });
const positiveQty = z.string().check(z.regex(/^[1-9]\d*$/));

/** qty x a unit price in currency units, as the office's two-decimal text. */
function times(qty: number, unitPrice: string): string {
  return ((qty * Math.round(Number(unitPrice) * 100)) / 100).toFixed(2);
}

export const addonsHandlers = [
  http.get(apiUrl('office', '/office/register-domain-price'), ({ request }) => {
    const query = domainPriceQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return badRequest(query.error.issues);
    const price = sandboxDomainPrices[query.data.domainClassKey];
    if (!price) return notFound('domain_class_not_found');
    const cents = Math.round(Number(price.price) * 100) + (query.data.privacyProtection === '1' ? Math.round(Number(price.privacyProtection) * 100) : 0);
    return HttpResponse.json({ currency: price.currency, price: (cents / 100).toFixed(2) });
  }),

  http.get(apiUrl('office', '/office/is-domain-renew-available'), ({ request }) => {
    const domain = new URL(request.url).searchParams.get('domain')?.trim().toLowerCase();
    if (!domain) return badRequest([{ code: 'custom', path: ['domain'], message: 'required', input: undefined }]);
    return HttpResponse.json(sandboxNonRenewableDomains[domain] ?? { can_renew: 1, message: null });
  }),

  http.get(apiUrl('office', '/office/extra-storage-price/:qty'), ({ params }) => {
    const qty = positiveQty.safeParse(params.qty);
    if (!qty.success) return badRequest(qty.error.issues);
    const { currency, price, package: packageGb } = sandboxStoragePackage;
    return HttpResponse.json({ currency, price: times(Number(qty.data), price), package: packageGb });
  }),

  http.get(apiUrl('office', '/office/extra-connection-price/:qty'), ({ params }) => {
    const qty = positiveQty.safeParse(params.qty);
    if (!qty.success) return badRequest(qty.error.issues);
    return HttpResponse.json({ currency: sandboxConnectionPrice.currency, price: times(Number(qty.data), sandboxConnectionPrice.price) });
  }),

  http.get(apiUrl('office', '/auth-domain'), () => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
    return HttpResponse.json({ token: sandboxDomainToken(String(user.user_identifier)) });
  }),

  // The domain service trusts only the bearer token /auth-domain issued; the order must be the token holder's.
  http.get(apiUrl('office', '/api/v1/order/:order/checkout'), ({ request, params }) => {
    const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const entry = sandboxDomainOrders[String(params.order)];
    if (!entry) return notFound('order_not_found');
    if (bearer !== sandboxDomainToken(entry.ownerId)) return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
    return HttpResponse.json({ data: entry.order });
  }),

  http.get(apiUrl('office', '/office/wordpress-cloud/order/:orderId'), ({ params }) => {
    const order = sandboxWordpressOrders[String(params.orderId)];
    return order ? HttpResponse.json(order) : notFound('order_not_found');
  }),

  http.get(apiUrl('office', '/office/cheetah/premium-template/:tpSlug'), ({ params }) => {
    const template = sandboxPremiumTemplates[String(params.tpSlug)];
    return template ? HttpResponse.json(template) : notFound('template_not_found');
  }),
];
