import { confirmInvoiceUser } from '~/api/invoice/confirm-invoice-user';
import { createInvoice } from '~/api/invoice/create-invoice';
import { INVALID_INVOICE_NOTICE_MS } from '~/domain/constants';
import { decideInvoice } from '~/domain/flow-guards';
import { isAccountExtraFlow } from '~/domain/flows';
import { showNotice } from '../notice';
import { $invoice, $planToActivateInvoice } from '../session';
import { CONTINUE, type LoadContext, type Phase } from './context';

/**
 * gateway_id of invoice/create (part 2 §7). The spec does not give its value; the sandbox office's invoices
 * carry 2, so the checkout sends 2 until the office says otherwise.
 */
export const INVOICE_GATEWAY_ID = 2;

/**
 * Whether this checkout gets its invoice now: a logged-in buyer of a plan or fee. Domain, storage and extra
 * connection get their PayPal invoice when paying (part 2 §7), and the office has no invoice/create type for tools.
 */
function invoicedNow(ctx: LoadContext): boolean {
  return ctx.user !== null && ctx.product !== null && ctx.product.kind !== 'tool' && ctx.flow !== null && !isAccountExtraFlow(ctx.flow.kind);
}

async function confirmation(ctx: LoadContext, invoiceId: string, userId: string) {
  // A value that is not an invoice number cannot be the user's.
  if (!/^\d+$/.test(invoiceId)) return { valid: false, hasActiveRecurrence: false };
  const answer = await confirmInvoiceUser(Number(invoiceId), userId);
  return answer.valid ? { valid: true, hasActiveRecurrence: answer.data.recorrente_ativo } : { valid: false, hasActiveRecurrence: false };
}

/**
 * "Get or create the invoice" (part 1 §4, part 2 §4.1, §5, §8): the URL invoice is reused when it is the user's
 * and has no active recurrence; otherwise a new one is created, and when the URL invoice was not the user's the
 * 6-second notice says so.
 */
export const invoicePhase: Phase = async (ctx) => {
  $invoice.set(null);
  if (!invoicedNow(ctx) || !ctx.user || !ctx.product) return CONTINUE;
  const urlInvoice = ctx.options.invoiceId;
  // With anyone-can-pay=1 the invoice is the owner's (user-id), not the payer's.
  const ownerId = ctx.options.anyoneCanPay?.ownerUserId ?? ctx.user.user_identifier;
  const decision = decideInvoice(urlInvoice, urlInvoice === null ? null : await confirmation(ctx, urlInvoice, ownerId));
  if (decision.action === 'reuse') {
    $invoice.set({ id: Number(decision.invoiceId), replacedInvoiceId: null });
    return CONTINUE;
  }
  const type = ctx.product.kind === 'fee' ? 'fee' : 'plan';
  const id = await createInvoice({ type, slug: ctx.product.slug, gatewayId: INVOICE_GATEWAY_ID, coupon: ctx.coupon });
  $invoice.set({ id, replacedInvoiceId: decision.notice ? urlInvoice : null });
  if (decision.notice) showNotice(decision.notice.key, decision.notice.params, INVALID_INVOICE_NOTICE_MS);
  return CONTINUE;
};

/** "Create a plan-to-activate invoice if needed" (part 1 §3 plan_to_active, §4): a fee that activates a plan gets a second invoice for it. */
export const planToActivateInvoicePhase: Phase = async (ctx) => {
  $planToActivateInvoice.set(null);
  const plan = ctx.product?.planToActivate;
  if (!plan || !invoicedNow(ctx)) return CONTINUE;
  $planToActivateInvoice.set(await createInvoice({ type: 'plan', slug: plan.slug, gatewayId: INVOICE_GATEWAY_ID }));
  return CONTINUE;
};
