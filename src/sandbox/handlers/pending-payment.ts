import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import type { PaymentCharge } from '~/api/payment/payment-endpoints';
import { PENDING_PAYMENT_PATH, type PendingPaymentResponse } from '~/api/invoice/pending-payment';
import { PIX_COUNTDOWN_STEP_MS, PIX_WAIT_MINUTES } from '~/domain/constants';
import { documentsOf, SANDBOX_CHARGES, type SandboxCharge } from '~/sandbox/methods';
import { getScenario, setScenario, type SandboxPendingKind } from '~/sandbox/scenario';
import { currentSandboxUser } from './account';
import { sandboxInvoice } from './invoice';
import { pendingAnswer } from './payment-answers';
import { pendingPaymentOf, savePendingPayment, type PendingPaymentRecord } from './payment-state';

/** The currencies of the buyer's countries the sandbox knows a local method in (BR, MX, CO, AR, PE). */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = { BR: 'BRL', MX: 'MXN', CO: 'COP', AR: 'ARS', PE: 'PEN' };

/**
 * The `sandbox-pending` scenario: a payment of that kind, created now (an expired pix 11 minutes ago), for QA and
 * tests, in the buyer's country's currency when the method takes it, else the method's first (BRL for boleto and pix).
 */
function seeded(kind: SandboxPendingKind, userId: string, country: string): PendingPaymentRecord | undefined {
  const method = kind === 'pix-expired' ? 'pix' : kind;
  // The charge of that method whose pending answer keeps a document; none: nothing to seed.
  const found = (Object.entries(SANDBOX_CHARGES) as [PaymentCharge, SandboxCharge][]).find(([, each]) => each.method === method && each.document !== undefined);
  if (!found) return undefined;
  const [name, charge] = found;
  const taken: readonly string[] = charge.currencies ?? [];
  const own = CURRENCY_BY_COUNTRY[country];
  const currency = own && taken.includes(own) ? own : (taken[0] ?? 'USD');
  const answer = pendingAnswer(name as Exclude<PaymentCharge, 'card' | 'sepa'>, currency, 14900);
  const age = kind === 'pix-expired' ? (PIX_WAIT_MINUTES + 1) * PIX_COUNTDOWN_STEP_MS : 0;
  return {
    userId, method, currency, createdAt: Date.now() - age,
    gatewayIdentifier: typeof answer.gateway_identifier === 'string' ? answer.gateway_identifier : null,
    hashToken: typeof answer.hash_token === 'string' ? answer.hash_token : null,
    gateway: documentsOf(answer.gateway as Record<string, unknown>),
  };
}

/**
 * The office's pending payment of an invoice (our path, decision 033): the buyer's own payment_pending answer kept
 * on that invoice by the payment handlers (payment-state.ts), until a pix is paid. Needs the logged-in buyer and an
 * invoice they may pay; another buyer's pending payment is not shown.
 */
export const pendingPaymentHandlers = [
  http.get(apiUrl('office', `${PENDING_PAYMENT_PATH}/:invoiceId`), ({ params }) => {
    const user = currentSandboxUser();
    if (!user) return HttpResponse.json({ error: 'not_logged_in' }, { status: 401 });
    const userId = String(user.user_identifier);
    const invoiceId = String(params.invoiceId);
    const invoice = sandboxInvoice(Number(invoiceId));
    if (!invoice) return HttpResponse.json({ error: 'invoice_not_found' }, { status: 404 });
    if (invoice.ownerId !== userId && !invoice.payableByOthers) return HttpResponse.json({ error: 'invoice_not_owned' }, { status: 403 });
    let record = pendingPaymentOf(invoiceId);
    const kind = getScenario().pending;
    if (!record && kind) {
      record = seeded(kind, userId, String(user.country ?? ''));
      if (record) savePendingPayment(invoiceId, record);
      setScenario({ pending: null });
    }
    const answer: PendingPaymentResponse = {
      pending:
        record && record.userId === userId
          ? {
              method: record.method, currency: record.currency, created_at: new Date(record.createdAt).toISOString(),
              gateway_identifier: record.gatewayIdentifier, hash_token: record.hashToken, gateway: record.gateway,
            }
          : null,
    };
    return HttpResponse.json(answer);
  }),
];
