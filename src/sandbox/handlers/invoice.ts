import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { createInvoicePayloadSchema } from '~/api/invoice/create-invoice';
import { PAYPAL_CONNECTION_INVOICE_PATH } from '~/api/invoice/create-paypal-connection-invoice';
import { PAYPAL_DOMAIN_INVOICE_PATH } from '~/api/invoice/create-paypal-domain-invoice';
import { PAYPAL_STORAGE_INVOICE_PATH } from '~/api/invoice/create-paypal-storage-invoice';
import { paypalDomainInvoicePayloadSchema, paypalQuantityInvoicePayloadSchema } from '~/api/invoice/paypal-invoice-schema';
import { updateInvoicePayloadSchema } from '~/api/invoice/update-invoice';
import { sandboxFees } from '~/sandbox/fixtures/fees';
import { FIRST_NEW_INVOICE_ID, sandboxSeedInvoices, type InvoiceRecord } from '~/sandbox/fixtures/invoices';
import { sandboxPlans } from '~/sandbox/fixtures/plans';
import { currentSandboxUser } from './account';
import { createSessionStore } from '~/sandbox/session-store';
import { readForm, readJson } from './read-body';

/*
 * The office's invoices over a store seeded from fixtures/invoices.ts, kept in sessionStorage in the browser
 * (a reload mid-checkout finds its invoice again) and in memory in Node tests. Every call needs a logged-in
 * sandbox account; an invoice is read or changed only by its owner, except one its owner shared for anyone-can-pay
 * (`payableByOthers`, part 1 §6), which any logged-in account may confirm against the owner's id and update.
 */

interface InvoiceState {
  invoices: Record<number, InvoiceRecord>;
  nextId: number;
}

const seeded = (): InvoiceState => ({
  invoices: Object.fromEntries(sandboxSeedInvoices.map((invoice) => [invoice.id, structuredClone(invoice)])),
  nextId: FIRST_NEW_INVOICE_ID,
});
const store = createSessionStore<InvoiceState>('sandbox-invoices', seeded);
const load = store.load;
const save = store.save;

/** An invoice of the sandbox store, as the office holds it now (for tests). */
export function sandboxInvoice(id: number): InvoiceRecord | undefined {
  return load().invoices[id];
}

const notLoggedIn = () => HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
const userMismatch = () => HttpResponse.json({ error: 'user_mismatch' }, { status: 403 });

function add(ownerId: string, origin: InvoiceRecord['origin']): number {
  const state = load();
  const id = state.nextId;
  state.invoices[id] = { id, ownerId, origin, recorrente: 1, recorrente_ativo: 0, note: null };
  save({ ...state, nextId: id + 1 });
  return id;
}

function paypalQuantityInvoice(path: string, product: 'storage' | 'connection') {
  return http.post(apiUrl('office', path), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readForm(request, paypalQuantityInvoicePayloadSchema);
    if (!body.ok) return body.response;
    if (body.data.user_id !== String(user.user_identifier)) return userMismatch();
    return HttpResponse.json({ id: add(String(user.user_identifier), { kind: 'paypal', product, form: body.data }) });
  });
}

export const invoiceHandlers = [
  http.post(apiUrl('office', '/br/office/invoice/create'), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readJson(request, createInvoicePayloadSchema);
    if (!body.ok) return body.response;
    const known = body.data.type === 'plan' ? sandboxPlans.has(body.data.slug) : sandboxFees.has(body.data.slug);
    if (!known) return HttpResponse.json({ error: 'plan_or_fee_not_found' }, { status: 404 });
    return HttpResponse.json({ invoice: { id: add(String(user.user_identifier), { kind: 'checkout', payload: body.data }) } });
  }),

  http.post(apiUrl('office', '/br/office/update-invoice/:invoiceId'), async ({ request, params }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const state = load();
    const invoice = state.invoices[Number(params.invoiceId)];
    if (!invoice) return HttpResponse.json({ error: 'invoice_not_found' }, { status: 404 });
    // A shared invoice (anyone-can-pay, part 1 §6) takes the payer's notes (sales, support, VAT) too.
    if (invoice.ownerId !== String(user.user_identifier) && !invoice.payableByOthers) return HttpResponse.json({ error: 'invoice_not_owned' }, { status: 403 });
    const body = await readJson(request, updateInvoicePayloadSchema);
    if (!body.ok) return body.response;
    const { recorrente, recorrente_ativo, note } = body.data;
    if (recorrente !== undefined) invoice.recorrente = recorrente;
    if (recorrente_ativo !== undefined) invoice.recorrente_ativo = recorrente_ativo;
    if (note !== undefined) invoice.note = note;
    save(state);
    return HttpResponse.json({ success: true });
  }),

  // Valid when the invoice is the path user's and that user is the logged-in account, or, for an invoice its owner
  // shared (anyone-can-pay=1&user-id=<owner>, part 1 §6), when the path user is its owner whoever is logged in.
  http.get(apiUrl('office', '/br/office/invoices/confirm-user/:invoiceId/:userId'), ({ params }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const invoice = load().invoices[Number(params.invoiceId)];
    const owned = invoice !== undefined && invoice.ownerId === params.userId && (invoice.ownerId === String(user.user_identifier) || invoice.payableByOthers === true);
    if (!owned) return HttpResponse.json({ valid: false, data: null });
    return HttpResponse.json({ valid: true, data: { id: invoice.id, recorrente_ativo: invoice.recorrente_ativo } });
  }),

  http.post(apiUrl('office', PAYPAL_DOMAIN_INVOICE_PATH), async ({ request }) => {
    const user = currentSandboxUser();
    if (!user) return notLoggedIn();
    const body = await readForm(request, paypalDomainInvoicePayloadSchema);
    if (!body.ok) return body.response;
    if (body.data.user_id !== String(user.user_identifier)) return userMismatch();
    const form = Object.fromEntries(Object.entries(body.data).filter((entry): entry is [string, string] => entry[1] !== undefined));
    return HttpResponse.json({ id: add(String(user.user_identifier), { kind: 'paypal', product: 'domain', form }) });
  }),

  paypalQuantityInvoice(PAYPAL_STORAGE_INVOICE_PATH, 'storage'),
  paypalQuantityInvoice(PAYPAL_CONNECTION_INVOICE_PATH, 'connection'),
];
